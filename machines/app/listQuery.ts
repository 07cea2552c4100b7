/**
 * The query of a paged list (DESIGN §5) and its round trip through the URL, so back,
 * forward and reload keep a list's page, sort and filters.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  /** From 1. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: { readonly field: string; readonly order: SortOrder } | null;
  /** Filter name → value; empty values are dropped. */
  readonly filters: Readonly<Record<string, string>>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const initialListQuery = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  filters: {},
  ...overrides,
});

const RESERVED = new Set(['pageIndex', 'pageSize', 'sort', 'order']);

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

export function withoutEmptyFilters(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** Reads a list query from a URL's search part; unknown or broken values fall back. */
export function listQueryFromSearch(search: string, defaults = initialListQuery()): ListQuery {
  const params = new URLSearchParams(search);
  const field = params.get('sort');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!RESERVED.has(key) && key !== 't') filters[key] = value;
  return {
    pageIndex: positiveInt(params.get('pageIndex'), defaults.pageIndex),
    pageSize: positiveInt(params.get('pageSize'), defaults.pageSize, MAX_PAGE_SIZE),
    sort: field ? { field, order } : defaults.sort,
    filters: { ...defaults.filters, ...withoutEmptyFilters(filters) },
  };
}

/** The URL search part of a query; defaults are left out so plain lists keep plain URLs. */
export function listQueryToSearch(query: ListQuery, defaults = initialListQuery()): string {
  const params = new URLSearchParams();
  if (query.pageIndex !== defaults.pageIndex) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize !== defaults.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.sort) {
    params.set('sort', query.sort.field);
    params.set('order', query.sort.order);
  }
  for (const [key, value] of Object.entries(withoutEmptyFilters({ ...query.filters }))) {
    params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The query string the API takes: `pageIndex`, `pageSize`, `sort`, `order`, filters. */
export function listQueryToApiParams(query: ListQuery): Record<string, string> {
  return {
    pageIndex: String(query.pageIndex),
    pageSize: String(query.pageSize),
    ...(query.sort ? { sort: query.sort.field, order: query.sort.order } : {}),
    ...withoutEmptyFilters({ ...query.filters }),
  };
}

/**
 * The query string an API list takes: page, sort (unless the list has a fixed order) and
 * the named filters only, so a hand-edited URL's other keys never reach the server.
 */
export function listApiParams(
  query: ListQuery,
  filters: readonly string[],
  { sortable = true }: { readonly sortable?: boolean } = {},
): Record<string, string> {
  const known = new Set([
    ...filters,
    'pageIndex',
    'pageSize',
    ...(sortable ? ['sort', 'order'] : []),
  ]);
  return Object.fromEntries(
    Object.entries(listQueryToApiParams(query)).filter(([key]) => known.has(key)),
  );
}

/** A list's filters without paging or order: an export takes every match. */
export function listExportParams(
  query: ListQuery,
  filters: readonly string[],
): Record<string, string> {
  const {
    pageIndex: _page,
    pageSize: _size,
    ...params
  } = listApiParams(query, filters, { sortable: false });
  return params;
}

export const sameListQuery = (a: ListQuery, b: ListQuery): boolean =>
  listQueryToSearch(a) === listQueryToSearch(b);
