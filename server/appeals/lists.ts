/** The platform's list of account appeals (DESIGN §9 corporateAppealCheck). */
import { asc, count, desc, eq, gte, ilike, inArray, like, lt } from 'drizzle-orm';
import type { CorporateAppeal } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { corporateAppeals } from '../db/schema';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { reviewValues } from '../lib/workflow/reviewFilters';
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

/** The review filters' values; a credit code is stored in capitals. */
const conditionsOf = (filters: AppealFilters) =>
  reviewValues({ ...filters, creditCode: filters.creditCode?.toUpperCase() });

type AppealOrder = Required<Pick<AppealFilters, 'sort' | 'order'>>;

function orderBy({ sort, order }: AppealOrder) {
  const by = order === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows.
  return [by(corporateAppeals[sort]), by(corporateAppeals.id)];
}

const appealPage = preparedPage<
  ReturnType<typeof conditionsOf>,
  Awaited<ReturnType<typeof selectAppeals>>[number],
  AppealOrder
>(
  'appeal_review',
  {
    status: (status) => eq(corporateAppeals.status, status),
    namePattern: (pattern) => ilike(corporateAppeals.companyName, pattern),
    codePattern: (pattern) => like(corporateAppeals.creditCode, pattern),
    submittedFrom: (from) => gte(corporateAppeals.createdAt, from),
    submittedBefore: (before) => lt(corporateAppeals.createdAt, before),
  },
  {
    total: (db, where) => db.select({ total: count() }).from(corporateAppeals).where(where),
    rows: (db, where, page, { variant }) => {
      const pageIds = db
        .select({ id: corporateAppeals.id })
        .from(corporateAppeals)
        .where(where)
        .orderBy(...orderBy(variant))
        .limit(page.limit)
        .offset(page.offset);
      return selectAppeals(db)
        .where(inArray(corporateAppeals.id, pageIds))
        .orderBy(...orderBy(variant));
    },
  },
);

/** Mobiles are masked in the list; the detail shows them whole. */
export async function queryAppealPage(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  query: AppealFilters & PageQuery,
): Promise<Page<CorporateAppeal>> {
  const { sort = 'createdAt', order = 'desc' } = query;
  return readPage(
    query,
    appealPage(db, { filters: conditionsOf(query), variant: { sort, order } }),
    (rows) => rows.map((row) => toAppealRow(config, row, { maskPersonalData: true })),
  );
}
