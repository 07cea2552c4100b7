import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listMachine, type ListPage } from '@machines/app/list';
import {
  initialListQuery,
  listApiParams,
  listQueryFromSearch,
  listQueryToApiParams,
  listQueryToSearch,
  type ListQuery,
} from '@machines/app/listQuery';

const rows = (ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

function startList(pages: (query: ListQuery) => Promise<ListPage>, query?: ListQuery) {
  const fetchPage = vi.fn(pages);
  const queryChanged = vi.fn();
  const actor = createActor(
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }: { input: ListQuery }) => fetchPage(input)) },
      actions: { queryChanged: (_, params) => queryChanged(params.query) },
    }),
    { input: { query } },
  ).start();
  return { actor, fetchPage, queryChanged };
}

const pageOf =
  (ids: number[], total = ids.length) =>
  async (query: ListQuery) => ({
    list: rows(ids),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  });

describe('list machine', () => {
  it('loads the first page and shows the rows', async () => {
    const { actor, fetchPage } = startList(pageOf([1, 2], 12));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.rows).toHaveLength(2);
    expect(snapshot.context.total).toBe(12);
    expect(fetchPage).toHaveBeenCalledWith(initialListQuery());
  });

  it('says empty when nothing matches and failed with the server message on error', async () => {
    const empty = startList(pageOf([], 0));
    await waitFor(empty.actor, (s) => s.matches('empty'));
    const failed = startList(() =>
      Promise.reject({ httpStatus: 500, status: 500, message: '服务器内部错误', fieldErrors: {} }),
    );
    const snapshot = await waitFor(failed.actor, (s) => s.matches('failed'));
    expect(snapshot.context.error).toEqual({ text: '服务器内部错误' });
  });

  it('changes page, writes the URL and fetches that page', async () => {
    const { actor, fetchPage, queryChanged } = startList(pageOf([1], 30));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'PAGE.CHANGED', pageIndex: 3, pageSize: 10 });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(queryChanged).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 3 }));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 3 }));
  });

  it('starts again from page 1 when the filters, the sort or the page size change', async () => {
    const { actor, fetchPage } = startList(pageOf([1], 300), initialListQuery({ pageIndex: 4 }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'FILTERS.CHANGED', filters: { name: '华信', status: '' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 1, filters: { name: '华信' } }),
    );
    actor.send({ type: 'PAGE.CHANGED', pageIndex: 5, pageSize: 10 });
    actor.send({ type: 'PAGE.CHANGED', pageIndex: 5, pageSize: 50 });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.query).toMatchObject({ pageIndex: 1, pageSize: 50 });
    actor.send({ type: 'SORT.CHANGED', sort: { field: 'createdAt', order: 'desc' } });
    expect(actor.getSnapshot().context.query.pageIndex).toBe(1);
  });

  it('follows the URL on back and forward, and ignores a URL that says what it has', async () => {
    const { actor, fetchPage } = startList(pageOf([1], 30));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'QUERY.RESTORED', query: initialListQuery() });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'QUERY.RESTORED', query: initialListQuery({ pageIndex: 2 }) });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps only selected rows that are still listed after a refresh', async () => {
    let ids = [1, 2, 3];
    const { actor } = startList(async (query) => pageOf(ids)(query));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'SELECTION.CHANGED', selection: [1, 3] });
    ids = [2, 3];
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.selection).toEqual([3]);
  });
});

describe('list query in the URL', () => {
  it('round-trips page, size, sort and filters, leaving defaults out', () => {
    const query = initialListQuery({
      pageIndex: 2,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'desc' },
      filters: { status: '1', name: '华信' },
    });
    const search = listQueryToSearch(query);
    expect(listQueryFromSearch(search)).toEqual(query);
    expect(listQueryToSearch(initialListQuery())).toBe('');
  });

  it('falls back on broken values and caps the page size', () => {
    expect(listQueryFromSearch('?pageIndex=-3&pageSize=100000&t=123')).toEqual(
      initialListQuery({ pageSize: 100 }),
    );
  });

  it('gives the API its parameter names', () => {
    expect(listQueryToApiParams(initialListQuery({ filters: { name: 'x', empty: ' ' } }))).toEqual({
      pageIndex: '1',
      pageSize: '10',
      name: 'x',
    });
  });

  it('sends a list API only its own filters, and the sort where the list sorts', () => {
    const query = initialListQuery({
      filters: { status: '1', injected: 'x' },
      sort: { field: 'createdAt', order: 'asc' },
    });
    expect(listApiParams(query, ['status'])).toEqual({
      pageIndex: '1',
      pageSize: '10',
      sort: 'createdAt',
      order: 'asc',
      status: '1',
    });
    expect(listApiParams(query, ['status'], { sortable: false })).toEqual({
      pageIndex: '1',
      pageSize: '10',
      status: '1',
    });
  });
});
