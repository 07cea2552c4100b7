/**
 * The two review queues of credit applications: what a review institution was sent (its
 * own assignments, drafts never), and what reached the platform (an institution approved
 * it, and everything after). Contact mobiles are masked.
 */
import { and, desc, eq, gte, ilike, inArray, like, lt, ne, type SQL } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { corporates, creditApplications } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, prefixPattern, type Page, type PageQuery } from '../lib/paging';
import { DRAFT, qualificationFamily } from './entity';
import { readApplicationPage } from './lists';
import { selectApplications, type FilesConfig } from './rows';

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  readonly companyName?: string;
  /** The start of the company's unified social credit code. */
  readonly creditCode?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

/** The statuses the platform works on or has decided: from the institution's approval on. */
export const PLATFORM_STATUSES = [
  'institutionApproved',
  'platformReturned',
  'approved',
  'platformRejected',
  'expired',
  'revoked',
].map((state) => qualificationFamily.codeOf(state));

function filtersOf(db: Database, query: ReviewQuery): SQL[] {
  const table = creditApplications;
  const company = query.companyName?.trim();
  const code = query.creditCode?.trim();
  // The company in a subquery: the count needs no join.
  const companies = (condition: SQL) =>
    db.select({ id: corporates.id }).from(corporates).where(condition);
  return [
    ...(query.status === undefined ? [] : [eq(table.status, query.status)]),
    ...(company
      ? [inArray(table.corporateId, companies(ilike(corporates.name, containsPattern(company))))]
      : []),
    ...(code
      ? [inArray(table.corporateId, companies(like(corporates.creditCode, prefixPattern(code))))]
      : []),
    ...(query.submittedFrom ? [gte(table.submittedAt, startOfDay(query.submittedFrom))] : []),
    ...(query.submittedTo ? [lt(table.submittedAt, startOfNextDay(query.submittedTo))] : []),
  ];
}

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
  return readApplicationPage(db, config, where, LATEST_FIRST, query, { maskPersonalData: true });
}

/** What reached the platform under the list's filters, at most `limit`, in list order. */
export function queryPlatformRows(db: Database, query: ReviewQuery, limit: number) {
  const where = and(inArray(creditApplications.status, PLATFORM_STATUSES), ...filtersOf(db, query));
  return selectApplications(db)
    .where(where)
    .orderBy(...LATEST_FIRST)
    .limit(limit);
}

/** `credit-category/query-plat-corporatecredit-page`: what reached the platform. */
export function queryPlatformPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<CreditApplication>> {
  const where = and(inArray(creditApplications.status, PLATFORM_STATUSES), ...filtersOf(db, query));
  return readApplicationPage(db, config, where, LATEST_FIRST, query, { maskPersonalData: true });
}
