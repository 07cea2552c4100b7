/**
 * A one-level area's review list (membership, institution applications): every company's
 * applications but drafts, latest sent first, filtered by status, the company's name and
 * the days they were sent, plus what the area narrows by. The rows' select joins the
 * companies; only a company-name filter makes the count join them too, so the usual count
 * stays on one index. Prepared by shape (server/lib/preparedPage.ts).
 */
import { and, count, desc, eq, gte, ilike, lt, ne, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPage, type FilterConditions } from '../preparedPage';
import { corporates } from '../../db/schema';
import { startOfDay, startOfNextDay } from '../dates';
import { containsPattern, type PageReads } from '../paging';
import type { RowSelect } from './ownRecords';

type SentTable = PgTable & {
  readonly corporateId: AnyColumn;
  readonly status: AnyColumn;
  readonly submittedAt: AnyColumn;
  readonly id: AnyColumn;
};

/** What every such list is filtered by (`YYYY-MM-DD`, inclusive days). */
export interface SentQuery {
  readonly status?: number;
  readonly companyName?: string;
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

interface SentConditions {
  readonly status?: number;
  readonly namePattern?: string;
  readonly submittedFrom?: Date;
  readonly submittedBefore?: Date;
}

export function sentApplicationsPage<Row, Narrowing extends object>(
  name: string,
  {
    table,
    select,
    draft,
    narrowing,
  }: {
    table: SentTable;
    select: (db: Database) => RowSelect<Row>;
    draft: number;
    narrowing: FilterConditions<Narrowing>;
  },
): (db: Database, query: SentQuery, narrowedBy: Narrowing) => PageReads<Row> {
  const sent = ne(table.status, draft);
  const page = preparedPage<SentConditions & Narrowing, Row>(
    name,
    {
      status: (status) => eq(table.status, status),
      namePattern: (pattern) => ilike(corporates.name, pattern),
      submittedFrom: (from) => gte(table.submittedAt, from),
      submittedBefore: (before) => lt(table.submittedAt, before),
      ...narrowing,
    } as FilterConditions<SentConditions & Narrowing>,
    {
      total: (db, where, shape) =>
        shape.has('namePattern')
          ? db
              .select({ total: count() })
              .from(table)
              .innerJoin(corporates, eq(corporates.id, table.corporateId))
              .where(and(sent, where))
          : db.select({ total: count() }).from(table).where(and(sent, where)),
      rows: (db, where, { limit, offset }) =>
        select(db)
          .where(and(sent, where))
          .orderBy(desc(table.submittedAt), desc(table.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return (db, query, narrowedBy) => {
    const company = query.companyName?.trim();
    const filters = {
      status: query.status,
      namePattern: company ? containsPattern(company) : undefined,
      submittedFrom: query.submittedFrom ? startOfDay(query.submittedFrom) : undefined,
      submittedBefore: query.submittedTo ? startOfNextDay(query.submittedTo) : undefined,
      ...narrowedBy,
    };
    return page(db, { filters });
  };
}
