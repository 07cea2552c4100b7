/**
 * A machine drawn for analysts: states in layers by distance from the initial state,
 * coloured by their status meta, transitions labelled with event and guard. Clicking a
 * state shows its code, both labels and the events that leave it.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { AnyStateMachine } from 'xstate';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { describeMachine, type DiagramEdge, type DiagramState } from '../../machines/diagram';
import type { StatusColor } from '../../machines/workflows';

const NODE_WIDTH = 170;
const NODE_HEIGHT = 46;
const COLUMN_GAP = 60;
const ROW_GAP = 90;

const lookup = (catalogue: unknown, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  return typeof value === 'string' ? value : undefined;
};

/** Layers by breadth-first distance from the initial states; unreachable ones last. */
function layout(states: DiagramState[], edges: DiagramEdge[]) {
  const depth = new Map<string, number>();
  const queue = states.filter((s) => s.initial && s.parent === undefined).map((s) => s.path);
  queue.forEach((path) => depth.set(path, 0));
  while (queue.length > 0) {
    const path = queue.shift() as string;
    for (const edge of edges.filter((e) => e.source === path)) {
      if (!depth.has(edge.target)) {
        depth.set(edge.target, (depth.get(path) ?? 0) + 1);
        queue.push(edge.target);
      }
    }
  }
  const deepest = Math.max(0, ...depth.values());
  const layers: string[][] = [];
  for (const state of states) {
    const level = depth.get(state.path) ?? deepest + 1;
    (layers[level] ??= []).push(state.path);
  }
  const position = new Map<string, { x: number; y: number }>();
  const widest = Math.max(...layers.map((layer) => layer?.length ?? 0));
  const width = widest * (NODE_WIDTH + COLUMN_GAP);
  layers.forEach((layer, row) => {
    const offset = (width - layer.length * (NODE_WIDTH + COLUMN_GAP)) / 2;
    layer.forEach((path, column) => {
      position.set(path, {
        x: offset + column * (NODE_WIDTH + COLUMN_GAP) + COLUMN_GAP / 2,
        y: row * (NODE_HEIGHT + ROW_GAP) + 20,
      });
    });
  });
  return { position, width, height: layers.length * (NODE_HEIGHT + ROW_GAP) + 20 };
}

export interface MachineDiagramProps {
  readonly machine: AnyStateMachine;
}

export function MachineDiagram({ machine }: MachineDiagramProps) {
  const theme = useTheme();
  const { states, edges } = useMemo(() => describeMachine(machine), [machine]);
  const { position, width, height } = useMemo(() => layout(states, edges), [states, edges]);
  const [selected, setSelected] = useState<string | null>(null);
  const selectedState = states.find((s) => s.path === selected);

  const fill = (color: string | undefined) => {
    if (!color || color === 'default') return theme.palette.grey[300];
    return theme.palette[color as Exclude<StatusColor, 'default'>].light;
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <svg
        width={width}
        height={height}
        // A group, not an image: its states are buttons (an image holds no controls).
        role="group"
        aria-label={`${machine.id} state diagram`}
        style={{ fontFamily: theme.typography.fontFamily, fontSize: 11 }}
      >
        <defs>
          <marker
            id="arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={theme.palette.text.secondary} />
          </marker>
        </defs>
        {edges.map((edge, index) => {
          const from = position.get(edge.source);
          const to = position.get(edge.target);
          if (!from || !to) return null;
          const x1 = from.x + NODE_WIDTH / 2;
          const y1 = from.y + NODE_HEIGHT;
          const x2 = to.x + NODE_WIDTH / 2;
          const y2 = to.y;
          // Edges that go back up or sideways bend out so they do not hide each other.
          const bend = y2 <= y1 ? 80 + (index % 3) * 20 : (index % 3) * 14 - 14;
          const cx = (x1 + x2) / 2 + bend;
          const cy = (y1 + y2) / 2;
          const highlighted = selected === edge.source;
          return (
            <g
              key={`${edge.source}-${edge.event}-${edge.target}-${index}`}
              opacity={selected && !highlighted ? 0.25 : 1}
            >
              <path
                d={`M${x1},${y1} Q${cx},${cy} ${x2},${y2}`}
                fill="none"
                stroke={highlighted ? theme.palette.primary.main : theme.palette.text.secondary}
                markerEnd="url(#arrow)"
              />
              <text x={cx} y={cy} textAnchor="middle" fill={theme.palette.text.primary}>
                {edge.event}
              </text>
            </g>
          );
        })}
        {states.map((state) => {
          const at = position.get(state.path);
          if (!at) return null;
          return (
            <g
              key={state.path}
              // Named by what it shows (the state and its code), as a sighted user reads it.
              role="button"
              tabIndex={0}
              onClick={() => setSelected(state.path)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') setSelected(state.path);
              }}
              style={{ cursor: 'pointer' }}
            >
              <rect
                x={at.x}
                y={at.y}
                width={NODE_WIDTH}
                height={NODE_HEIGHT}
                rx={8}
                fill={fill(state.meta?.color)}
                stroke={
                  selected === state.path ? theme.palette.primary.main : theme.palette.divider
                }
                strokeWidth={selected === state.path ? 3 : 1}
              />
              <text x={at.x + NODE_WIDTH / 2} y={at.y + 20} textAnchor="middle" fontWeight={600}>
                {state.key}
              </text>
              {state.meta?.code !== undefined && (
                <text x={at.x + NODE_WIDTH / 2} y={at.y + 36} textAnchor="middle">
                  {`code ${state.meta.code}`}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 320, maxWidth: 480 }}>
        {selectedState ? (
          <StateDetails
            state={selectedState}
            edges={edges.filter((e) => e.source === selectedState.path)}
          />
        ) : (
          <Typography color="text.secondary">
            Click a state to see its code, labels and events.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

function StateDetails({ state, edges }: { state: DiagramState; edges: DiagramEdge[] }) {
  const label = state.meta?.label;
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {state.key}
      </Typography>
      {state.meta?.code !== undefined && (
        <Box sx={{ display: 'flex', gap: 1, my: 1, alignItems: 'center' }}>
          <Typography>code {state.meta.code}</Typography>
          <Chip
            size="small"
            color={state.meta.color as StatusColor}
            label={label ? lookup(zh, label) : state.key}
          />
          <Chip
            size="small"
            variant="outlined"
            color={state.meta.color as StatusColor}
            label={label ? lookup(en, label) : state.key}
          />
        </Box>
      )}
      {label && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
      <Table size="small" aria-label="events">
        <TableHead>
          <TableRow>
            <TableCell>event</TableCell>
            <TableCell>guard</TableCell>
            <TableCell>to</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {edges.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>no event leaves this state</TableCell>
            </TableRow>
          ) : (
            edges.map((edge, index) => (
              <TableRow key={`${edge.event}-${index}`}>
                <TableCell>{edge.event}</TableCell>
                <TableCell>{edge.guard || '—'}</TableCell>
                <TableCell>{edge.target}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
