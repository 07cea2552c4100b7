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
