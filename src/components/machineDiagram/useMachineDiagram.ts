import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { describeMachine, type DiagramState } from '@machines/diagram';
import { layoutMachineDiagram, type LaidOutDiagram } from '@machines/diagramLayout';
import { measureDiagramText } from './diagramText';

/**
 * The machine laid out for drawing, once the layout has run (it is asynchronous); again when
 * the machine or the language of its status labels changes. `undefined` while it runs.
 */
export function useMachineDiagram(
  machine: AnyStateMachine,
  statusLabel: (state: DiagramState) => string | undefined,
  language: string,
): LaidOutDiagram | undefined {
  const [laidOut, setLaidOut] = useState<{ key: string; diagram: LaidOutDiagram }>();
  const key = `${machine.id}|${language}`;
  useEffect(() => {
    let current = true;
    void layoutMachineDiagram({
      ...describeMachine(machine),
      statusLabel,
      measure: measureDiagramText,
    }).then((diagram) => {
      if (current) setLaidOut({ key, diagram });
    });
    return () => {
      current = false;
    };
    // The labels follow the language: a new function each render is not a new diagram.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine, key]);
  return laidOut?.key === key ? laidOut.diagram : undefined;
}
