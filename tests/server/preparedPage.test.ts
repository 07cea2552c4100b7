/**
 * Lists prepared by shape (server/lib/preparedPage.ts): every shape answers what the same
 * query built per request answers, whatever its values, and a shape is built once.
 */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PREPARED_SHAPES, preparedPage } from '../../server/lib/preparedPage';
import { creditTypes } from '../../server/db/schema';
import { readPage } from '../../server/lib/paging';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

interface TypeFilters {
  readonly businessLine?: number;
  readonly namePattern?: string;
}

const columns = { id: creditTypes.id, name: creditTypes.name };

describe.each(testDatabases)('lists prepared by shape (%s)', (databaseKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
  });
  afterAll(() => server.close());

  const buildRows = vi.fn();
  const typePage = preparedPage<TypeFilters, { id: number; name: string }, 'asc' | 'desc'>(
    'test_credit_types',
    {
      businessLine: (line) => eq(creditTypes.businessLine, line),
      namePattern: (pattern) => ilike(creditTypes.name, pattern),
    },
    {
      total: (db, where) => db.select({ total: count() }).from(creditTypes).where(where),
      rows: (db, where, page, shape) => {
        buildRows(shape.variant);
        return db
          .select(columns)
          .from(creditTypes)
          .where(where)
          .orderBy(shape.variant === 'desc' ? desc(creditTypes.id) : asc(creditTypes.id))
          .limit(page.limit)
          .offset(page.offset);
      },
    },
  );

  /** The same list built per request, as the lists were before. */
  async function builtPerRequest(filters: TypeFilters, pageSize: number, descending: boolean) {
    const where = and(
      filters.businessLine === undefined
        ? undefined
        : eq(creditTypes.businessLine, filters.businessLine),
      filters.namePattern === undefined ? undefined : ilike(creditTypes.name, filters.namePattern),
    );
    const [counted] = await server.db.select({ total: count() }).from(creditTypes).where(where);
    const list = await server.db
      .select(columns)
      .from(creditTypes)
      .where(where)
      .orderBy(descending ? desc(creditTypes.id) : asc(creditTypes.id))
      .limit(pageSize);
    return { list, total: counted?.total ?? 0, pageIndex: 1, pageSize };
  }

  it('answers every shape and value as the query built per request does', async () => {
    const cases: { filters: TypeFilters; descending: boolean }[] = [
      { filters: {}, descending: false },
      { filters: { businessLine: 1 }, descending: false },
      { filters: { businessLine: 2 }, descending: false },
      { filters: { namePattern: '%能力%' }, descending: true },
      { filters: { businessLine: 1, namePattern: '%' }, descending: true },
      { filters: { businessLine: 1, namePattern: 'no such type' }, descending: false },
    ];
    for (const { filters, descending } of cases) {
      const page = await readPage(
        { pageIndex: 1, pageSize: 2 },
        typePage(server.db, { filters, variant: descending ? 'desc' : 'asc' }),
        (rows) => rows,
      );
      expect(page, JSON.stringify(filters)).toEqual(await builtPerRequest(filters, 2, descending));
    }
    const everyType = await builtPerRequest({}, 100, false);
    expect(everyType.total).toBeGreaterThan(2);
  });

  it('reads a later page by its offset', async () => {
    const second = await readPage(
      { pageIndex: 2, pageSize: 1 },
      typePage(server.db, { filters: {}, variant: 'asc' }),
      (rows) => rows,
    );
    const everyType = await builtPerRequest({}, 100, false);
    expect(second.list).toEqual([everyType.list[1]]);
  });

  it('prepares a bounded number of shapes; the rest are sent unnamed and answer alike', async () => {
    const manyShapes = preparedPage<
      { businessLine?: number },
      { id: number; name: string },
      number
    >(
      'test_many_shapes',
      { businessLine: (line) => eq(creditTypes.businessLine, line) },
      {
        total: (db, where) => db.select({ total: count() }).from(creditTypes).where(where),
        // Each variant a shape of its own: a client walking every sort of a list.
        rows: (db, where, page, { variant }) =>
          db
            .select(columns)
            .from(creditTypes)
            .where(and(where, sql`${variant} = ${variant}`))
            .orderBy(asc(creditTypes.id))
            .limit(page.limit)
            .offset(page.offset),
      },
    );
    const expected = await builtPerRequest({}, 3, false);
    await server.db.transaction(async (tx) => {
      for (let variant = 0; variant < MAX_PREPARED_SHAPES + 6; variant += 1) {
        const page = await readPage(
          { pageIndex: 1, pageSize: 3 },
          manyShapes(tx, { filters: {}, variant }),
          (rows) => rows,
        );
        expect(page, `variant ${variant}`).toEqual(expected);
      }
      const { rows } = await tx.execute<{ statements: number }>(
        sql`select count(*)::int as statements from pg_prepared_statements
            where starts_with(name, 'test_many_shapes_')`,
      );
      const [held] = rows;
      // Two statements (total, rows) per prepared shape, on this connection.
      expect(held?.statements).toBe(MAX_PREPARED_SHAPES * 2);
    });
  });

  it('builds each shape once, whatever its values', async () => {
    buildRows.mockClear();
    for (const businessLine of [1, 2, 3, 1]) {
      await readPage(
        { pageIndex: 1, pageSize: 10 },
        typePage(server.db, { filters: { businessLine }, variant: 'desc' }),
        (rows) => rows,
      );
    }
    // A shape no earlier test asked for: built here, once.
    expect(buildRows).toHaveBeenCalledTimes(1);
  });
});
