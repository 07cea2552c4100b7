import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { GridColDef } from '@mui/x-data-grid';
import {
  LOGIN_RESULT_VALUES,
  LOGIN_RESULTS,
  loginReasonLabel,
  loginResultOf,
} from '@machines/app/logLabels';
import type { ListQuery } from '@machines/app/listQuery';
import type { LoginLogEntry } from '@machines/contracts';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { ListFilters } from '../../components/ListFilters';
import { createdDaysFilter } from './logTabs';
import { chipColumnWidth, dateTimeColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import * as logsApi from '../../lib/api/logs';
import { type BlobAnswer } from '../../lib/api/client';
import { saveBlob } from '../../lib/download';
import { useNoticeText } from '../../lib/noticeText';

export interface LoginAttemptsPanelProps {
  /** `GET /api/log/export-login-logs` (a story answers it from memory). */
  readonly exportList?: (query: ListQuery) => Promise<BlobAnswer>;
  /** Saves the export through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * Every login attempt (list machine in ListContext): who typed which name, from where,
 * with what, and how it ended; filtered by user, result and days, exported as .xlsx.
 */
export function LoginAttemptsPanel({
  exportList = logsApi.exportLoginLogs,
  save = saveBlob,
}: LoginAttemptsPanelProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const query = ListContext.useSelector((s) => s.context.query);
  const [exporting, setExporting] = useState(false);

  const filterFields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'user', label: t('loginLog.user') },
      {
        kind: 'select',
        name: 'result',
        label: t('loginLog.result.label'),
        options: LOGIN_RESULT_VALUES.map((value) => ({
          value,
          label: t(LOGIN_RESULTS[value].label),
        })),
      },
      createdDaysFilter(t),
    ],
    [t],
  );

  const exportFiltered = () => {
    setExporting(true);
    exportList(query)
      .then(({ blob, fileName }) => save(blob, fileName ?? `${t('route.loginLog')}.xlsx`))
      // A failed export is told by the toast of the HTTP layer.
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const columns: GridColDef<LoginLogEntry>[] = [
    dateTimeColumn<LoginLogEntry>('createdAt', t('loginLog.createdAt'), { sortable: false }),
    textColumn<LoginLogEntry>('userName', t('loginLog.userName'), { minWidth: 140 }),
    textColumn<LoginLogEntry>('accountName', t('loginLog.accountName'), { minWidth: 90 }),
    textColumn<LoginLogEntry>('ip', t('loginLog.ip'), { minWidth: 120 }),
    textColumn<LoginLogEntry>('userAgent', t('loginLog.userAgent'), { flex: 2, minWidth: 200 }),
    {
      field: 'success',
      headerName: t('loginLog.result.label'),
      flex: 0.5,
      minWidth: chipColumnWidth(
        t('loginLog.result.label'),
        Object.values(LOGIN_RESULTS).map((meta) => t(meta.label)),
      ),
      sortable: false,
      renderCell: ({ row }) => {
        const meta = LOGIN_RESULTS[loginResultOf(row.success)];
        return <Chip size="small" color={meta.color} label={t(meta.label)} />;
      },
    },
    {
      ...textColumn<LoginLogEntry>('reason', t('loginLog.reason.label'), { minWidth: 140 }),
      valueGetter: (_value, row) => {
        const label = loginReasonLabel(row.reason);
        return label === null ? '' : text(label);
      },
    },
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<FileDownloadIcon />} onClick={exportFiltered} loading={exporting}>
          {t('loginLog.export')}
        </Button>
      </Stack>
      <ListGrid<LoginLogEntry> columns={columns} label={t('loginLog.attemptsLabel')} />
    </Stack>
  );
}
