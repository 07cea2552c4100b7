import { defineConfig } from '@playwright/test';

/**
 * Two servers, two workers. The walks over every page of every role (the accessibility walk,
 * then the browser security suite, which stores payloads everywhere and opens every page on
 * them) run in a worker of their own against a server of their own, beside the flows against
 * theirs: the two halves take about as long. Each server has its own data folder, so the
 * walks (which switch admins' active roles, then write payloads) and the flows (which change
 * the demo's records) never see each other's changes. Each project keeps one worker: its
 * specs share its server's demo data, in order (accessibility before security: the
 * accessibility walk reads the demo as seeded).
 */
const FLOWS_PORT = Number(process.env.E2E_PORT ?? 8181);
const WALK_PORT = FLOWS_PORT + 1;
const ACCESSIBILITY_SPEC = 'accessibility.spec.ts';
const SECURITY_SPEC = 'security.spec.ts';

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
      name: 'walks',
      testMatch: [ACCESSIBILITY_SPEC, SECURITY_SPEC],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${WALK_PORT}` },
    },
    {
      name: 'flows',
      testIgnore: [ACCESSIBILITY_SPEC, SECURITY_SPEC],
      workers: 1,
      // Beside the walks on two cores a flow took five and six times its idle time in CI (the
      // date-change flow: 11 s idle, past 60 s there); the walks set their own.
      timeout: 150_000,
      // For the same reason a page's first list can take over ten seconds there (the appeal
      // flow's review list, drawn a moment after the default wait gave up).
      expect: { timeout: 25_000 },
      use: { baseURL: `http://127.0.0.1:${FLOWS_PORT}` },
    },
  ],
  webServer: [server(FLOWS_PORT), server(WALK_PORT)],
});
