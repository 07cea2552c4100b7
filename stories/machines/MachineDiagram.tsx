/**
 * A machine drawn for analysts (the shared renderer, laid out by ELK): states coloured by
 * their status meta and named in the toolbar's language, transitions labelled with event and
 * guard. Clicking a state shows its code, both labels and the events that leave it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnyStateMachine } from 'xstate';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { describeMachine, type DiagramEdge, type DiagramState } from '../../machines/diagram';
import type { StatusColor } from '../../machines/workflows';
import { catalogueText } from '../../src/lib/catalogueText';
import { MachineDiagramView } from '../../src/components/machineDiagram/MachineDiagramView';
import { useMachineDiagram } from '../../src/components/machineDiagram/useMachineDiagram';

export interface MachineDiagramProps {
  readonly machine: AnyStateMachine;
  /** Saves an exported picture (a story records it). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

export function MachineDiagram({ machine, save }: MachineDiagramProps) {
  const { t, i18n } = useTranslation();
  const diagram = useMachineDiagram(
    machine,
    (state) => (state.meta?.label ? t(state.meta.label) : undefined),
    i18n.language,
  );
  const [selected, setSelected] = useState<string>();
  const { states, edges } = describeMachine(machine);
  const selectedState = states.find((s) => s.path === selected);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        <MachineDiagramView
          diagram={diagram}
          label={`${machine.id} state diagram`}
          fileName={machine.id}
          selected={selected}
          onSelect={setSelected}
          save={save}
        />
      </Box>
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
            label={label ? catalogueText(zh, label) : state.key}
          />
          <Chip
            size="small"
            variant="outlined"
            color={state.meta.color as StatusColor}
            label={label ? catalogueText(en, label) : state.key}
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
