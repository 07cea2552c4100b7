/**
 * The login log as a spreadsheet: every attempt matching the screen's filters (not one
 * page), headers, results and reasons in the request's language, times in the
 * association's time (like server/realname/export.ts).
 */
import { LOGIN_RESULTS, loginReasonLabel, loginResultOf } from '@machines/app/logLabels';
import type { LoginLogEntry } from '@machines/contracts';
import type { Database } from '../db/client';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { queryLoginLogRows, type LoginLogFilters } from './loginLogPage';

type Column = readonly [
  labelKey: string,
  width: number,
  value: (row: LoginLogEntry, language: Language) => string,
];

const reasonText = (row: LoginLogEntry, language: Language) => {
  const label = loginReasonLabel(row.reason);
  if (label === null) return '';
  return 'key' in label ? t(language, label.key) : label.text;
};

const COLUMNS: readonly Column[] = [
  ['loginLog.createdAt', 18, (row) => localDateTime(new Date(row.createdAt))],
  ['loginLog.userName', 22, (row) => row.userName],
  ['loginLog.accountName', 14, (row) => row.accountName],
  ['loginLog.ip', 16, (row) => row.ip ?? ''],
  ['loginLog.userAgent', 48, (row) => row.userAgent ?? ''],
  [
    'loginLog.result.label',
    10,
    (row, language) => t(language, LOGIN_RESULTS[loginResultOf(row.success)].label),
  ],
  ['loginLog.reason.label', 22, reasonText],
];

export async function exportLoginLogs(
  db: Database,
  filters: LoginLogFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const columns = COLUMNS.map(([labelKey, width, value]): SheetColumn<LoginLogEntry> => ({
    header: t(language, labelKey),
    width,
    value,
  }));
  return buildSpreadsheet({
    sheetName: t(language, 'route.loginLog'),
    fileName: `login-log-${localDate(now)}.xlsx`,
    columns,
    rows: await queryLoginLogRows(db, filters, MAX_EXPORT_ROWS),
    language,
    now,
  });
}
