/**
 * The platform list as a spreadsheet: every application matching the list's filters (not
 * one page), headers and status labels in the request's language, mobiles masked like
 * the list (DESIGN §4).
 */
import ExcelJS from 'exceljs';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import { realnameFamily } from './entity';
import { queryReviewRows, type ReviewFilters } from './lists';
import { toRow, type RealnameRow } from './rows';

export const MAX_EXPORT_ROWS = 50_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Column = readonly [field: string, width: number, value: (row: RealnameRow) => string | number];

const when = (iso: string | null) => (iso ? localDateTime(new Date(iso)) : '');

const columns = (language: Language): readonly Column[] => [
  ['id', 10, (row) => row.id],
  ['companyName', 32, (row) => row.companyName],
  ['creditCode', 24, (row) => row.creditCode],
  ['legalRepresentative', 14, (row) => row.legalRepresentative],
  ['contactName', 14, (row) => row.contactName],
  ['contactMobile', 16, (row) => row.contactMobile],
  ['status', 14, (row) => t(language, realnameFamily.metaOf(row.status).label)],
  ['submittedAt', 18, (row) => when(row.submittedAt)],
  ['decidedAt', 18, (row) => when(row.decidedAt)],
];

export interface Spreadsheet {
  readonly fileName: string;
  readonly bytes: Buffer;
}

export async function exportApplications(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  filters: ReviewFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const records = await queryReviewRows(db, filters, MAX_EXPORT_ROWS);
  const layout = columns(language);
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(t(language, 'route.realCertification'));
  sheet.columns = layout.map(([field, width]) => ({
    header: t(language, `field.${field}`),
    width,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    const row = toRow(config, record, { maskPersonalData: true });
    sheet.addRow(layout.map(([, , value]) => value(row)));
  }
  return {
    fileName: `realname-${localDate(now)}.xlsx`,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
