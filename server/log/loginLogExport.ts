/**
 * The login log as a spreadsheet: every attempt matching the screen's filters (not one
 * page), headers, results and reasons in the request's language, times in the
 * association's time (like server/realname/export.ts).
 */
import { LOGIN_RESULTS, loginReasonLabel, loginResultOf } from '@machines/app/logLabels';
import type { Database } from '../db/client';
import { localDate, localDateTimeOrBlank } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { plainColumns, readExportRows, type PlainRow } from '../lib/exportRows';
import { ATTEMPT_COLUMNS, selectAttemptSheet, type LoginLogFilters } from './loginLogPage';

const sheetColumns = plainColumns(ATTEMPT_COLUMNS);
type Attempt = PlainRow<typeof ATTEMPT_COLUMNS>;

type Column = readonly [
  labelKey: string,
  width: number,
  value: (row: Attempt, language: Language) => string,
];

const reasonText = (row: Attempt, language: Language) => {
  const label = loginReasonLabel(row.reason);
  if (label === null) return '';
  return 'key' in label ? t(language, label.key) : label.text;
};

const COLUMNS: readonly Column[] = [
  ['loginLog.createdAt', 18, (row) => localDateTimeOrBlank(row.createdAt)],
  ['loginLog.userName', 22, (row) => row.userName ?? ''],
  ['loginLog.accountName', 14, (row) => row.accountName ?? ''],
  ['loginLog.ip', 16, (row) => row.ip ?? ''],
  ['loginLog.userAgent', 48, (row) => row.userAgent ?? ''],
  [
    'loginLog.result.label',
    10,
    (row, language) => t(language, LOGIN_RESULTS[loginResultOf(row.success ?? false)].label),
  ],
  ['loginLog.reason.label', 22, reasonText],
];

export async function exportLoginLogs(
  db: Database,
  filters: LoginLogFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const columns = COLUMNS.map(([labelKey, width, value]): SheetColumn<Attempt> => ({
    header: t(language, labelKey),
    width,
    value,
  }));
  return buildSpreadsheet({
    sheetName: t(language, 'route.loginLog'),
    fileName: `login-log-${localDate(now)}.xlsx`,
    columns,
    rows: await readExportRows(
      db,
      selectAttemptSheet(db, sheetColumns.fields, filters, MAX_EXPORT_ROWS),
      sheetColumns.read,
    ),
    language,
    now,
  });
}
