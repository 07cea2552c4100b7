/**
 * The one list machine (convention §7.5) behind every DataGrid screen: server-side
 * pages, sort, filters, selection, refresh, and the loading / empty / failed states.
 * The query lives in the URL: a screen sends QUERY.RESTORED when the URL changes, and
 * the machine calls `queryChanged` (bound to navigate) when the user changes it.
 */
import { assign, setup } from 'xstate';
import { injectedAction, injectedPromise } from './injected';
import {
  initialListQuery,
  sameListQuery,
  withoutEmptyFilters,
  type ListQuery,
  type SortOrder,
} from './listQuery';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

export type RowId = string | number;

export interface ListRow {
  readonly id: RowId;
}

export interface ListPage<TRow extends ListRow = ListRow> {
  readonly list: readonly TRow[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface ListContext {
  readonly query: ListQuery;
  readonly rows: readonly ListRow[];
  readonly total: number;
  readonly selection: readonly RowId[];
  readonly error: Notice | null;
}

export type ListEvent =
  | { type: 'PAGE.CHANGED'; pageIndex: number; pageSize: number }
  | { type: 'SORT.CHANGED'; sort: { field: string; order: SortOrder } | null }
  | { type: 'FILTERS.CHANGED'; filters: Record<string, string> }
  | { type: 'FILTERS.CLEARED' }
  | { type: 'QUERY.RESTORED'; query: ListQuery }
  | { type: 'SELECTION.CHANGED'; selection: readonly RowId[] }
  | { type: 'REFRESH' };

export interface ListInput {
  readonly query?: ListQuery;
}

const changedBy = (query: ListQuery, change: Partial<ListQuery>): ListQuery => ({
  ...query,
  ...change,
});

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    /** The list endpoint of the screen, called with the current query. */
    fetchPage: injectedPromise<ListPage, ListQuery>('fetchPage'),
  },
  actions: {
    /** Writes the query to the URL (navigate with the new search). */
    queryChanged: injectedAction<{ query: ListQuery }>(),
  },
  guards: {
    isNewQuery: ({ context, event }) =>
      event.type === 'QUERY.RESTORED' && !sameListQuery(context.query, event.query),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: input?.query ?? initialListQuery(),
    rows: [],
    total: 0,
    selection: [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'PAGE.CHANGED': {
      target: '.loading',
      actions: [
        assign({
          query: ({ context, event }) =>
            changedBy(context.query, {
              // A new page size starts from the first page, as users expect.
              pageIndex: event.pageSize === context.query.pageSize ? event.pageIndex : 1,
              pageSize: event.pageSize,
            }),
        }),
        { type: 'queryChanged', params: ({ context }) => ({ query: context.query }) },
      ],
    },
    'SORT.CHANGED': {
      target: '.loading',
      actions: [
        assign({
          query: ({ context, event }) =>
            changedBy(context.query, { sort: event.sort, pageIndex: 1 }),
        }),
        { type: 'queryChanged', params: ({ context }) => ({ query: context.query }) },
      ],
    },
    'FILTERS.CHANGED': {
      target: '.loading',
      actions: [
        assign({
          query: ({ context, event }) =>
            changedBy(context.query, { filters: withoutEmptyFilters(event.filters), pageIndex: 1 }),
          selection: [],
        }),
        { type: 'queryChanged', params: ({ context }) => ({ query: context.query }) },
      ],
    },
    'FILTERS.CLEARED': {
      target: '.loading',
      actions: [
        assign({
          query: ({ context }) => changedBy(context.query, { filters: {}, pageIndex: 1 }),
          selection: [],
        }),
        { type: 'queryChanged', params: ({ context }) => ({ query: context.query }) },
      ],
    },
    'QUERY.RESTORED': {
      guard: 'isNewQuery',
      target: '.loading',
      actions: assign({ query: ({ event }) => event.query, selection: [] }),
    },
    'SELECTION.CHANGED': { actions: assign({ selection: ({ event }) => event.selection }) },
    REFRESH: { target: '.loading' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            target: 'empty',
            guard: ({ event }) => event.output.total === 0,
            actions: assign({ rows: [], total: 0, error: null, selection: [] }),
          },
          {
            target: 'loaded',
            actions: assign({
              rows: ({ event }) => event.output.list,
              total: ({ event }) => event.output.total,
              error: null,
              // Keep only the selected rows that are still on screen.
              selection: ({ context, event }) =>
                context.selection.filter((id) => event.output.list.some((row) => row.id === id)),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    loaded: {},
    empty: {},
    failed: {},
  },
});

export type ListMachine = typeof listMachine;
