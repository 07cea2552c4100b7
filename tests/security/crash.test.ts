/**
 * Crash safety (docs/security.md): the real server answers 100 approvals, then is killed
 * with SIGKILL while 200 more are in flight, then started again on the same data. Every approval it
 * acknowledged must be there, every status change must have its audit row, message and
 * company update (and no audit row may exist without its change), and the server must
 * start cleanly and keep working.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { clusterPaths } from '../../server/db/embedded/cluster';
import { processAlive, readPostmasterFile } from '../../server/db/embedded/clusterFolder';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
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
  runServerToExit,
  signIn,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from './support/serverProcess';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { DEMO } from '../demoUsers';

const CONCURRENT_WRITES = 300;
/**
 * Approvals answered before the kill: a first wave of this many, all answered; then the other
 * two hundred at once, the server killed as the first of them is answered.
 */
const KILL_AFTER_ACKNOWLEDGED = 100;
const REVIEWER = DEMO.platformReviewer;

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

/**
 * The embedded PostgreSQL lives and dies with the API (server/db/embedded): stopped with
 * it, taken over when a killed API left it running, never run twice on one folder.
 */
describe('embedded PostgreSQL lifecycle', () => {
  let data: ServerData | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
    await data?.dispose();
    data = undefined;
  });

  const cluster = () => clusterPaths(data?.dataDir ?? '').cluster;

  it('stops PostgreSQL with the API on SIGTERM, leaving no process and no lock behind', async () => {
    data = await createServerData('embedded');
    server = await startServerProcess(data);
    const postmaster = readPostmasterFile(cluster());
    expect(postmaster?.status).toBe('ready');
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(processAlive(postmaster?.pid ?? 0)).toBe(false);
    expect(readPostmasterFile(cluster())).toBeUndefined();
    expect(existsSync(clusterPaths(data.dataDir).ownerFile)).toBe(false);
  });

  /**
   * A server on new data that acknowledged one approval and was then killed with SIGKILL:
   * what it approved, the token that did it, and the PostgreSQL it left running.
   */
  async function approvedThenKilled() {
    data = await createServerData('embedded');
    const [application] = await prepareApplications(data, 1);
    server = await startServerProcess(data);
    const token = await signIn(server.baseUrl, REVIEWER, DEMO_PASSWORD);
    const id = application?.id ?? 0;
    expect(await approve(server, token, id)).toBe('acknowledged');
    const postgres = readPostmasterFile(cluster())?.pid ?? 0;
    await server.kill();
    return { id, token, postgres };
  }

  it('takes over the PostgreSQL a killed API left running, and loses nothing', async () => {
    const { id, token, postgres } = await approvedThenKilled();
    expect(processAlive(postgres)).toBe(true);

    server = await startServerProcess(data as ServerData);
    expect(server.output()).toMatch(/still running .* shutting it down before starting again/);
    expect(processAlive(postgres)).toBe(false);
    expect(await statusOf(server, token, id)).toBe(APPROVED);
  });

  it('starts again after both the API and PostgreSQL were killed', async () => {
    const { id, token, postgres } = await approvedThenKilled();
    process.kill(postgres, 'SIGKILL');

    server = await startServerProcess(data as ServerData);
    expect(errorLines(server.output())).toEqual([]);
    expect(await statusOf(server, token, id)).toBe(APPROVED);
  });

  it('refuses a second server on the same data folder with one line, and the first serves on', async () => {
    data = await createServerData('embedded');
    server = await startServerProcess(data);
    const second = await runServerToExit(data);
    expect(second.code).toBe(1);
    expect(second.output.trim().split('\n')).toEqual([
      expect.stringMatching(/is in use by process \d+ \(npm start\): stop that first/),
    ]);
    const answer = await fetch(`${server.baseUrl}/api/auth/captcha`);
    expect(answer.status).toBe(200);
  });

  it('explains an old PGlite data folder instead of starting an empty database beside it', async () => {
    data = await createServerData('embedded');
    rmSync(cluster(), { recursive: true });
    mkdirSync(join(data.dataDir, 'pglite'));
    const refused = await runServerToExit(data);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/PGlite/);
    expect(refused.output).toMatch(/npm run db:backup -- --out qds\.backup/);
    expect(refused.output).toMatch(/the demo is created anew/);
    expect(existsSync(cluster())).toBe(false);
  });
});

async function prepareApplications(
  target: ServerData,
  count: number,
): Promise<SubmittedApplication[]> {
  const handle = await target.open();
  try {
    return await seedSubmittedApplications(handle.db, target.dataDir, count);
  } finally {
    await handle.close();
  }
}

/** The application's status as the platform's review list shows it. */
async function statusOf(server: ServerProcess, token: string, id: number): Promise<number> {
  const response = await fetch(
    `${server.baseUrl}/api/corporate/query-realcorporate-page?pageIndex=1&pageSize=100` +
      `&companyName=${encodeURIComponent('崩溃测试')}`,
    { headers: { 'access-token': token } },
  );
  const body = (await response.json()) as { data: { list: { id: number; status: number }[] } };
  const row = body.data.list.find((item) => item.id === id);
  if (!row) throw new Error(`Application ${id} is not in the review list`);
  return row.status;
}

/** Fires every approval at once and kills the server once enough have been answered. */
async function approveAllThenKill(
  server: ServerProcess,
  applications: readonly SubmittedApplication[],
): Promise<Map<number, Outcome>> {
  const token = await signIn(server.baseUrl, REVIEWER, DEMO_PASSWORD);
  const outcomes = new Map<number, Outcome>();
  const record = async (id: number) => outcomes.set(id, await approve(server, token, id));
  const firstWave = applications.slice(0, KILL_AFTER_ACKNOWLEDGED);
  await Promise.all(firstWave.map(({ id }) => record(id)));
  // The rest at once, killed at the first answer: the server is then in the middle of them.
  // Killed after the hundredth answer of a single wave, a test process slower than the server
  // (a loaded CI machine) could read every answer from its socket after the kill.
  let killing: Promise<void> | undefined;
  await Promise.all(
    applications.slice(KILL_AFTER_ACKNOWLEDGED).map(async ({ id }) => {
      await record(id);
      killing ??= server.kill();
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
  return (await db.execute(query)).rows as T[];
}
