/**
 * The two review queues of credit applications: what a review institution was sent (its
 * own assignments, drafts never), and what reached the platform (an institution approved
 * it, and everything after). Contact mobiles are masked.
 */
import { and, desc, inArray } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications, creditInstitutionCounts, creditStatusCounts } from '../db/schema';
import { readPage, type Page } from '../lib/paging';
import { reviewFilters, type ReviewQuery } from '../lib/workflow/reviewFilters';
import { institutionQueuePage, platformQueuePage } from '../lib/workflow/reviewQueues';
import { PLATFORM_LEVEL_STATUSES } from '../lib/workflow/twoLevelParty';
import { DRAFT } from './entity';
import {
  selectApplications,
  selectSheetApplications,
  toApplications,
  type CreditApplicationRow,
  type FilesConfig,
} from './rows';

export type { ReviewQuery };

const LATEST_FIRST = [desc(creditApplications.submittedAt), desc(creditApplications.id)];

const institutionQueue = institutionQueuePage('credit_institution_queue', {
  table: creditApplications,
  select: selectApplications,
  counts: creditInstitutionCounts,
  draft: DRAFT,
});

const platformQueue = platformQueuePage('credit_platform_queue', {
  table: creditApplications,
  select: selectApplications,
  statuses: PLATFORM_LEVEL_STATUSES,
  counts: creditStatusCounts,
});

/** A review queue's page: contact mobiles masked. */
const answerMasked = (db: Database, config: FilesConfig) => (rows: CreditApplicationRow[]) =>
  toApplications(db, config, rows, { maskPersonalData: true });

/** `credit-category/query-check-corporatecredit-page`: the institution's assignments. */
export function queryInstitutionPage(
  db: Database,
  config: FilesConfig,
  institutionCorporateId: number,
  query: ReviewQuery,
): Promise<Page<CreditApplication>> {
  const reads = institutionQueue(db, institutionCorporateId, query);
  return readPage(query, reads, answerMasked(db, config));
}

/**
 * What reached the platform under the list's filters, at most `limit`, in list order, as
 * the application sheet's plain columns for a cursor (server/lib/exportRows.ts).
 */
export function selectPlatformSheet(db: Database, query: ReviewQuery, limit: number) {
  return selectSheetApplications(db)
    .where(
      and(
        inArray(creditApplications.status, PLATFORM_LEVEL_STATUSES),
        reviewFilters(db, creditApplications, query),
      ),
    )
    .orderBy(...LATEST_FIRST)
    .limit(limit);
}

/** `credit-category/query-plat-corporatecredit-page`: what reached the platform. */
export function queryPlatformPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<CreditApplication>> {
  return readPage(query, platformQueue(db, query), answerMasked(db, config));
}
