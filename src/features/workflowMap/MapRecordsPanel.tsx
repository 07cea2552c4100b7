import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import type { WorkflowMapRecord } from '@machines/contracts';
import { LIFECYCLES } from '@machines/workflowMap/lifecycles';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import type { MapPeriod, MapRecordsOf } from '../../lib/api/workflowMap';

/** A record deleted since it took the transition has no status now: it says so. */
function deletedOrStatus(
  column: GridColDef<WorkflowMapRecord>,
  deleted: string,
): GridColDef<WorkflowMapRecord> {
  const { renderCell } = column;
  return {
    ...column,
    renderCell: (params) => (params.value === null ? deleted : renderCell?.(params)),
  };
}

/**
 * The records behind a state (in it now, with when they entered it) or a transition (took
 * it in the period, with when), a page at a time (list machine in ListContext).
 */
export function MapRecordsPanel({
  period,
  recordsOf,
}: {
  readonly period: MapPeriod;
  readonly recordsOf: MapRecordsOf;
}) {
  const { t } = useTranslation();
  const { family } = LIFECYCLES[period.lifecycle];
  const columns: GridColDef<WorkflowMapRecord>[] = [
    textColumn<WorkflowMapRecord>('id', t('workflowMap.recordId'), { flex: 0.4, minWidth: 90 }),
    deletedOrStatus(
      statusColumn<WorkflowMapRecord>('status', t('workflowMap.statusNow'), family, t, {
        sortable: false,
      }),
      t('workflowMap.deletedSince'),
    ),
    dateTimeColumn<WorkflowMapRecord>(
      'at',
      t('status' in recordsOf ? 'workflowMap.enteredAt' : 'workflowMap.tookAt'),
      { sortable: false },
    ),
  ];
  return <ListGrid<WorkflowMapRecord> columns={columns} label={t('workflowMap.recordsLabel')} />;
}
