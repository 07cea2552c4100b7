/**
 * The filters every review list of company applications takes (status, company name,
 * credit code, submission days), as conditions on the list's table. The company's are
 * asked in a subquery, so a list's count needs no join. Prepared lists
 * (server/lib/preparedPage.ts) compare with placeholders; `reviewFilters` binds the values
 * in for a statement built once (an export's).
 */
import { eq, gte, ilike, inArray, like, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { boundConditions, type FilterConditions, type PageShape } from '../preparedPage';
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

/** The review filters as their statement compares them; blank ones are not set. */
export interface ReviewValues {
  readonly status?: number;
  readonly namePattern?: string;
  readonly codePattern?: string;
  readonly submittedFrom?: Date;
  readonly submittedBefore?: Date;
}

export function reviewValues(query: Omit<ReviewQuery, keyof PageQuery>): ReviewValues {
  const company = query.companyName?.trim();
  const code = query.creditCode?.trim();
  return {
    status: query.status,
    namePattern: company ? containsPattern(company) : undefined,
    codePattern: code ? prefixPattern(code) : undefined,
    submittedFrom: query.submittedFrom ? startOfDay(query.submittedFrom) : undefined,
    submittedBefore: query.submittedTo ? startOfNextDay(query.submittedTo) : undefined,
  };
}

export function reviewConditions(table: FilteredColumns): FilterConditions<ReviewValues> {
  const companies = (db: Database, condition: SQL) =>
    inArray(table.corporateId, db.select({ id: corporates.id }).from(corporates).where(condition));
  return {
    status: (status: SQLWrapper) => eq(table.status, status),
    namePattern: (pattern, db) => companies(db, ilike(corporates.name, pattern)),
    codePattern: (pattern, db) => companies(db, like(corporates.creditCode, pattern)),
    submittedFrom: (from) => gte(table.submittedAt, from),
    submittedBefore: (before) => lt(table.submittedAt, before),
  };
}

/** The review filters of `query`, their values bound in. */
export function reviewFilters(
  db: Database,
  table: FilteredColumns,
  query: Omit<ReviewQuery, keyof PageQuery>,
): SQL | undefined {
  return boundConditions(db, reviewConditions(table), reviewValues(query));
}

/**
 * Whether a prepared list's shape filters by its status alone (or nothing): its total is
 * then the sum of counters the database keeps (server/lib/derivedCounts.ts).
 */
export function shapeOnlyByStatus(shape: PageShape<ReviewValues, unknown>): boolean {
  return !(['namePattern', 'codePattern', 'submittedFrom', 'submittedBefore'] as const).some(
    shape.has,
  );
}
