/**
 * A company's own applications of one area's table, as its list shows them: in one status
 * when asked (and whatever else the area narrows by), newest first. Prepared by shape
 * (server/lib/preparedPage.ts): the company's lists are what every company opens first.
 */
import {
  count,
  desc,
  eq,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPage, type FilterConditions, type Preparable } from '../preparedPage';
import type { PageQuery, PageReads } from '../paging';

export interface OwnPageQuery extends PageQuery {
  readonly status?: number;
}

type OwnedTable = PgTable & {
  readonly corporateId: AnyColumn;
  readonly status: AnyColumn;
  readonly createdAt: AnyColumn;
  readonly id: AnyColumn;
};

/** An area's select of its list rows (a drizzle select builder), before its conditions. */
export interface RowSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: Placeholder): { offset(offset: Placeholder): Preparable<Row> };
    };
  };
}

interface OwnFilters {
  readonly corporateId: number;
  readonly status?: number;
}

/**
 * The company's own list of `table`, its rows read by `select`; `narrowing` adds the
 * area's own filters (a kind, a keyword) to the company and the status.
 */
export function ownRecordsPage<Row, Narrowing extends object = Record<never, never>>(
  name: string,
  table: OwnedTable,
  select: (db: Database) => RowSelect<Row>,
  narrowing?: FilterConditions<Narrowing>,
): (
  db: Database,
  corporateId: number,
  query: OwnPageQuery,
  narrowedBy?: Narrowing,
) => PageReads<Row> {
  const page = preparedPage<OwnFilters & Narrowing, Row>(
    name,
    // The area's narrowing filters beside the two every company list has.
    {
      corporateId: (corporateId: SQLWrapper) => eq(table.corporateId, corporateId),
      status: (status: SQLWrapper) => eq(table.status, status),
      ...narrowing,
    } as unknown as FilterConditions<OwnFilters & Narrowing>,
    {
      total: (db, where) => db.select({ total: count() }).from(table).where(where),
      rows: (db, where, { limit, offset }) =>
        select(db)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return (db, corporateId, { status }, narrowedBy) =>
    page(db, { filters: { corporateId, status, ...narrowedBy } as OwnFilters & Narrowing });
}
