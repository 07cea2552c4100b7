/**
 * The derived counts (schema `derived`) the lists read their totals from: each equals
 * counting its table after the demo seed, and the generic trigger function of migration
 * 0036 (`derived.count_rows`) keeps a counts table exact through inserts, updates that move
 * rows between keys, deletes, rows its condition leaves out, and truncation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { DERIVED_COUNTS } from '../../server/db/seed/largeInserts';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

const ROLLBACK = new Error('rollback');

async function rowsOf(db: Database, query: string): Promise<unknown[]> {
  return (await db.execute(sql.raw(query))).rows;
}

describe.each(testDatabases)('derived counts (%s)', (databaseKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
  });
  afterAll(() => server.close());

  it.each(DERIVED_COUNTS)('%s equals counting %s', async (counts, table, keys, admitted) => {
    const kept = await rowsOf(
      server.db,
      `select ${keys}, total::int from ${counts} where total <> 0 order by ${keys}`,
    );
    const counted = await rowsOf(
      server.db,
      `select ${keys}, count(*)::int as total from ${table} where ${admitted} group by ${keys} order by ${keys}`,
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it('lists every table of schema derived', async () => {
    const tables = await rowsOf(
      server.db,
      `select 'derived.' || table_name as name from information_schema.tables
       where table_schema = 'derived' order by 1`,
    );
    const listed = DERIVED_COUNTS.map(([counts]) => counts).sort();
    expect(tables.map((table) => (table as { name: string }).name)).toEqual(listed);
  });

  it('keeps a counts table exact through every kind of change (derived.count_rows)', async () => {
    const steps: unknown[][] = [];
    await server.db
      .transaction(async (tx) => {
        const counted = `select owner, status, count(*)::int as total from counted_things
          where owner is not null group by owner, status order by owner, status`;
        const kept = `select owner, status, total from derived.counted_things_counts
          where total <> 0 order by owner, status`;
        const expectKept = async () => {
          const keptRows = await rowsOf(tx, kept);
          expect(keptRows).toEqual(await rowsOf(tx, counted));
          steps.push(keptRows);
        };
        await tx.execute(
          sql.raw(`create table counted_things (id serial primary key,
          owner bigint, status smallint not null)`),
        );
        await tx.execute(
          sql.raw(`create table derived.counted_things_counts (owner bigint not null,
          status smallint not null, total integer not null, primary key (owner, status))`),
        );
        await tx.execute(
          sql.raw(`insert into counted_things (owner, status)
          select g % 3, g % 4 from generate_series(1, 40) as g`),
        );
        await tx.execute(
          sql.raw(`select derived.count_rows_of('counted_things',
          'derived.counted_things_counts', 'owner, status', 'owner is not null')`),
        );
        await expectKept();
        await tx.execute(
          sql.raw(`insert into counted_things (owner, status)
          values (1, 0), (1, 0), (null, 2), (7, 3)`),
        );
        await expectKept();
        await tx.execute(sql.raw('update counted_things set status = 9 where id % 5 = 0'));
        await tx.execute(sql.raw('update counted_things set owner = null where id % 7 = 0'));
        await tx.execute(sql.raw('update counted_things set owner = 2 where owner is null'));
        await expectKept();
        await tx.execute(sql.raw('delete from counted_things where status = 9 or id < 4'));
        await expectKept();
        await tx.execute(sql.raw('truncate counted_things'));
        expect(await rowsOf(tx, kept)).toEqual([]);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContainEqual({ owner: '0', status: 0, total: 3 });
  });
});
