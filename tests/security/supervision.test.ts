/**
 * Suite 12, supervision (issue 40), on real processes: `npm start`'s supervisor restarts
 * a killed API process and a killed embedded PostgreSQL; while the database is away every
 * call answers 503 in the caller's language, never 500, and nothing committed is lost;
 * a database of DATABASE_URL that stays away ends the service with one line, and so does
 * a data folder that cannot be written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clusterPaths, startEmbeddedPostgres } from '../../server/db/embedded/cluster';
import { readPostmasterFile } from '../../server/db/embedded/clusterFolder';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
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

/** The promise: back within 30 s. */
const BACK_WITHIN_MS = 30_000;
const UNAVAILABLE = {
  zh: '系统暂时无法访问数据库，请稍后重试；数据不会丢失',
  en: 'The system cannot reach its database right now: please try again shortly; nothing is lost',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + BACK_WITHIN_MS;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await sleep(100);
  }
  throw new Error(`Not within ${BACK_WITHIN_MS / 1000} s: ${what}`);
}

const healthPid = async (server: ServerProcess) => {
  const answer = await fetch(`${server.baseUrl}/api/health`);
  return ((await answer.json()) as { data: { pid: number } }).data.pid;
};

describe('supervision of the API and its database', () => {
  const summary = new SuiteSummary('12-supervision', 'Supervision (real processes)');
  let data: ServerData | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
    await data?.dispose();
    data = undefined;
  });
  afterAll(() => summary.write());

  it('answers 503 while its PostgreSQL is killed, starts it again, and loses nothing', async () => {
    data = await createServerData('embedded');
    server = await startServerProcess(data);
    const running = server;
    // Written before the kill: the session row this token stands for.
    const token = await signIn(running.baseUrl, DEMO.platformReviewer, DEMO_PASSWORD);
    const postgres = readPostmasterFile(clusterPaths(data.dataDir).cluster)?.pid ?? 0;
    expect(postgres).toBeGreaterThan(0);

    process.kill(postgres, 'SIGKILL');
    const during = await Promise.all(
      (['zh-CN', 'en'] as const).map((language) =>
        fetch(`${running.baseUrl}/api/user/userinfo`, {
          headers: { 'access-token': token, 'accept-language': language },
        }),
      ),
    );
    expect(during.map(({ status }) => status)).toEqual([503, 503]);
    const [zh, en] = await Promise.all(during.map((answer) => answer.json()));
    expect(zh).toMatchObject({ status: 503, message: UNAVAILABLE.zh });
    expect(en).toMatchObject({ status: 503, message: UNAVAILABLE.en });
    expect(during[0]?.headers.get('retry-after')).toBe('5');

    const statuses: number[] = [];
    await until('the database back', async () => {
      const answer = await fetch(`${running.baseUrl}/api/user/userinfo`, {
        headers: { 'access-token': token },
      });
      statuses.push(answer.status);
      return answer.status === 200 ? true : undefined;
    });
    // Never a 500 on the way back; the session written before the kill is still there.
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect((await fetch(`${running.baseUrl}/api/ready`)).status).toBe(200);
    expect(running.output()).toMatch(/PostgreSQL \(process \d+\) ended unexpectedly \(SIGKILL\)/);
    expect(running.output()).toMatch(/PostgreSQL is running again/);
    summary.add('PostgreSQL kills survived', 1);
    summary.add('503 answers while it was away', 2 + statuses.length - 1);
  });

  it('starts an API process again when it is killed', async () => {
    data = await createServerData('embedded');
    server = await startServerProcess(data);
    const running = server;
    const first = await healthPid(running);
    process.kill(first, 'SIGKILL');
    const second = await until('a new API process', async () => {
      const pid = await healthPid(running);
      return pid !== first ? pid : undefined;
    });
    expect(second).not.toBe(first);
    expect(running.output()).toMatch(new RegExp(`API process ${first} ended \\(SIGKILL\\)`));
    expect((await fetch(`${running.baseUrl}/api/ready`)).status).toBe(200);
    summary.add('API process kills survived', 1);
  });

  it('stops with one line naming DATA_DIR when it cannot be written', async () => {
    // sysfs takes no new folder, not even from root.
    const unwritable = '/sys/qds-data';
    const refused = await runServerToExit({ ...emptyData(), dataDir: unwritable });
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toEqual([
      expect.stringMatching(/^DATA_DIR \(\/sys\/qds-data\) cannot be written \(E[A-Z]+\): /),
    ]);
    summary.add('unwritable data folders refused', 1);
  });

  it('ends with one line when the database of DATABASE_URL stays away', async () => {
    const externalFolder = mkdtempSync(join(tmpdir(), 'qds-external-'));
    const external = await startEmbeddedPostgres({
      dataDir: externalFolder,
      command: 'the external database of a test',
    });
    const folder = mkdtempSync(join(tmpdir(), 'qds-process-'));
    try {
      server = await startServerProcess(
        { ...emptyData(), dataDir: folder, databaseUrl: external.url },
        { DATABASE_DOWN_EXIT_SECONDS: '2', DEMO: 'false' },
      );
      const running = server;
      await external.stop();
      const code = await Promise.race([running.exited, sleep(BACK_WITHIN_MS).then(() => 'late')]);
      expect(code).toBe(1);
      expect(running.output()).toMatch(
        /The database at DATABASE_URL has not answered for \d+ s \(.*\): stopping/,
      );
      server = undefined;
      summary.add('external database outages ended', 1);
    } finally {
      await external.stop();
      rmSync(folder, { recursive: true, force: true });
      rmSync(externalFolder, { recursive: true, force: true });
    }
  });
});

/** A ServerData for a server whose database the test names itself. */
function emptyData(): ServerData {
  return {
    kind: 'embedded',
    dataDir: '',
    open: () => Promise.reject(new Error('no database of its own')),
    dispose: () => Promise.resolve(),
  };
}
