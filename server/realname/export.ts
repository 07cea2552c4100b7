/**
 * The platform list as a spreadsheet: every application matching the list's filters (not
 * one page), headers and status labels in the request's language, mobiles masked like
 * the list (DESIGN §4).
 */
import type { Database } from '../db/client';
import { realnameApplications } from '../db/schema';
import { localDate, localDateTimeOrBlank } from '../lib/dates';
import { plainColumns, readExportRows, type PlainRow } from '../lib/exportRows';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { maskMobile } from '../lib/masking';
import { realnameFamily } from './entity';
import { selectReviewSheet, type ReviewFilters } from './lists';

/** What the sheet shows, read through a cursor as plain rows (server/lib/exportRows.ts). */
const SHEET_COLUMNS = {
  id: realnameApplications.id,
  companyName: realnameApplications.companyName,
  creditCode: realnameApplications.creditCode,
  legalRepresentative: realnameApplications.legalRepresentative,
  contactName: realnameApplications.contactName,
  contactMobile: realnameApplications.contactMobile,
  status: realnameApplications.status,
  submittedAt: realnameApplications.submittedAt,
  decidedAt: realnameApplications.decidedAt,
};
const sheetColumns = plainColumns(SHEET_COLUMNS);
type SheetRow = PlainRow<typeof SHEET_COLUMNS>;

type Column = readonly [field: string, width: number, value: (row: SheetRow) => string | number];

const columns = (language: Language): readonly Column[] => [
  ['id', 10, (row) => row.id ?? ''],
  ['companyName', 32, (row) => row.companyName ?? ''],
  ['creditCode', 24, (row) => row.creditCode ?? ''],
  ['legalRepresentative', 14, (row) => row.legalRepresentative ?? ''],
  ['contactName', 14, (row) => row.contactName ?? ''],
  // Masked like the list (DESIGN §4).
  ['contactMobile', 16, (row) => maskMobile(row.contactMobile ?? '')],
  ['status', 14, (row) => t(language, realnameFamily.metaOf(row.status ?? 0).label)],
  ['submittedAt', 18, (row) => localDateTimeOrBlank(row.submittedAt)],
  ['decidedAt', 18, (row) => localDateTimeOrBlank(row.decidedAt)],
];

export async function exportApplications(
  db: Database,
  filters: ReviewFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const rows = await readExportRows(
    db,
    selectReviewSheet(db, sheetColumns.fields, filters, MAX_EXPORT_ROWS),
    sheetColumns.read,
  );
  const headed = columns(language).map(([field, width, value]): SheetColumn<SheetRow> => ({
    header: t(language, `field.${field}`),
    width,
    value,
  }));
  return buildSpreadsheet({
    sheetName: t(language, 'route.realCertification'),
    fileName: `realname-${localDate(now)}.xlsx`,
    columns: headed,
    rows,
    language,
    now,
  });
}
