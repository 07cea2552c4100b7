/**
 * The diagram as two tables, states and transitions: what a screen reader reads, and what a
 * reader copies into a report. The same laid-out data as the picture, figures included.
 */
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LaidOutDiagram } from '@machines/diagramLayout';

const listed = (figures: readonly string[]) => (figures.length > 0 ? figures.join('；') : '—');

export function MachineDiagramTable({
  diagram,
  label,
}: {
  readonly diagram: LaidOutDiagram;
  /** What the diagram is; each table's caption says which part of it. */
  readonly label: string;
}) {
  const { t } = useTranslation();
  const transitions = diagram.transitions.filter((transition) => !transition.entry);
  return (
    <Stack spacing={2}>
      <Table size="small">
        <caption>{t('diagram.table.statesOf', { diagram: label })}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('diagram.table.state')}</TableCell>
            <TableCell>{t('diagram.table.code')}</TableCell>
            <TableCell>{t('diagram.table.status')}</TableCell>
            <TableCell>{t('diagram.table.figures')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {diagram.states.map(({ state, statusLabel, figures }) => (
            <TableRow key={state.path}>
              <TableCell component="th" scope="row">
                {state.path}
              </TableCell>
              <TableCell>{state.meta?.code ?? '—'}</TableCell>
              <TableCell>{statusLabel ?? '—'}</TableCell>
              <TableCell>{listed(figures)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small">
        <caption>{t('diagram.table.transitionsOf', { diagram: label })}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('diagram.table.from')}</TableCell>
            <TableCell>{t('diagram.table.event')}</TableCell>
            <TableCell>{t('diagram.table.guard')}</TableCell>
            <TableCell>{t('diagram.table.to')}</TableCell>
            <TableCell>{t('diagram.table.figures')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transitions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{t('diagram.table.noTransitions')}</TableCell>
            </TableRow>
          ) : (
            transitions.map(({ edge, figures }, index) => (
              <TableRow key={index}>
                <TableCell>{edge.source}</TableCell>
                <TableCell component="th" scope="row">
                  {edge.event}
                </TableCell>
                <TableCell>{edge.guard || '—'}</TableCell>
                <TableCell>{edge.target}</TableCell>
                <TableCell>{listed(figures)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
