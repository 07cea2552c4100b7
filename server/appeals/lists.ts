/** The platform's list of account appeals (DESIGN §9 corporateAppealCheck). */
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { CorporateAppeal } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { corporateAppeals } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, prefixPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { selectAppeals, toAppealRow } from './rows';

export const APPEAL_SORT_FIELDS = ['createdAt', 'companyName', 'status'] as const;

export interface AppealFilters {
  readonly status?: number;
  readonly companyName?: string;
  readonly creditCode?: string;
  /** `YYYY-MM-DD`, inclusive days of submission. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
  readonly sort?: (typeof APPEAL_SORT_FIELDS)[number];
  readonly order?: 'asc' | 'desc';
}

function conditions(filters: AppealFilters): SQL | undefined {
  const name = filters.companyName?.trim();
  const code = filters.creditCode?.trim().toUpperCase();
  return and(
    filters.status === undefined ? undefined : eq(corporateAppeals.status, filters.status),
    name ? ilike(corporateAppeals.companyName, containsPattern(name)) : undefined,
    code ? like(corporateAppeals.creditCode, prefixPattern(code)) : undefined,
    filters.submittedFrom
      ? gte(corporateAppeals.createdAt, startOfDay(filters.submittedFrom))
      : undefined,
    filters.submittedTo
      ? lt(corporateAppeals.createdAt, startOfNextDay(filters.submittedTo))
      : undefined,
  );
}

function order({ sort = 'createdAt', order: direction = 'desc' }: AppealFilters) {
  const by = direction === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows.
  return [by(corporateAppeals[sort]), by(corporateAppeals.id)];
}

/** Mobiles are masked in the list; the detail shows them whole. */
export async function queryAppealPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  query: AppealFilters & PageQuery,
): Promise<Page<CorporateAppeal>> {
  const where = conditions(query);
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(corporateAppeals).where(where),
      rows: (limit, offset) => {
        const pageIds = db
          .select({ id: corporateAppeals.id })
          .from(corporateAppeals)
          .where(where)
          .orderBy(...order(query))
          .limit(limit)
          .offset(offset);
        return selectAppeals(db)
          .where(inArray(corporateAppeals.id, pageIds))
          .orderBy(...order(query));
      },
    },
    (rows) => rows.map((row) => toAppealRow(config, row, { maskPersonalData: true })),
  );
}
