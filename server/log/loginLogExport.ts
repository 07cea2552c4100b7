/**
 * The login log as a spreadsheet: every attempt matching the screen's filters (not one
 * page), headers, results and reasons in the request's language, times in the
 * association's time (like server/realname/export.ts).
 */
import ExcelJS from 'exceljs';
import { LOGIN_RESULTS, loginReasonLabel, loginResultOf } from '@machines/app/logLabels';
import type { LoginLogEntry } from '@machines/contracts';
import type { Database } from '../db/client';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import { queryLoginLogRows, type LoginLogFilters } from './loginLogPage';

export const MAX_EXPORT_ROWS = 50_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

export interface Spreadsheet {
  readonly fileName: string;
  readonly bytes: Buffer;
}

export async function exportLoginLogs(
  db: Database,
  filters: LoginLogFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const rows = await queryLoginLogRows(db, filters, MAX_EXPORT_ROWS);
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(t(language, 'route.loginLog'));
  sheet.columns = COLUMNS.map(([labelKey, width]) => ({ header: t(language, labelKey), width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map(([, , value]) => value(row, language)));
  return {
    fileName: `login-log-${localDate(now)}.xlsx`,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
