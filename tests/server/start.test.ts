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
import { CLIENT_DIR, MIGRATIONS_FOLDER, PROJECT_ROOT } from '../../server/lib/projectPaths';

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
});
