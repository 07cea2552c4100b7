/**
 * Crash safety (docs/security.md): the real server is killed with SIGKILL while 200
 * approvals are in flight, then started again on the same data. Every approval it
 * acknowledged must be there, every status change must have its audit row, message and
 * company update (and no audit row may exist without its change), and the server must
 * start cleanly and keep working.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demoData';
import { testDatabases } from '../server/support/databases';
import {
  APPROVED,
  SUBMITTED,
  applicationStates,
  seedSubmittedApplications,
  type SubmittedApplication,
} from './support/crashFixtures';
import {
  createServerData,
  signIn,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from './support/serverProcess';
import { SuiteSummary } from './support/summary';

const CONCURRENT_WRITES = 200;
/** Killed once this many approvals have been answered: about half. */
const KILL_AFTER_ACKNOWLEDGED = 100;
const REVIEWER = '13900000001';

type Outcome = 'acknowledged' | 'refused' | 'lost';

describe.each(testDatabases)('kill -9 during concurrent writes (%s)', (kind) => {
  const summary = new SuiteSummary(`7-crash-${kind}`, `Crash (${kind})`);
  let data: ServerData | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    await data?.dispose();
  });
  afterAll(() => summary.write());

  it('keeps every acknowledged write, leaves no partial one and restarts cleanly', async () => {
    data = await createServerData(kind);
    const applications = await prepare(data);

    server = await startServerProcess(data);
    const outcomes = await approveAllThenKill(server, applications);
    const acknowledged = applications.filter(({ id }) => outcomes.get(id) === 'acknowledged');
    const lost = applications.filter(({ id }) => outcomes.get(id) === 'lost');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // The kill must really have cut writes off, or this test proves nothing.
    expect(lost.length).toBeGreaterThan(0);
    expect(applications.filter(({ id }) => outcomes.get(id) === 'refused')).toEqual([]);

    server = await startServerProcess(data);
    expect(server.output()).toMatch(/ready at http/);
    expect(errorLines(server.output())).toEqual([]);
    // The recovered database takes writes: approve one the crash left waiting.
    const afterRestart = await approveOneStillWaiting(server, lost);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const handle = await data.open();
    try {
      const states = await applicationStates(handle.db);
      // Every workflow record: its version counts its audit rows, the last of which names its status.
      for (const state of states) {
        expect(state, `application ${state.id}`).toMatchObject({
          version: state.steps,
          lastToCode: state.steps === 0 ? null : state.status,
        });
      }
      const byId = new Map(states.map((state) => [state.id, state]));
      const approvedIds = new Set<number>();
      for (const { id } of applications) {
        const state = byId.get(id);
        expect(state?.status === SUBMITTED || state?.status === APPROVED, `${id}`).toBe(true);
        const approved = state?.status === APPROVED;
        if (approved) approvedIds.add(id);
        // All of one step or none of it: status, audit row, message, company record.
        expect(state, `application ${id}`).toMatchObject({
          version: approved ? 2 : 1,
          approvals: approved ? 1 : 0,
          approvalMessages: approved ? 1 : 0,
          companyVerified: approved,
        });
      }
      for (const { id } of [...acknowledged, afterRestart]) expect(approvedIds).toContain(id);
      const [totals] = await rows<{ approvals: number; verified: number }>(
        handle.db,
        sql`select
          (select count(*)::int from workflow_events e
            join realname_applications a on a.id = e.entity_id
            join corporates c on c.id = a.corporate_id
            where e.entity = 'realname_applications' and e.event = 'APPROVE'
              and c.name like '崩溃测试%') as approvals,
          (select count(*)::int from corporates c
            where c.verified_at is not null and c.name like '崩溃测试%') as verified`,
      );
      expect(totals).toEqual({ approvals: approvedIds.size, verified: approvedIds.size });

      summary.add('concurrent approvals fired', CONCURRENT_WRITES);
      summary.add('acknowledged before kill -9', acknowledged.length);
      summary.add('cut off by kill -9', lost.length);
      summary.add('committed but never acknowledged', approvedIds.size - acknowledged.length - 1);
      summary.add('applications checked after restart', states.length);
      summary.add('clean restarts', 1);
    } finally {
      await handle.close();
    }
  });

  async function prepare(target: ServerData): Promise<SubmittedApplication[]> {
    const handle = await target.open();
    try {
      await handle.migrate();
      return await seedSubmittedApplications(handle.db, target.dataDir, CONCURRENT_WRITES);
    } finally {
      await handle.close();
    }
  }
});

describe('PGlite durability', () => {
  let data: ServerData | undefined;
  afterAll(() => data?.dispose());

  it('syncs every commit to disk before acknowledging it', async () => {
    data = await createServerData('pglite');
    const handle = await openPglite(join(data.dataDir, 'pglite'));
    try {
      const [settings] = await rows<{ fsync: string; method: string }>(
        handle.db,
        sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
      );
      expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
      await handle.db.execute(sql`create table commits (id int)`);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      try {
        await handle.db.execute(sql`insert into commits values (1)`);
        expect(fsync).toHaveBeenCalled();
      } finally {
        fsync.mockRestore();
      }
    } finally {
      await handle.close();
    }
  });
});

/** Fires every approval at once and kills the server once enough have been answered. */
async function approveAllThenKill(
  server: ServerProcess,
  applications: readonly SubmittedApplication[],
): Promise<Map<number, Outcome>> {
  const token = await signIn(server.baseUrl, REVIEWER, DEMO_PASSWORD);
  const outcomes = new Map<number, Outcome>();
  let answered = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    applications.map(async ({ id }) => {
      const outcome = await approve(server, token, id);
      outcomes.set(id, outcome);
      if (outcome === 'acknowledged') answered += 1;
      if (answered === KILL_AFTER_ACKNOWLEDGED) killing ??= server.kill();
    }),
  );
  await killing;
  return outcomes;
}

async function approve(server: ServerProcess, token: string, id: number): Promise<Outcome> {
  try {
    const response = await fetch(`${server.baseUrl}/api/audit/update-realcorporate-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({ id, version: 1, event: 'APPROVE' }),
    });
    await response.arrayBuffer();
    return response.status === 200 ? 'acknowledged' : 'refused';
  } catch {
    // The connection died with the server: no answer, so no promise was made.
    return 'lost';
  }
}

async function approveOneStillWaiting(
  server: ServerProcess,
  candidates: readonly SubmittedApplication[],
): Promise<SubmittedApplication> {
  const token = await signIn(server.baseUrl, REVIEWER, DEMO_PASSWORD);
  for (const candidate of candidates) {
    if ((await approve(server, token, candidate.id)) === 'acknowledged') return candidate;
  }
  throw new Error('No application was left waiting, or none could be approved after the restart');
}

/** pino's error and fatal lines (levels 50 and 60), and anything else that says "error". */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)|\berror\b/i.test(line));
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
