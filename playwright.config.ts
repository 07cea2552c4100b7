import { defineConfig } from '@playwright/test';

/** The end-to-end server: `npm start` as a user runs it, on a fresh data folder, in test mode. */
const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it, and test-results/security holds the suites' counts.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // What `npm start` runs (the compiled server), on a throw-away data folder.
    command: 'bash -c \'DATA_DIR="$(mktemp -d)" exec node scripts/start.mjs\'',
    url: `http://127.0.0.1:${PORT}/api/auth/captcha`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), APP_MODE: 'test', HOST: '127.0.0.1' },
    stdout: 'ignore',
    // SIGTERM, as an operator stops it: the server then stops its embedded PostgreSQL (its
    // own process group), which the default SIGKILL of the group would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
