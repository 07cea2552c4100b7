/** A company's own credit applications (`/creditApply`). */
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications } from '../db/schema';
import { readPage, type Page } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { selectApplications, toApplications, type FilesConfig } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

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
