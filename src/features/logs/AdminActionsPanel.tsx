import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
import { readableDetails, type DetailWords } from './adminActionDetails';

/** How an entry's details read: its ids by the names the server found, flags as 是/否, roles by name. */
function useDetailWords(): (entry: AdminActionEntry) => DetailWords {
  const { t, i18n } = useTranslation();
  const label = (key: string) =>
    [`adminAction.detail.${key}`, `catalogue.field.${key}`, `field.${key}`]
      .filter((candidate) => i18n.exists(candidate))
      .map((candidate) => t(candidate))[0] ?? key;
  const one = (entry: AdminActionEntry, key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('adminAction.nothing');
    const named = entry.references[`${key}:${String(value)}`];
    if (named !== undefined) return named;
    if (typeof value === 'boolean') return t(value ? 'adminAction.yes' : 'adminAction.no');
    if (typeof value === 'string' && isRoleCode(value)) return t(roleLabelKey(value));
    if (key === 'fields' && typeof value === 'string') return t(`template.field.${value}`);
    if (key === 'businessLine') return t('catalogue.lineValue', { line: String(value) });
    if (Array.isArray(value)) {
      return value.map((item) => one(entry, key, item)).join(t('adminAction.listSeparator'));
    }
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (entry) => ({
    label,
    value: (key, value) => one(entry, key, value),
    line: (name, value) => t('adminAction.detailLine', { label: name, value }),
  });
}

/**
 * The audit log of administrative actions (list machine in ListContext): who did what
 * to which account or catalogue, when and from where; filtered by actor, action and days.
 */
export function AdminActionsPanel() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const wordsOf = useDetailWords();
  // The stored JSON, for whoever needs the record exactly as written.
  const [raw, setRaw] = useState(false);
  const detailsOf = (row: AdminActionEntry) =>
    raw
      ? JSON.stringify(row.details)
      : readableDetails(row.details, wordsOf(row)).join(t('adminAction.lineSeparator'));

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
      ...textColumn<AdminActionEntry>('targetType', t('loginLog.target'), {
        flex: 1.5,
        minWidth: 200,
      }),
      valueGetter: (_value, row) =>
        row.targetName === null
          ? [text(adminTargetLabel(row.targetType)), row.targetId].filter(Boolean).join(' #')
          : t('adminAction.detailLine', {
              label: text(adminTargetLabel(row.targetType)),
              value: row.targetName,
            }),
    },
    {
      ...textColumn<AdminActionEntry>('details', t('loginLog.details'), { flex: 2, minWidth: 240 }),
      valueGetter: (_value, row) => detailsOf(row),
      // Two lines in the row; the whole text on hover.
      renderCell: ({ value }) => (
        <Box
          title={String(value)}
          sx={{
            alignSelf: 'center',
            whiteSpace: 'normal',
            lineHeight: 1.4,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontFamily: raw ? 'monospace' : undefined,
          }}
        >
          {String(value)}
        </Box>
      ),
    },
    textColumn<AdminActionEntry>('ip', t('loginLog.ip'), { minWidth: 120 }),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} />
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label={t('adminAction.showRaw')}
      />
      <ListGrid<AdminActionEntry> columns={columns} label={t('loginLog.actionsLabel')} />
    </Stack>
  );
}
