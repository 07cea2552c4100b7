/**
 * The memberships as a spreadsheet (`export-corporatevip`): every one the list's filters
 * match (not one page), headers, level names and statuses in the request's language.
 */
import type { CorporateVip } from '@machines/contracts';
import type { Database } from '../db/client';
import { localDate } from '../lib/dates';
import { t, type Language } from '../lib/i18n';
import { buildSpreadsheet, MAX_EXPORT_ROWS, type Spreadsheet } from '../lib/spreadsheet';
import { membershipFamily } from './entity';
import { listOfferedLevels } from './levels';
import { membershipRows, type MembershipFilters } from './memberships';

export async function exportMemberships(
  db: Database,
  filters: MembershipFilters,
  { language, now }: { language: Language; now: Date },
): Promise<Spreadsheet> {
  const [rows, levels] = await Promise.all([
    membershipRows(db, filters, MAX_EXPORT_ROWS),
    listOfferedLevels(db, { includeDisabled: true }),
  ]);
  const levelName = new Map(
    levels.map((level) => [level.code, language === 'zh' ? level.nameZh : level.nameEn]),
  );
  const column = (key: string, width: number, value: (row: CorporateVip) => string | number) => ({
    header: t(language, key),
    width,
    value,
  });
  return buildSpreadsheet({
    sheetName: t(language, 'membership.membersTab'),
    fileName: `memberships-${localDate(now)}.xlsx`,
    columns: [
      column('field.companyName', 32, (row) => row.companyName),
      column('field.creditCode', 24, (row) => row.creditCode),
      column('membership.level', 16, (row) => levelName.get(row.levelCode) ?? row.levelCode),
      column('membership.validFrom', 14, (row) => row.validFrom),
      column('membership.validTo', 14, (row) => row.validTo),
      column('field.status', 12, (row) => t(language, membershipFamily.metaOf(row.status).label)),
    ],
    rows,
    language,
    now,
  });
}
