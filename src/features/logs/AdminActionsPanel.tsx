import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { isRoleCode, roleLabelKey } from '@machines/access/roles';
import { ADMIN_ACTION_CODES, adminActionLabel, adminTargetLabel } from '@machines/app/logLabels';
import type { AdminActionEntry } from '@machines/contracts';
import type { FilterField } from '../../components/FilterBar';
import { ListFilters } from '../../components/ListFilters';
import { createdDaysFilter } from './logTabs';
import { dateTimeColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { useNoticeText } from '../../lib/noticeText';

/** A detail value in one line: what changed, never a secret (the server keeps none). */
const detailsText = (details: AdminActionEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');

/**
 * The audit log of administrative actions (list machine in ListContext): who did what
 * to which account or catalogue, when and from where; filtered by actor, action and days.
 */
export function AdminActionsPanel() {
  const { t } = useTranslation();
  const text = useNoticeText();

  const filterFields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'actor', label: t('field.actor') },
      {
        kind: 'select',
        name: 'action',
        label: t('field.action'),
        options: ADMIN_ACTION_CODES.map((code) => ({
          value: code,
          label: text(adminActionLabel(code)),
        })),
      },
      createdDaysFilter(t),
    ],
    [t, text],
  );

  const columns: GridColDef<AdminActionEntry>[] = [
    dateTimeColumn<AdminActionEntry>('createdAt', t('loginLog.createdAt'), { sortable: false }),
    {
      ...textColumn<AdminActionEntry>('actorName', t('field.actor'), { flex: 1.5, minWidth: 160 }),
      valueGetter: (_value, row) =>
        row.actorUserName ? `${row.actorName} (${row.actorUserName})` : t('loginLog.commandLine'),
    },
    {
      ...textColumn<AdminActionEntry>('actorRole', t('field.role'), { minWidth: 110 }),
      valueGetter: (_value, row) =>
        isRoleCode(row.actorRole) ? t(roleLabelKey(row.actorRole)) : row.actorRole,
    },
    {
      ...textColumn<AdminActionEntry>('action', t('field.action'), { minWidth: 120 }),
      valueGetter: (_value, row) => text(adminActionLabel(row.action)),
    },
    {
      ...textColumn<AdminActionEntry>('targetType', t('loginLog.target'), { minWidth: 130 }),
      valueGetter: (_value, row) =>
        [text(adminTargetLabel(row.targetType)), row.targetId].filter(Boolean).join(' #'),
    },
    {
      ...textColumn<AdminActionEntry>('details', t('loginLog.details'), { flex: 2, minWidth: 200 }),
      valueGetter: (_value, row) => detailsText(row.details),
    },
    textColumn<AdminActionEntry>('ip', t('loginLog.ip'), { minWidth: 120 }),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} />
      <ListGrid<AdminActionEntry> columns={columns} label={t('loginLog.actionsLabel')} />
    </Stack>
  );
}
