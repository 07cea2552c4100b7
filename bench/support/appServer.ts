/**
 * The real server for the Lighthouse benchmark: what `npm start` runs, in test mode (so
 * the captcha can be answered), on a free port and a throw-away data folder with the demo
 * seed. Like `npm start`, it rebuilds dist/ first when a client source is newer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from './serverProcess';

/** Migrating, seeding and maybe building the client on a busy machine. */
const READY_TIMEOUT_MS = 300_000;

export interface AppServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

export async function startAppServer(): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startChildServer({
    script: 'scripts/start.mjs',
    env: { APP_MODE: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'true' },
    readyPath: '/api/auth/captcha',
    readyTimeoutMs: READY_TIMEOUT_MS,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      removeData();
    },
  };
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (response.status !== 200 || body.status !== 0) {
    throw new Error(`${response.url}: ${response.status} ${body.message}`);
  }
  return body.data;
}

/** Signs in over the API as the client does; the test-mode route answers the captcha. */
export async function signIn(baseUrl: string, userName: string, password: string) {
  const { captchaId } = await dataOf<{ captchaId: string }>(
    await fetch(`${baseUrl}/api/auth/captcha`),
  );
  const { answer } = await dataOf<{ answer: string }>(
    await fetch(`${baseUrl}/api/test/captcha/${captchaId}`),
  );
  return dataOf<string>(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password, captchaId, captchaCode: answer }),
    }),
  );
}
