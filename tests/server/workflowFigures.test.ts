/**
 * Issue 45: the workflow map's figures. The stays a trigger keeps (derived.workflow_stays,
 * migration 0041) equal the stays computed from the events after the demo seed, whatever
 * order events are written in, and are emptied with the events; records per status,
 * transitions taken in a period and the time spent in each status are read from them, and
 * from the per-day counts kept beside them (migration 0042), which agree with both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { realnameApplications } from '../../server/db/schema';
import {
  lifecycleFigures,
  recordsPerStatus,
  splitPeriod,
  timeInStatus,
  type TimeInStatus,
  transitionsTaken,
} from '../../server/lib/workflow/figures';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

const ROLLBACK = new Error('rollback');
/** A kind of record no area writes: the tests' own events. */
const ENTITY = 'figures_test_records';
const HOUR = 3_600_000;
const START = new Date('2026-03-02T00:00:00Z');
const ALL_TIME = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Runs `work` in a transaction that is then rolled back: the seeded database stays as it was. */
async function rolledBack(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx as unknown as Database);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
}

async function writeEvent(
  tx: Database,
  entityId: number,
  [fromCode, toCode]: readonly [number, number],
  event: string,
  createdAt: Date,
): Promise<void> {
  await tx.execute(sql`insert into workflow_events (entity, entity_id, from_code, to_code, event, created_at)
    values (${ENTITY}, ${entityId}, ${fromCode}, ${toCode}, ${event}, ${createdAt})`);
}

interface Stay {
  readonly code: number;
  readonly entered: string;
  readonly left: string | null;
}

async function staysOf(tx: Database, entityId: number): Promise<Stay[]> {
  return rowsOf<Stay>(
    tx,
    sql`select code::int as code, to_char(entered_at at time zone 'UTC', 'DD HH24') as entered,
      to_char(left_at at time zone 'UTC', 'DD HH24') as "left"
      from derived.workflow_stays where entity = ${ENTITY} and entity_id = ${entityId}
      order by entered_at, event_id`,
  );
}

/** The figures, the percentiles within the 5 % the length buckets allow. */
function expectTimes(actual: readonly TimeInStatus[], expected: readonly TimeInStatus[]) {
  expect(actual.map(({ code, stays }) => ({ code, stays }))).toEqual(
    expected.map(({ code, stays }) => ({ code, stays })),
  );
  actual.forEach((time, index) => {
    const exact = expected[index];
    expect(Math.abs(time.medianSeconds / (exact?.medianSeconds ?? 0) - 1)).toBeLessThan(0.05);
    expect(Math.abs(time.p90Seconds / (exact?.p90Seconds ?? 0) - 1)).toBeLessThan(0.05);
  });
}

/**
 * How many kept rows, per day or per month, of the records `where` picks differ from a count
 * of the events and stays themselves (derived.workflow_transition_days, _months,
 * workflow_stay_days, _months: migrations 0042, 0043); a count moved out of a day leaves a 0
 * there, which counts as none.
 */
async function keptCountsOff(
  tx: Database,
  where: SQL,
  grain: 'day' | 'month',
): Promise<{ transitions: number; stays: number }> {
  const [column, plural] = grain === 'day' ? ['day', 'days'] : ['month', 'months'];
  const truncated = (moment: string) =>
    sql.raw(`date_trunc('${grain}', ${moment} at time zone 'UTC')::date`);
  const [off] = await rowsOf<{ transitions: number; stays: number }>(
    tx,
    sql`with counted as (
        select entity, ${truncated('created_at')} as ${sql.raw(column)}, from_code, to_code,
          event, count(*)::int as times
        from workflow_events where ${where} group by 1, 2, 3, 4, 5),
      stayed as (
        select entity, ${truncated('left_at')} as ${sql.raw(column)}, code,
          derived.stay_bucket(extract(epoch from left_at - entered_at)::double precision) as bucket,
          count(*)::int as stays
        from derived.workflow_stays where left_at is not null and ${where} group by 1, 2, 3, 4)
      select
        (select count(*)::int from counted c
          full join (select * from ${sql.raw(`derived.workflow_transition_${plural}`)} where ${where}) d
          using (entity, ${sql.raw(column)}, from_code, to_code, event)
          where coalesce(c.times, 0) <> coalesce(d.times, 0)) as transitions,
        (select count(*)::int from stayed c
          full join (select * from ${sql.raw(`derived.workflow_stay_${plural}`)} where ${where}) d
          using (entity, ${sql.raw(column)}, code, bucket)
          where coalesce(c.stays, 0) <> coalesce(d.stays, 0)) as stays`,
  );
  return off ?? { transitions: -1, stays: -1 };
}

const NONE_OFF = { transitions: 0, stays: 0 };

describe('splitPeriod', () => {
  const moment = (text: string) => new Date(text);
  it('reads whole months, the whole days around them, and the part-days at the ends', () => {
    // A period of days in UTC+8: from 28 Feb to 30 Apr, both included.
    const period = { from: moment('2026-02-27T16:00:00Z'), to: moment('2026-04-30T16:00:00Z') };
    expect(splitPeriod(period)).toEqual({
      months: { first: '2026-03-01', end: '2026-04-01' },
      days: [
        { first: '2026-02-28', end: '2026-03-01' },
        { first: '2026-04-01', end: '2026-04-30' },
      ],
      edges: [
        { from: period.from, to: moment('2026-02-28T00:00:00Z') },
        { from: moment('2026-04-30T00:00:00Z'), to: period.to },
      ],
    });
  });
  it('reads days alone within a month, and the rows alone within a day', () => {
    const days = { from: moment('2026-03-02T00:00:00Z'), to: moment('2026-03-05T00:00:00Z') };
    expect(splitPeriod(days)).toEqual({
      days: [{ first: '2026-03-02', end: '2026-03-05' }],
      edges: [],
    });
    const hours = { from: moment('2026-03-02T03:00:00Z'), to: moment('2026-03-02T20:00:00Z') };
    expect(splitPeriod(hours)).toEqual({ days: [], edges: [hours] });
    const year = { from: moment('2026-01-01T00:00:00Z'), to: moment('2027-01-01T00:00:00Z') };
    expect(splitPeriod(year)).toEqual({
      months: { first: '2026-01-01', end: '2027-01-01' },
      days: [],
      edges: [],
    });
  });
});

describe.each(testDatabases)('workflow figures (%s)', (databaseKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
  });
  afterAll(() => server.close());

  it('keeps through the seed exactly the stays the events give', async () => {
    const computed = sql`select id as event_id, to_code, created_at,
      lead(created_at) over (partition by entity, entity_id order by created_at, id) as left_at
      from workflow_events`;
    const [difference] = await rowsOf<{ kept: number; missing: number; wrong: number }>(
      server.db,
      sql`select (select count(*)::int from derived.workflow_stays) as kept,
        (select count(*)::int from (${computed}) c
          where not exists (select 1 from derived.workflow_stays s where s.event_id = c.event_id)) as missing,
        (select count(*)::int from (${computed}) c join derived.workflow_stays s using (event_id)
          where s.code <> c.to_code or s.entered_at <> c.created_at
            or s.left_at is distinct from c.left_at) as wrong`,
    );
    expect(difference?.kept).toBeGreaterThan(100);
    expect(difference).toMatchObject({ missing: 0, wrong: 0 });
  });

  it('splits the stay an event falls in, whatever order the events are written in', async () => {
    await rolledBack(server.db, async (tx) => {
      await writeEvent(tx, 1, [1, 2], 'APPROVE', at(30));
      await writeEvent(tx, 1, [0, 1], 'SUBMIT', at(2));
      expect(await staysOf(tx, 1)).toEqual([
        { code: 1, entered: '02 02', left: '03 06' },
        { code: 2, entered: '03 06', left: null },
      ]);
      await writeEvent(tx, 1, [1, 3], 'RETURN', at(10));
      await writeEvent(tx, 1, [3, 1], 'RESUBMIT', at(20));
      expect(await staysOf(tx, 1)).toEqual([
        { code: 1, entered: '02 02', left: '02 10' },
        { code: 3, entered: '02 10', left: '02 20' },
        { code: 1, entered: '02 20', left: '03 06' },
        { code: 2, entered: '03 06', left: null },
      ]);
      // Another record's events touch none of these.
      await writeEvent(tx, 2, [0, 1], 'SUBMIT', at(15));
      expect(await staysOf(tx, 1)).toHaveLength(4);
      expect(await staysOf(tx, 2)).toEqual([{ code: 1, entered: '02 15', left: null }]);
    });
  });

  it('empties the stays with the events', async () => {
    await rolledBack(server.db, async (tx) => {
      await tx.execute(sql`truncate workflow_events`);
      const [row] = await rowsOf<{ stays: number }>(
        tx,
        sql`select count(*)::int as stays from derived.workflow_stays`,
      );
      expect(row?.stays).toBe(0);
    });
  });

  it('counts the transitions a period took, the period half-open', async () => {
    await rolledBack(server.db, async (tx) => {
      await writeEvent(tx, 1, [0, 1], 'SUBMIT', at(0));
      await writeEvent(tx, 2, [0, 1], 'SUBMIT', at(5));
      await writeEvent(tx, 1, [1, 2], 'APPROVE', at(10));
      await writeEvent(tx, 3, [0, 1], 'SUBMIT', at(24));
      expect(await transitionsTaken(tx, ENTITY, { from: at(0), to: at(24) })).toEqual([
        { fromCode: 0, toCode: 1, event: 'SUBMIT', times: 2 },
        { fromCode: 1, toCode: 2, event: 'APPROVE', times: 1 },
      ]);
      expect(await transitionsTaken(tx, ENTITY, { from: at(48), to: at(72) })).toEqual([]);
    });
  });

  it('tells the median and 90th percentile of the stays that ended in the period', async () => {
    await rolledBack(server.db, async (tx) => {
      // Ten records wait 1..10 hours in status 1; one still waits (no length yet).
      for (let record = 1; record <= 10; record += 1) {
        await writeEvent(tx, record, [0, 1], 'SUBMIT', at(0));
        await writeEvent(tx, record, [1, 2], 'APPROVE', at(record));
      }
      await writeEvent(tx, 11, [0, 1], 'SUBMIT', at(0));
      // A whole day: read from the per-day histogram.
      expectTimes(await timeInStatus(tx, ENTITY, { from: at(0), to: at(24) }), [
        { code: 1, stays: 10, medianSeconds: 5.5 * 3600, p90Seconds: 9.1 * 3600 },
      ]);
      // Part of a day, from the stays. Stays that ended before the period are not its own.
      expectTimes(await timeInStatus(tx, ENTITY, { from: at(6), to: at(24) }), [
        { code: 1, stays: 5, medianSeconds: 8 * 3600, p90Seconds: 9.6 * 3600 },
      ]);
    });
  });

  it('keeps per-day and per-month counts equal to the events and stays, whatever order they come in', async () => {
    await rolledBack(server.db, async (tx) => {
      expect(await keptCountsOff(tx, sql`true`, 'day')).toEqual(NONE_OFF);
      expect(await keptCountsOff(tx, sql`true`, 'month')).toEqual(NONE_OFF);
      // Out of order, across days and a month's end: each later event moves a stay's end, so
      // its bucket, day and month.
      await writeEvent(tx, 1, [1, 2], 'APPROVE', at(50));
      await writeEvent(tx, 1, [3, 1], 'RESUBMIT', at(-30));
      await writeEvent(tx, 1, [0, 1], 'SUBMIT', at(2));
      await writeEvent(tx, 1, [1, 3], 'RETURN', at(10));
      await writeEvent(tx, 1, [3, 1], 'RESUBMIT', at(30));
      await writeEvent(tx, 2, [0, 1], 'SUBMIT', at(23.5));
      await writeEvent(tx, 2, [1, 2], 'APPROVE', at(23.5));
      await writeEvent(tx, 2, [1, 3], 'RETURN', at(23));
      expect(await keptCountsOff(tx, sql`entity = ${ENTITY}`, 'day')).toEqual(NONE_OFF);
      expect(await keptCountsOff(tx, sql`entity = ${ENTITY}`, 'month')).toEqual(NONE_OFF);
      for (const plural of ['days', 'months']) {
        const [kept] = await rowsOf<{ transitions: number; stays: number }>(
          tx,
          sql`select (select sum(times)::int from ${sql.raw(`derived.workflow_transition_${plural}`)}
              where entity = ${ENTITY}) as transitions,
            (select sum(stays)::int from ${sql.raw(`derived.workflow_stay_${plural}`)}
              where entity = ${ENTITY}) as stays`,
        );
        expect(kept).toEqual({ transitions: 8, stays: 6 });
      }
      await tx.execute(sql`truncate workflow_events`);
      const [left] = await rowsOf<{ rows: number }>(
        tx,
        sql`select (select count(*) from derived.workflow_transition_days)::int
          + (select count(*) from derived.workflow_stay_days)::int
          + (select count(*) from derived.workflow_transition_months)::int
          + (select count(*) from derived.workflow_stay_months)::int as rows`,
      );
      expect(left?.rows).toBe(0);
    });
  });

  it('answers a period of whole months, whole days and parts of days as the rows do', async () => {
    await rolledBack(server.db, async (tx) => {
      // Twenty records over three months, each waiting a different while, some sent back.
      for (let record = 1; record <= 20; record += 1) {
        const submitted = record * 103.1 - 200;
        await writeEvent(tx, record, [0, 1], 'SUBMIT', at(submitted));
        if (record % 4 === 0) {
          await writeEvent(tx, record, [1, 3], 'RETURN', at(submitted + 1));
          await writeEvent(tx, record, [3, 1], 'RESUBMIT', at(submitted + 1 + record / 3));
        }
        await writeEvent(tx, record, [1, 2], 'APPROVE', at(submitted + 2 + record / 2));
      }
      let counted = 0;
      for (const period of [
        { from: at(5), to: at(60) },
        { from: at(0), to: at(48) },
        { from: at(30), to: at(40) },
        { from: at(-10), to: at(100) },
        { from: at(-300), to: at(2100) },
        { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-05-01T00:00:00Z') },
        { from: new Date('2026-02-27T16:00:00Z'), to: new Date('2026-04-30T16:00:00Z') },
        { from: new Date('2026-03-15T05:30:00Z'), to: new Date('2026-04-02T00:00:00Z') },
      ]) {
        // `true` narrows to every record: the same figures, read from the rows alone.
        const fromRows = await transitionsTaken(tx, ENTITY, period, sql`true`);
        const timesFromRows = await timeInStatus(tx, ENTITY, period, sql`true`);
        counted += fromRows.length;
        expect(await transitionsTaken(tx, ENTITY, period)).toEqual(fromRows);
        expect(await timeInStatus(tx, ENTITY, period)).toEqual(timesFromRows);
        // The whole map's one statement reads the same tiers.
        expect(await lifecycleFigures(tx, ENTITY, realnameApplications, period)).toEqual({
          now: await recordsPerStatus(tx, realnameApplications),
          transitions: fromRows,
          times: timesFromRows,
        });
      }
      expect(counted).toBeGreaterThan(0);
    });
  });

  it('counts the records in each status now from the records themselves', async () => {
    const counted = await rowsOf<{ code: number; records: number }>(
      server.db,
      sql`select status::int as code, count(*)::int as records from realname_applications
        group by status order by status`,
    );
    expect(counted.length).toBeGreaterThan(1);
    expect(await recordsPerStatus(server.db, realnameApplications)).toEqual(counted);
  });

  it('reads the same records per status from the counts the database keeps', async () => {
    const kept = [...server.app.workflowSources.values()].filter((source) => source.statusCounts);
    expect(kept.map((source) => source.lifecycle).sort()).toEqual([
      'course',
      'credit',
      'realname',
      'signUp',
      'trainingHistory',
    ]);
    for (const { statusCounts, workflow } of kept) {
      if (!statusCounts) continue;
      const { now } = await lifecycleFigures(server.db, workflow.name, statusCounts, ALL_TIME);
      expect(now).toEqual(await recordsPerStatus(server.db, workflow.table));
    }
  });
});
