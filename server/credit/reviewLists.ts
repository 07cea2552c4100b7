/**
 * The two review queues of credit applications: what a review institution was sent (its
 * own assignments, drafts never), and what reached the platform (an institution approved
 * it, and everything after). Contact mobiles are masked.
 */
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications, creditInstitutionCounts, creditStatusCounts } from '../db/schema';
import { countedByStatus, keptInstitutionQueueTotal } from '../lib/derivedCounts';
import type { Page } from '../lib/paging';
import {
  filtersOnlyByStatus,
  reviewFilters,
  type ReviewQuery,
} from '../lib/workflow/reviewFilters';
import { PLATFORM_LEVEL_STATUSES } from '../lib/workflow/twoLevelParty';
import { DRAFT } from './entity';
import { readApplicationPage } from './lists';
import { selectSheetApplications, type FilesConfig } from './rows';

export type { ReviewQuery };

const filtersOf = (db: Database, query: ReviewQuery) =>
  reviewFilters(db, creditApplications, query);

const LATEST_FIRST = [desc(creditApplications.submittedAt), desc(creditApplications.id)];

/** `credit-category/query-check-corporatecredit-page`: the institution's assignments. */
export function queryInstitutionPage(
  db: Database,
  config: FilesConfig,
  institutionCorporateId: number,
  query: ReviewQuery,
): Promise<Page<CreditApplication>> {
  const where = and(
    eq(creditApplications.institutionCorporateId, institutionCorporateId),
    ne(creditApplications.status, DRAFT),
    ...filtersOf(db, query),
  );
  const kept = keptInstitutionQueueTotal(
    db,
    creditInstitutionCounts,
    institutionCorporateId,
    query,
    DRAFT,
  );
  return readReviewPage(db, config, where, query, kept);
}

/** A review queue's page: latest sent first, contact mobiles masked. */
const readReviewPage = (
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  query: ReviewQuery,
  kept: Promise<number> | undefined,
) => readApplicationPage(db, config, where, LATEST_FIRST, query, { maskPersonalData: true }, kept);

const platformWhere = (db: Database, query: ReviewQuery) =>
  and(inArray(creditApplications.status, PLATFORM_LEVEL_STATUSES), ...filtersOf(db, query));

/**
 * What reached the platform under the list's filters, at most `limit`, in list order, as
 * the application sheet's plain columns for a cursor (server/lib/exportRows.ts).
 */
export function selectPlatformSheet(db: Database, query: ReviewQuery, limit: number) {
  return selectSheetApplications(db)
    .where(platformWhere(db, query))
    .orderBy(...LATEST_FIRST)
    .limit(limit);
}

/** `credit-category/query-plat-corporatecredit-page`: what reached the platform. */
export function queryPlatformPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<CreditApplication>> {
  const where = platformWhere(db, query);
  const statuses = PLATFORM_LEVEL_STATUSES.filter(
    (status) => query.status === undefined || status === query.status,
  );
  const kept = filtersOnlyByStatus(query)
    ? countedByStatus(db, creditStatusCounts, { in: statuses })
    : undefined;
  return readReviewPage(db, config, where, query, kept);
}
