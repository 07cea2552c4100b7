import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { describeMachine, type DiagramEdge, type DiagramState } from '@machines/diagram';
import { layoutMachineDiagram, type LaidOutDiagram } from '@machines/diagramLayout';
import { measureDiagramText } from './diagramText';
import { diagramLayoutEngine } from './layoutEngine';

/** Lines drawn under states and events (the workflow map's counts), and what they stand for. */
export interface DiagramFigures {
  /** Changes when the figures do: the diagram is laid out again. */
  readonly key: string;
  readonly ofState: (state: DiagramState) => readonly string[];
  readonly ofTransition: (edge: DiagramEdge) => readonly string[];
}

/**
 * The machine laid out for drawing, once the layout has run (it is asynchronous); again when
 * the machine, the language of its status labels or the figures change. `undefined` while it
 * runs.
 */
export function useMachineDiagram(
  machine: AnyStateMachine,
  statusLabel: (state: DiagramState) => string | undefined,
  language: string,
  figures?: DiagramFigures,
): LaidOutDiagram | undefined {
  const [laidOut, setLaidOut] = useState<{ key: string; diagram: LaidOutDiagram }>();
  const key = `${machine.id}|${language}|${figures?.key ?? ''}`;
  useEffect(() => {
    let current = true;
    void layoutMachineDiagram({
      ...describeMachine(machine),
      statusLabel,
      measure: measureDiagramText,
      engine: diagramLayoutEngine(),
      ...(figures
        ? { stateFigures: figures.ofState, transitionFigures: figures.ofTransition }
        : {}),
    }).then((diagram) => {
      if (current) setLaidOut({ key, diagram });
    });
    return () => {
      current = false;
    };
    // The labels and figures follow the key: new functions each render are not a new diagram.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine, key]);
  return laidOut?.key === key ? laidOut.diagram : undefined;
}
