import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { pages, type PageId } from '@machines/access/pages';
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { WorkflowMapFigures, WorkflowMapTransition } from '@machines/contracts';
import { describeMachine } from '@machines/diagram';
import { LIFECYCLES, type Lifecycle } from '@machines/workflowMap/lifecycles';
import { statusFamilies } from '@machines/workflows';
import { LoadFailed } from '../../components/LoadFailed';
import { MachineDiagramView } from '../../components/machineDiagram/MachineDiagramView';
import { useMachineDiagram } from '../../components/machineDiagram/useMachineDiagram';
import { PageHeading } from '../../components/PageHeading';
import { useStatusLabel } from '../../components/StatusChip';
import type { MapPeriod, MapRecordsOf } from '../../lib/api/workflowMap';
import { BottleneckPanel } from './BottleneckPanel';
import { MapFilterForm } from './MapFilterForm';
import { MapFiguresContext } from './mapActors';
import { diagramFiguresOf, durationText } from './mapFigures';

export interface WorkflowMapScreenProps {
  readonly period: MapPeriod;
  /** The records listed below the map, if any. */
  readonly recordsOf: MapRecordsOf | null;
  /** Shows another lifecycle, period or records (the route puts them in the URL). */
  readonly onShow: (period: MapPeriod, recordsOf: MapRecordsOf | null) => void;
  readonly onReload: () => void;
  /** Finds the institutions the lifecycle can be narrowed to (`GET /api/workflow-map/institutions`). */
  readonly searchInstitutions: (query: ListQuery) => Promise<ListPage>;
  /** Whether the reader may open a page (an area's list, linked from a state). */
  readonly mayOpen: (page: PageId) => boolean;
  /** The listed records, with their list machine. */
  readonly children?: ReactNode;
}

/**
 * The workflow map (issue 45): one lifecycle's machine drawn with what its records did in a
 * period (MapFiguresContext): records in each status now, how long stays lasted, transitions
 * taken. A state or a transition lists its records below; a state also leads to its area's
 * list. The same figures are tables for a screen reader.
 */
export function WorkflowMapScreen({
  period,
  recordsOf,
  onShow,
  onReload,
  searchInstitutions,
  mayOpen,
  children,
}: WorkflowMapScreenProps) {
  const { t } = useTranslation();
  const result = MapFiguresContext.useSelector((s) => s.output);
  const lifecycle: Lifecycle = LIFECYCLES[period.lifecycle];
  const idPrefix = useId();

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <PageHeading>{t('route.workflowMap')}</PageHeading>
        <MapFilterForm
          period={period}
          institutionName={result?.ok ? result.detail.institutionName : undefined}
          searchInstitutions={searchInstitutions}
          onShow={(next) => onShow(next, null)}
        />
      </Paper>
      {result === undefined ? (
        <MapDiagram period={period} figures={undefined} onShow={onShow} />
      ) : !result.ok ? (
        <LoadFailed title={t('workflowMap.failed')} failure={result} onRetry={onReload} />
      ) : (
        <>
          {result.detail.transitions.length === 0 && (
            <Alert severity="info">{t('workflowMap.emptyPeriod')}</Alert>
          )}
          <MapDiagram period={period} figures={result.detail} onShow={onShow} />
          <TransitionsTable
            period={period}
            figures={result.detail}
            onList={(step) => onShow(period, step)}
          />
          <BottleneckPanel figures={result.detail} />
        </>
      )}
      {recordsOf && (
        <Paper sx={{ p: 2 }} component="section" aria-labelledby={`${idPrefix}-records`}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" id={`${idPrefix}-records`}>
              <RecordsTitle lifecycle={lifecycle} recordsOf={recordsOf} />
            </Typography>
            {'status' in recordsOf && mayOpen(lifecycle.listPage) && (
              <Link component={RouterLink} to={listLinkOf(lifecycle, recordsOf.status)}>
                {t('workflowMap.openList', { page: t(`route.${lifecycle.listPage}`) })}
              </Link>
            )}
            <Button onClick={() => onShow(period, null)}>{t('workflowMap.closeRecords')}</Button>
          </Stack>
          {children}
        </Paper>
      )}
    </Stack>
  );
}

/** The area's list, filtered to the status when it has a status filter. */
function listLinkOf(lifecycle: Lifecycle, status: number): string {
  const params = new URLSearchParams(lifecycle.listQuery ?? '');
  if (lifecycle.statusFilter) params.set(lifecycle.statusFilter, String(status));
  const search = params.toString();
  return `${pages[lifecycle.listPage].path}${search ? `?${search}` : ''}`;
}

function RecordsTitle({ lifecycle, recordsOf }: { lifecycle: Lifecycle; recordsOf: MapRecordsOf }) {
  const { t } = useTranslation();
  const label = useStatusLabel(lifecycle.family);
  return 'status' in recordsOf
    ? t('workflowMap.recordsInStatus', { status: label(recordsOf.status) })
    : t('workflowMap.recordsThatTook', {
        from: label(recordsOf.fromCode),
        event: t(`workflowEvent.${recordsOf.event}`),
        to: label(recordsOf.toCode),
      });
}

function MapDiagram({
  period,
  figures,
  onShow,
}: {
  readonly period: MapPeriod;
  readonly figures: WorkflowMapFigures | undefined;
  readonly onShow: WorkflowMapScreenProps['onShow'];
}) {
  const { t, i18n } = useTranslation();
  const { machine } = statusFamilies[LIFECYCLES[period.lifecycle].family];
  const states = useMemo(() => describeMachine(machine).states, [machine]);
  const drawn = useMemo(
    () => (figures ? diagramFiguresOf(figures, states, t) : undefined),
    [figures, states, t],
  );
  const diagram = useMachineDiagram(
    machine,
    (state) => (state.meta?.label ? t(state.meta.label) : undefined),
    i18n.language,
    drawn,
  );
  const lifecycleName = t(`workflowMap.lifecycle.${period.lifecycle}`);
  return (
    <MachineDiagramView
      diagram={figures ? diagram : undefined}
      label={t('workflowMap.diagramLabel', { lifecycle: lifecycleName })}
      fileName={`${t('route.workflowMap')}-${lifecycleName}-${period.from}-${period.to}`}
      onSelect={(path) => {
        const code = states.find((state) => state.path === path)?.meta?.code;
        if (code !== undefined) onShow(period, { status: code });
      }}
    />
  );
}

/** Every transition taken in the period, most taken first, each listing its records. */
function TransitionsTable({
  period,
  figures,
  onList,
}: {
  readonly period: MapPeriod;
  readonly figures: WorkflowMapFigures;
  readonly onList: (step: WorkflowMapTransition) => void;
}) {
  const { t } = useTranslation();
  const label = useStatusLabel(LIFECYCLES[period.lifecycle].family);
  const steps = [...figures.transitions].sort((a, b) => b.times - a.times);
  const stayed = figures.statuses.filter((status) => status.medianSeconds !== null);
  return (
    <Paper sx={{ p: 2 }}>
      <Table size="small">
        <caption>
          {t('workflowMap.transitionsCaption', { from: period.from, to: period.to })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('workflowMap.field.fromCode')}</TableCell>
            <TableCell>{t('workflowMap.field.event')}</TableCell>
            <TableCell>{t('workflowMap.field.toCode')}</TableCell>
            <TableCell align="right">{t('workflowMap.times')}</TableCell>
            <TableCell>{t('workflowMap.records')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{t('workflowMap.emptyPeriod')}</TableCell>
            </TableRow>
          ) : (
            steps.map((step) => {
              const name = `${label(step.fromCode)} → ${t(`workflowEvent.${step.event}`)} → ${label(step.toCode)}`;
              return (
                <TableRow key={`${step.fromCode}-${step.toCode}-${step.event}`}>
                  <TableCell>{label(step.fromCode)}</TableCell>
                  <TableCell component="th" scope="row">
                    {t(`workflowEvent.${step.event}`)}
                  </TableCell>
                  <TableCell>{label(step.toCode)}</TableCell>
                  <TableCell align="right">{step.times}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => onList(step)}
                      aria-label={t('workflowMap.listRecordsOf', { step: name })}
                    >
                      {t('workflowMap.listRecords')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {stayed.length > 0 && (
        <Table size="small" sx={{ mt: 2 }}>
          <caption>{t('workflowMap.staysCaption', { from: period.from, to: period.to })}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('workflowMap.field.status')}</TableCell>
              <TableCell align="right">{t('workflowMap.recordsNow')}</TableCell>
              <TableCell align="right">{t('workflowMap.stays')}</TableCell>
              <TableCell align="right">{t('workflowMap.median')}</TableCell>
              <TableCell align="right">{t('workflowMap.p90')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stayed.map((status) => (
              <TableRow key={status.code}>
                <TableCell component="th" scope="row">
                  {label(status.code)}
                </TableCell>
                <TableCell align="right">{status.records}</TableCell>
                <TableCell align="right">{status.stays}</TableCell>
                <TableCell align="right">{durationText(status.medianSeconds ?? 0, t)}</TableCell>
                <TableCell align="right">{durationText(status.p90Seconds ?? 0, t)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
