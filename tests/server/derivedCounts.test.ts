/**
 * The derived counts (schema `derived`) the lists read their totals from: each equals
 * counting its table after the demo seed, and the generic trigger function of migration
 * 0036 (`derived.count_rows`) keeps a counts table exact through inserts, updates that move
 * rows between keys, deletes, rows its condition leaves out, and truncation. Each course's
 * last open session (migration 0038) follows its sessions' inserts, moves and deletes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { DERIVED_COUNTS } from '../../server/seed/largeInserts';
import { OPEN_SESSION_STATUSES } from '../../server/lib/coursePlaces';
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
    // Besides the counts: each record's stays in its statuses, the workflow map's transitions
    // and stays per day and month (workflowFigures.test.ts), the institutions it finds by name
    // (workflowMap.test.ts).
    const listed = [
      ...DERIVED_COUNTS.map(([counts]) => counts),
      'derived.workflow_stays',
      'derived.workflow_transition_days',
      'derived.workflow_stay_days',
      'derived.workflow_transition_months',
      'derived.workflow_stay_months',
      'derived.institution_names',
    ].sort();
    expect(tables.map((table) => (table as { name: string }).name)).toEqual(listed);
  });

  it("keeps each course's last open session (derived.keep_last_open_session)", async () => {
    const drifted = `select c.id, c.last_open_starts_on as kept, computed.last_open
      from courses c, lateral (select max(d.starts_on) as last_open from training_dates d
        where d.course_id = c.id and d.status in (${OPEN_SESSION_STATUSES.join(', ')})) computed
      where c.last_open_starts_on is distinct from computed.last_open`;
    const openCounts = `select sign_up_deadline, last_open_starts_on, total from
      derived.open_course_counts where total <> 0 order by 1, 2`;
    const countedOpen = `select sign_up_deadline, last_open_starts_on, count(*)::int as total
      from courses where status = 2 and enabled and sign_up_deadline is not null
      and last_open_starts_on is not null group by 1, 2 order by 1, 2`;
    const lastOpenOf = async (tx: Database, courseId: number) =>
      (
        (
          await rowsOf(tx, `select last_open_starts_on as d from courses where id = ${courseId}`)
        )[0] as {
          d: string | null;
        }
      ).d;
    let checks = 0;
    await server.db
      .transaction(async (tx) => {
        const expectKept = async () => {
          expect(await rowsOf(tx, drifted)).toEqual([]);
          expect(await rowsOf(tx, openCounts)).toEqual(await rowsOf(tx, countedOpen));
          checks += 1;
        };
        await expectKept();
        const [course] = (await rowsOf(
          tx,
          `select id from courses where status = 2 and enabled order by id limit 1`,
        )) as { id: number }[];
        const courseId = Number(course?.id);
        const [scheduled, changed, cancelled] = [0, 4, 5];
        expect(OPEN_SESSION_STATUSES).toEqual([scheduled, changed]);
        await tx.execute(sql.raw(`delete from sign_ups where course_id = ${courseId}`));
        await tx.execute(sql.raw(`delete from training_dates where course_id = ${courseId}`));
        expect(await lastOpenOf(tx, courseId)).toBeNull();
        await expectKept();
        await tx.execute(
          sql.raw(`insert into training_dates (course_id, status, starts_on, ends_on, capacity)
            values (${courseId}, ${scheduled}, '2099-03-01', '2099-03-02', 5),
              (${courseId}, ${scheduled}, '2099-05-01', '2099-05-02', 5),
              (${courseId}, ${cancelled}, '2099-09-01', '2099-09-02', 5)`),
        );
        expect(await lastOpenOf(tx, courseId)).toBe('2099-05-01');
        await expectKept();
        // A session asking to move (3) is closed to sign-up; moved (4), open again.
        await tx.execute(
          sql.raw(`update training_dates set status = 3
            where course_id = ${courseId} and starts_on = '2099-05-01'`),
        );
        expect(await lastOpenOf(tx, courseId)).toBe('2099-03-01');
        await tx.execute(
          sql.raw(`update training_dates set status = ${changed}, starts_on = '2099-07-01',
            ends_on = '2099-07-02' where course_id = ${courseId} and status = 3`),
        );
        expect(await lastOpenOf(tx, courseId)).toBe('2099-07-01');
        await expectKept();
        // Places and where do not move it; a course switched off leaves the open counts.
        await tx.execute(
          sql.raw(`update training_dates set capacity = 9 where course_id = ${courseId}`),
        );
        await tx.execute(sql.raw(`update courses set enabled = false where id = ${courseId}`));
        await expectKept();
        await tx.execute(
          sql.raw(
            `delete from training_dates where course_id = ${courseId} and status = ${changed}`,
          ),
        );
        expect(await lastOpenOf(tx, courseId)).toBe('2099-03-01');
        await expectKept();
        await tx.execute(sql.raw('truncate training_dates cascade'));
        expect(
          await rowsOf(tx, `select id from courses where last_open_starts_on is not null`),
        ).toEqual([]);
        await expectKept();
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(checks).toBe(7);
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
