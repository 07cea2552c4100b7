/**
 * `npm start` runs the compiled server (scripts/start.mjs → build-server/main.mjs): it
 * starts on a new data folder, finds its migrations and client from there, and stops
 * cleanly on SIGTERM. The end-to-end suite runs the same way.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../../bench/support/serverProcess';
import { clusterPaths } from '../../server/db/embedded/cluster';
import { processAlive, readPostmasterFile } from '../../server/db/embedded/clusterFolder';
import { CLIENT_DIR, MIGRATIONS_FOLDER, PROJECT_ROOT } from '../../server/projectPaths';

describe('project paths', () => {
  it('are the project’s own, wherever the code runs from', () => {
    expect(existsSync(join(PROJECT_ROOT, 'package.json'))).toBe(true);
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
    expect(CLIENT_DIR).toBe(join(PROJECT_ROOT, 'dist'));
  });
});

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('builds and runs the compiled server, which migrates, seeds, answers and stops', async () => {
    const server = await startChildServer({
      script: 'scripts/start.mjs',
      env: { DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', APP_MODE: 'test', LOG_LEVEL: 'warn' },
      readyPath: '/api/auth/captcha',
    });
    try {
      expect(existsSync(join(PROJECT_ROOT, 'build-server', 'main.mjs'))).toBe(true);
      const answer = await fetch(`${server.baseUrl}/api/auth/captcha`);
      expect(await answer.json()).toMatchObject({
        status: 0,
        data: { captchaId: expect.any(String) },
      });
      expect(server.output()).toContain('ready at');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('serves from WORKERS processes on one port, and stops them and PostgreSQL on SIGTERM', async () => {
    const server = await startChildServer({
      script: 'scripts/start.mjs',
      env: {
        DATA_DIR: dataDir,
        SKIP_CLIENT_BUILD: '1',
        APP_MODE: 'test',
        LOG_LEVEL: 'warn',
        WORKERS: '2',
      },
      readyPath: '/api/auth/captcha',
    });
    let postgres: number | undefined;
    try {
      // The first process says so once every worker listens, a moment after the first answer.
      // Starting the second process takes seconds on a busy machine: poll beyond the default.
      await expect
        .poll(() => server.output(), { timeout: 60_000, interval: 250 })
        .toContain('2 API processes');
      postgres = readPostmasterFile(clusterPaths(dataDir).cluster)?.pid;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${server.baseUrl}/api/auth/captcha`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await server.stop();
    }
    expect(processAlive(postgres ?? 0)).toBe(false);
    expect(readPostmasterFile(clusterPaths(dataDir).cluster)).toBeUndefined();
  }, 120_000);
});
