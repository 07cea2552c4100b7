/**
 * One picture of a machine, as machines/diagramLayout.ts laid it out: states as boxes coloured
 * by their status, compound states as frames, transitions as arrows with their event (and
 * guard) in a box the layout kept clear. The same drawing serves Storybook's Machines section,
 * the docs (rendered to a static SVG file) and the workflow map.
 */
import { useId, type KeyboardEvent } from 'react';
import {
  DIAGRAM_FONT_SIZE,
  DIAGRAM_LINE_HEIGHT,
  DIAGRAM_PADDING,
  type Box,
  type DiagramText,
  type LaidOutDiagram,
  type LaidOutState,
} from '@machines/diagramLayout';
import { fontFamilyOf } from './diagramText';

export interface DiagramColors {
  readonly text: string;
  readonly line: string;
  readonly frame: string;
  readonly labelBackground: string;
  readonly selected: string;
  /** A state's fill and border from its status colour (undefined: no status). */
  readonly stateFill: (color: string | undefined) => string;
  readonly stateBorder: (color: string | undefined) => string;
}

export interface MachineDiagramSvgProps {
  readonly diagram: LaidOutDiagram;
  readonly colors: DiagramColors;
  /** What the picture is, for a screen reader. */
  readonly label: string;
  /** The state drawn as chosen, by path. */
  readonly selected?: string;
  /** Makes each state a button; called with its path. */
  readonly onSelect?: (path: string) => void;
}

/** Where the baseline of a box's line `index` lies, the lines stacked from its top. */
const baseline = (box: Box, index: number) =>
  box.y + DIAGRAM_PADDING / 2 + (index + 1) * DIAGRAM_LINE_HEIGHT - 4;

function Lines({
  lines,
  box,
  align,
  color,
}: {
  readonly lines: readonly DiagramText[];
  readonly box: Box;
  readonly align: 'middle' | 'start';
  readonly color: string;
}) {
  const x = align === 'middle' ? box.x + box.width / 2 : box.x + DIAGRAM_PADDING;
  return lines.map((line, index) => (
    <text
      key={index}
      data-diagram-text=""
      x={x}
      y={baseline(box, index)}
      textAnchor={align}
      fill={color}
      fontFamily={fontFamilyOf(line)}
      fontSize={DIAGRAM_FONT_SIZE}
      fontWeight={line.bold ? 600 : 400}
    >
      {line.text}
    </text>
  ));
}

export function MachineDiagramSvg({
  diagram,
  colors,
  label,
  selected,
  onSelect,
}: MachineDiagramSvgProps) {
  const arrowId = `diagram-arrow-${useId().replace(/:/g, '')}`;
  // Frames first, so the states and arrows inside them are drawn over them.
  const states = [...diagram.states].sort((a, b) => Number(b.compound) - Number(a.compound));
  const buttonProps = (state: LaidOutState) =>
    onSelect
      ? {
          role: 'button',
          tabIndex: 0,
          'aria-pressed': selected === state.state.path,
          onClick: () => onSelect(state.state.path),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            onSelect(state.state.path);
          },
          style: { cursor: 'pointer' },
        }
      : {};
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={diagram.width}
      height={diagram.height}
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      // A group, not an image, when its states are buttons (an image holds no controls).
      role={onSelect ? 'group' : 'img'}
      aria-label={label}
    >
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={colors.line} />
        </marker>
      </defs>
      {states.map((state) => (
        <g key={state.state.path} data-state-path={state.state.path} {...buttonProps(state)}>
          <rect
            data-diagram-box={state.compound ? 'frame' : 'state'}
            x={state.x}
            y={state.y}
            width={state.width}
            height={state.height}
            rx={state.compound ? 10 : 8}
            fill={state.compound ? 'none' : colors.stateFill(state.state.meta?.color)}
            stroke={
              selected === state.state.path
                ? colors.selected
                : state.compound
                  ? colors.frame
                  : colors.stateBorder(state.state.meta?.color)
            }
            strokeWidth={selected === state.state.path ? 3 : 1}
          />
          {state.state.final && !state.compound && (
            <rect
              x={state.x + 3}
              y={state.y + 3}
              width={state.width - 6}
              height={state.height - 6}
              rx={6}
              fill="none"
              stroke={colors.stateBorder(state.state.meta?.color)}
            />
          )}
          <Lines
            lines={state.lines}
            box={state}
            align={state.compound ? 'start' : 'middle'}
            color={colors.text}
          />
        </g>
      ))}
      {diagram.initialDots.map((dot, index) => (
        <circle
          key={index}
          cx={dot.x + dot.width / 2}
          cy={dot.y + dot.height / 2}
          r={dot.width / 2}
          fill={colors.text}
        />
      ))}
      {diagram.transitions.map((transition, index) => (
        <g key={index}>
          <polyline
            points={transition.points.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            stroke={colors.line}
            markerEnd={`url(#${arrowId})`}
          />
          {!transition.entry && (
            <>
              <rect
                data-diagram-box="label"
                x={transition.label.x}
                y={transition.label.y}
                width={transition.label.width}
                height={transition.label.height}
                rx={3}
                fill={colors.labelBackground}
              />
              <Lines
                lines={transition.label.lines}
                box={transition.label}
                align="middle"
                color={colors.text}
              />
            </>
          )}
        </g>
      ))}
    </svg>
  );
}
