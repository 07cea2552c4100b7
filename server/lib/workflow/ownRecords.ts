/**
 * A company's own applications of one area's table, as its list shows them: in one status
 * when asked (and whatever else the area narrows by), newest first.
 */
import { and, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PageQuery } from '../paging';

export interface OwnPageQuery extends PageQuery {
  readonly status?: number;
}

interface OwnedTable {
  readonly corporateId: AnyColumn;
  readonly status: AnyColumn;
  readonly createdAt: AnyColumn;
  readonly id: AnyColumn;
}

export function ownRecords(
  table: OwnedTable,
  corporateId: number,
  query: OwnPageQuery,
  ...narrowing: (SQL | undefined)[]
): { where: SQL | undefined; order: SQL[] } {
  return {
    where: and(
      eq(table.corporateId, corporateId),
      query.status === undefined ? undefined : eq(table.status, query.status),
      ...narrowing,
    ),
    order: [desc(table.createdAt), desc(table.id)],
  };
}
