/** Paged lists (DESIGN §5): `pageIndex` from 1, `pageSize` 10 by default and at most 100. */
export const MAX_PAGE_SIZE = 100;

export interface PageQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** Query-string properties of every paged list; the client's cache-busting `t` is ignored. */
export const pageQueryProperties = {
  pageIndex: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 },
} as const;

export function pageOffset({ pageIndex, pageSize }: PageQuery): number {
  return (pageIndex - 1) * pageSize;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Makes user text safe inside a LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that start with the text. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** One page of a list, as every paged call answers it (DESIGN §5). */
export interface Page<T> {
  readonly list: T[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** How a list reads its page: the count of every match, and the page's own rows. */
export interface PageReads<TRow> {
  /** `select({ total: count() })` with the list's filter, or the number already known. */
  readonly total: PromiseLike<readonly { readonly total: number }[] | number>;
  readonly rows: (limit: number, offset: number) => PromiseLike<TRow[]>;
}

/**
 * Reads the count and the page side by side (two queries, one round trip's wait) and
 * answers the page with its rows turned into what the list shows by `present`.
 */
export async function readPage<TRow, TItem>(
  query: PageQuery,
  reads: PageReads<TRow>,
  present: (rows: TRow[]) => TItem[] | Promise<TItem[]>,
): Promise<Page<TItem>> {
  const [counted, rows] = await Promise.all([
    reads.total,
    reads.rows(query.pageSize, pageOffset(query)),
  ]);
  const total = typeof counted === 'number' ? counted : Number(counted[0]?.total ?? 0);
  return {
    list: await present(rows),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
