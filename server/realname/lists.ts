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
  type SQL,
} from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { boundConditions, preparedPage, type FilterConditions } from '../lib/preparedPage';
import { realnameApplications, realnameStatusCounts } from '../db/schema';
import { keptTotalStatement } from '../lib/derivedCounts';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { reviewValues, shapeOnlyByStatus, type ReviewValues } from '../lib/workflow/reviewFilters';
import { DRAFT } from './entity';
import { selectApplications, toRow, type ApplicationWithLicence, type RealnameRow } from './rows';

export interface OwnPageQuery extends PageQuery {
  readonly status?: number;
}

const ownPage = preparedPage<{ corporateId: number; status?: number }, ApplicationWithLicence>(
  'realname_own',
  {
    corporateId: (corporateId) => eq(realnameApplications.corporateId, corporateId),
    status: (status) => eq(realnameApplications.status, status),
  },
  {
    total: (db, where) => db.select({ total: count() }).from(realnameApplications).where(where),
    rows: (db, where, page) =>
      selectApplications(db)
        .where(where)
        .orderBy(desc(realnameApplications.createdAt), desc(realnameApplications.id))
        .limit(page.limit)
        .offset(page.offset),
  },
);

export async function queryOwnPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<RealnameRow>> {
  const filters = { corporateId, status: query.status };
  return readPage(query, ownPage(db, { filters }), (rows) => rows.map((row) => toRow(config, row)));
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

type ReviewConditions = ReviewValues;

/** The review filters' values; a credit code is stored in capitals. */
const reviewConditionsOf = (filters: ReviewFilters): ReviewConditions =>
  reviewValues({ ...filters, creditCode: filters.creditCode?.toUpperCase() });

/** Drafts are the company's own business: the platform never sees them. */
const REVIEW_FILTERS: FilterConditions<ReviewConditions> = {
  status: (status) => eq(realnameApplications.status, status),
  namePattern: (pattern) => ilike(realnameApplications.companyName, pattern),
  codePattern: (pattern) => like(realnameApplications.creditCode, pattern),
  submittedFrom: (from) => gte(realnameApplications.submittedAt, from),
  submittedBefore: (before) => lt(realnameApplications.submittedAt, before),
};

const NOT_DRAFT = ne(realnameApplications.status, DRAFT);

type ReviewOrder = Required<Pick<ReviewFilters, 'sort' | 'order'>>;

function reviewOrder({ sort, order }: ReviewOrder) {
  const direction = order === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows.
  return [direction(realnameApplications[sort]), direction(realnameApplications.id)];
}

const reviewPage = preparedPage<ReviewConditions, ApplicationWithLicence, ReviewOrder>(
  'realname_review',
  REVIEW_FILTERS,
  {
    // Unfiltered or by status only (the usual views): the sum of the per-status counts the
    // database keeps (realname_status_counts), exact and O(1).
    total: (db, where, shape) =>
      shapeOnlyByStatus(shape)
        ? keptTotalStatement(db, realnameStatusCounts, { notIn: [DRAFT] }, shape.has('status'))
        : db.select({ total: count() }).from(realnameApplications).where(and(NOT_DRAFT, where)),
    rows: (db, where, page, { variant }) => {
      // A deferred join: the page's ids come from an index-only scan of the sort's index,
      // so a deep offset skips index entries rather than whole rows; only the page is read.
      const pageIds = db
        .select({ id: realnameApplications.id })
        .from(realnameApplications)
        .where(and(NOT_DRAFT, where))
        .orderBy(...reviewOrder(variant))
        .limit(page.limit)
        .offset(page.offset);
      return selectApplications(db)
        .where(inArray(realnameApplications.id, pageIds))
        .orderBy(...reviewOrder(variant));
    },
  },
);

const orderOf = ({ sort = 'submittedAt', order = 'desc' }: ReviewFilters): ReviewOrder => ({
  sort,
  order,
});

export async function queryReviewPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  query: ReviewFilters & PageQuery,
): Promise<Page<RealnameRow>> {
  return readPage(
    query,
    reviewPage(db, { filters: reviewConditionsOf(query), variant: orderOf(query) }),
    (rows) => rows.map((row) => toRow(config, row, { maskPersonalData: true })),
  );
}

function reviewConditions(db: Database, filters: ReviewFilters): SQL | undefined {
  return and(NOT_DRAFT, boundConditions(db, REVIEW_FILTERS, reviewConditionsOf(filters)));
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
    .where(reviewConditions(db, filters))
    .orderBy(...reviewOrder(orderOf(filters)))
    .limit(limit);
}
