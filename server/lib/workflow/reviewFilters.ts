/**
 * The filters every review list of company applications takes (status, company name,
 * credit code, submission days), as conditions on the list's table. The company's are
 * asked in a subquery, so a list's count needs no join.
 */
import { eq, gte, ilike, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { corporates } from '../../db/schema';
import { startOfDay, startOfNextDay } from '../dates';
import { containsPattern, prefixPattern, type PageQuery } from '../paging';

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  /** Contained in the company name. */
  readonly companyName?: string;
  /** The start of the company's unified social credit code. */
  readonly creditCode?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

export interface FilteredColumns {
  readonly status: PgColumn;
  readonly corporateId: PgColumn;
  readonly submittedAt: PgColumn;
}

export function reviewFilters(
  db: Database,
  table: FilteredColumns,
  query: Omit<ReviewQuery, keyof PageQuery>,
): SQL[] {
  const company = query.companyName?.trim();
  const code = query.creditCode?.trim();
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

/**
 * Whether the query filters by its status alone (or nothing): its total is then the sum of
 * counters the database keeps (server/lib/derivedCounts.ts), not a count of its rows.
 */
export function filtersOnlyByStatus(query: Omit<ReviewQuery, keyof PageQuery>): boolean {
  return (
    !query.companyName?.trim() &&
    !query.creditCode?.trim() &&
    !query.submittedFrom &&
    !query.submittedTo
  );
}
