import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { SMS_DELIVERY_STATES } from '@machines/app/smsDelivery';
import type { SmsDeliveryState, SmsOutboxEntry } from '@machines/contracts';
import type { FilterField } from '../../components/FilterBar';
import { ListFilters } from '../../components/ListFilters';
import { createdDaysFilter } from './logTabs';
import { chipColumnWidth, dateTimeColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { formatDateTime } from '../../lib/dates';

const STATES = Object.keys(SMS_DELIVERY_STATES) as SmsDeliveryState[];

/**
 * The SMS outbox (list machine in ListContext): every message a step promised (an approved
 * appeal's reset code), where it goes (masked), how it stands — sent, waiting for its next
 * try and why, or given up — waiting ones first; filtered by state and days.
 */
export function SmsOutboxPanel() {
  const { t } = useTranslation();
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('smsDelivery.state'),
        options: STATES.map((state) => ({
          value: state,
          label: t(SMS_DELIVERY_STATES[state].label),
        })),
      },
      createdDaysFilter(t),
    ],
    [t],
  );
  const stateHeader = t('smsDelivery.state');
  const columns: GridColDef<SmsOutboxEntry>[] = [
    dateTimeColumn<SmsOutboxEntry>('createdAt', t('loginLog.createdAt'), { sortable: false }),
    textColumn<SmsOutboxEntry>('mobile', t('field.mobile'), { minWidth: 120 }),
    {
      ...textColumn<SmsOutboxEntry>('purpose', t('smsDelivery.purposeLabel'), { minWidth: 150 }),
      valueGetter: (_value, row) =>
        t(`smsDelivery.purpose.${row.purpose}`, { defaultValue: row.purpose }),
    },
    {
      ...textColumn<SmsOutboxEntry>('subjectId', t('smsDelivery.subject'), { minWidth: 130 }),
      valueGetter: (_value, row) =>
        `${t(`smsDelivery.subjectKind.${row.subjectEntity}`, { defaultValue: row.subjectEntity })} #${row.subjectId}`,
    },
    {
      field: 'state',
      headerName: stateHeader,
      sortable: false,
      minWidth: chipColumnWidth(
        stateHeader,
        STATES.map((state) => t(SMS_DELIVERY_STATES[state].label)),
        false,
      ),
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={SMS_DELIVERY_STATES[row.state].color}
          label={t(SMS_DELIVERY_STATES[row.state].label)}
        />
      ),
    },
    textColumn<SmsOutboxEntry>('attempts', t('smsDelivery.attempts'), { minWidth: 80 }),
    {
      ...textColumn<SmsOutboxEntry>('lastError', t('smsDelivery.standing'), {
        flex: 2,
        minWidth: 240,
      }),
      valueGetter: (_value, row) => standingOf(row, t),
    },
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} />
      <ListGrid<SmsOutboxEntry> columns={columns} label={t('smsDelivery.listLabel')} />
    </Stack>
  );
}

/** When it went, or when it is tried next and why it waits, or why it was given up. */
function standingOf(row: SmsOutboxEntry, t: TFunction): string {
  const reason = row.lastError ? t(row.lastError) : '';
  if (row.sentAt) return t('smsDelivery.sentAt', { time: formatDateTime(row.sentAt) });
  if (row.nextAttemptAt) {
    return t('smsDelivery.nextAttempt', { time: formatDateTime(row.nextAttemptAt), reason });
  }
  return reason;
}
