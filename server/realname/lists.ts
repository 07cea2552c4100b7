/** The company's own applications, and every company's for the platform (list and export). */
import { and, asc, count, desc, eq, gte, ilike, like, lt, ne, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { realnameApplications } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, pageOffset, prefixPattern, type PageQuery } from '../lib/paging';
import { DRAFT } from './entity';
import { selectApplications, toRow, type ApplicationWithLicence, type RealnameRow } from './rows';

export interface Page<T> {
  readonly list: T[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface OwnPageQuery extends PageQuery {
  readonly status?: number;
}

export async function queryOwnPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<RealnameRow>> {
  const where = and(
    eq(realnameApplications.corporateId, corporateId),
    query.status === undefined ? undefined : eq(realnameApplications.status, query.status),
  );
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(desc(realnameApplications.createdAt), desc(realnameApplications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map((row) => toRow(config, row)),
    total: await countWhere(db, where),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export const REVIEW_SORT_FIELDS = ['submittedAt', 'createdAt', 'companyName', 'status'] as const;

export interface ReviewFilters {
  readonly status?: number;
  readonly companyName?: string;
  readonly creditCode?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
  readonly sort?: (typeof REVIEW_SORT_FIELDS)[number];
  readonly order?: 'asc' | 'desc';
}

/** Drafts are the company's own business: the platform never sees them. */
function reviewConditions(filters: ReviewFilters): SQL | undefined {
  const name = filters.companyName?.trim();
  const code = filters.creditCode?.trim().toUpperCase();
  return and(
    ne(realnameApplications.status, DRAFT),
    filters.status === undefined ? undefined : eq(realnameApplications.status, filters.status),
    name ? ilike(realnameApplications.companyName, containsPattern(name)) : undefined,
    code ? like(realnameApplications.creditCode, prefixPattern(code)) : undefined,
    filters.submittedFrom
      ? gte(realnameApplications.submittedAt, startOfDay(filters.submittedFrom))
      : undefined,
    filters.submittedTo
      ? lt(realnameApplications.submittedAt, startOfNextDay(filters.submittedTo))
      : undefined,
  );
}

function reviewOrder({ sort = 'submittedAt', order = 'desc' }: ReviewFilters) {
  const direction = order === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows.
  return [direction(realnameApplications[sort]), direction(realnameApplications.id)];
}

export async function queryReviewPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  query: ReviewFilters & PageQuery,
): Promise<Page<RealnameRow>> {
  const where = reviewConditions(query);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(...reviewOrder(query))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map((row) => toRow(config, row, { maskPersonalData: true })),
    total: await countWhere(db, where),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** Every application matching the filters, in list order, up to `limit`. */
export function queryReviewRows(
  db: Database,
  filters: ReviewFilters,
  limit: number,
): Promise<ApplicationWithLicence[]> {
  return selectApplications(db)
    .where(reviewConditions(filters))
    .orderBy(...reviewOrder(filters))
    .limit(limit);
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(realnameApplications).where(where);
  return totals?.total ?? 0;
}
