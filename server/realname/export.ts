/**
 * The platform list as a spreadsheet: every application matching the list's filters (not
 * one page), headers and status labels in the request's language, mobiles masked like
 * the list (DESIGN §4).
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import { localDate, localDateTime } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import {
  buildSpreadsheet,
  MAX_EXPORT_ROWS,
  type SheetColumn,
  type Spreadsheet,
} from '../lib/spreadsheet';
import { realnameFamily } from './entity';
import { queryReviewRows, type ReviewFilters } from './lists';
import { toRow, type RealnameRow } from './rows';

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

export async function exportApplications(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  filters: ReviewFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const records = await queryReviewRows(db, filters, MAX_EXPORT_ROWS);
  const sheetColumns = columns(language).map(([field, width, value]): SheetColumn<RealnameRow> => ({
    header: t(language, `field.${field}`),
    width,
    value,
  }));
  return buildSpreadsheet({
    sheetName: t(language, 'route.realCertification'),
    fileName: `realname-${localDate(now)}.xlsx`,
    columns: sheetColumns,
    // Mobiles masked like the list (DESIGN §4).
    rows: records.map((record) => toRow(config, record, { maskPersonalData: true })),
    language,
    now,
  });
}
