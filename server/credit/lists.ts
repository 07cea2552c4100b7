/** A company's own credit applications (`/creditApply`). */
import { count, type SQL } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications } from '../db/schema';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { selectApplications, toApplications, type AnswerOptions, type FilesConfig } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

export function readApplicationPage(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  options: AnswerOptions,
  /** The total when the database keeps it (server/lib/derivedCounts.ts); counted otherwise. */
  keptTotal?: Promise<number>,
): Promise<Page<CreditApplication>> {
  return readPage(
    query,
    {
      total: keptTotal ?? db.select({ total: count() }).from(creditApplications).where(where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => toApplications(db, config, rows, options),
  );
}

const ownPage = ownRecordsPage('credit_applications_own', creditApplications, selectApplications);

/** `credit-category/query-my-corporatecredit-page`: newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<CreditApplication>> {
  return readPage(query, ownPage(db, corporateId, query), (rows) =>
    toApplications(db, config, rows, { maskPersonalData: false }),
  );
}
