import { defineConfig } from '@playwright/test';

/**
 * Two servers, two workers. The accessibility walk (every page of every role, in both
 * languages) was 40 % of the suite's time; it runs in a worker of its own against a server of
 * its own, beside the flows against theirs. Each server has its own data folder, so the walk
 * (which switches admins' active roles) and the flows (which change the demo's records)
 * never see each other's changes. Each project keeps one worker: its specs share its
 * server's demo data, in order.
 */
const FLOWS_PORT = Number(process.env.E2E_PORT ?? 8181);
const WALK_PORT = FLOWS_PORT + 1;
const ACCESSIBILITY_SPEC = 'accessibility.spec.ts';

/** `npm start` as a user runs it (the compiled server), on a fresh data folder, in test mode. */
function server(port: number) {
  return {
    command: 'bash -c \'DATA_DIR="$(mktemp -d)" exec node scripts/start.mjs\'',
    url: `http://127.0.0.1:${port}/api/auth/captcha`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(port), APP_MODE: 'test', HOST: '127.0.0.1' },
    stdout: 'ignore' as const,
    // SIGTERM, as an operator stops it: the server then stops its embedded PostgreSQL (its
    // own process group), which the default SIGKILL of the group would leave running.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it, and test-results/security holds the suites' counts.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'accessibility',
      testMatch: ACCESSIBILITY_SPEC,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${WALK_PORT}` },
    },
    {
      name: 'flows',
      testIgnore: ACCESSIBILITY_SPEC,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${FLOWS_PORT}` },
    },
  ],
  webServer: [server(FLOWS_PORT), server(WALK_PORT)],
});
