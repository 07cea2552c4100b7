/** The company's own applications, and every company's for the platform (list and export). */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { realnameApplications, realnameStatusCounts } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, prefixPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { DRAFT } from './entity';
import { selectApplications, toRow, type RealnameRow } from './rows';

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
  return readPage(
    query,
    {
      total: countWhere(db, where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(desc(realnameApplications.createdAt), desc(realnameApplications.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toRow(config, row)),
  );
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

/** The filters beyond the status, as the query applies them (blank ones are none). */
function narrowingFilters(filters: ReviewFilters) {
  return {
    name: filters.companyName?.trim() || undefined,
    code: filters.creditCode?.trim().toUpperCase() || undefined,
    submittedFrom: filters.submittedFrom || undefined,
    submittedTo: filters.submittedTo || undefined,
  };
}

/** Drafts are the company's own business: the platform never sees them. */
function reviewConditions(filters: ReviewFilters): SQL | undefined {
  const { name, code, submittedFrom, submittedTo } = narrowingFilters(filters);
  return and(
    ne(realnameApplications.status, DRAFT),
    filters.status === undefined ? undefined : eq(realnameApplications.status, filters.status),
    name ? ilike(realnameApplications.companyName, containsPattern(name)) : undefined,
    code ? like(realnameApplications.creditCode, prefixPattern(code)) : undefined,
    submittedFrom ? gte(realnameApplications.submittedAt, startOfDay(submittedFrom)) : undefined,
    submittedTo ? lt(realnameApplications.submittedAt, startOfNextDay(submittedTo)) : undefined,
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
  const order = reviewOrder(query);
  return readPage(
    query,
    {
      total: countReviewRows(db, query, where),
      rows: (limit, offset) => {
        // A deferred join: the page's ids come from an index-only scan of the sort's index,
        // so a deep offset skips index entries rather than whole rows; only the page is read.
        const pageIds = db
          .select({ id: realnameApplications.id })
          .from(realnameApplications)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        return selectApplications(db)
          .where(inArray(realnameApplications.id, pageIds))
          .orderBy(...order);
      },
    },
    (rows) => rows.map((row) => toRow(config, row, { maskPersonalData: true })),
  );
}

/**
 * The total of the review list. Unfiltered or by status only (the usual views), it is the
 * sum of the per-status counts the database keeps (realname_status_counts), exact and
 * O(1); other filters count their matches, which they narrow.
 */
async function countReviewRows(
  db: Database,
  filters: ReviewFilters,
  where: SQL | undefined,
): Promise<number> {
  const narrowed = Object.values(narrowingFilters(filters)).some(Boolean);
  if (narrowed) return countWhere(db, where);
  const [kept] = await db
    .select({ total: sql<number>`coalesce(sum(${realnameStatusCounts.total}), 0)::int` })
    .from(realnameStatusCounts)
    .where(
      and(
        ne(realnameStatusCounts.status, DRAFT),
        filters.status === undefined ? undefined : eq(realnameStatusCounts.status, filters.status),
      ),
    );
  return Number(kept?.total ?? 0);
}

/**
 * Every application matching the filters, in list order, up to `limit` (the export): the
 * caller's named columns only, for a cursor's plain rows (server/lib/exportRows.ts).
 */
export function selectReviewSheet(
  db: Database,
  fields: Readonly<Record<string, SQL.Aliased>>,
  filters: ReviewFilters,
  limit: number,
) {
  return db
    .select(fields)
    .from(realnameApplications)
    .where(reviewConditions(filters))
    .orderBy(...reviewOrder(filters))
    .limit(limit);
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(realnameApplications).where(where);
  return totals?.total ?? 0;
}
