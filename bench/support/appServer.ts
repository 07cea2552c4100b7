/**
 * The real server for the Lighthouse benchmark: `server/main.ts` under tsx, in test mode
 * (so the captcha can be answered), on a free port and a throw-away data folder with the
 * demo seed. Like `npm start`, it rebuilds dist/ first when a client source is newer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The e2e suite's port: never take it, another run may need it. */
const E2E_PORT = 8181;
/** Migrating, seeding and maybe building the client on a busy machine. */
const READY_TIMEOUT_MS = 300_000;

export interface AppServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    server.close();
    if (!address || typeof address === 'string') throw new Error('No free port');
    if (address.port !== E2E_PORT) return address.port;
  }
}

export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-bench-'));
  // One process (node with tsx's loader, not npx): SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      APP_MODE: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited before it was ready:\n${output}`);
    }
    const answer = await fetch(`${baseUrl}/api/auth/captcha`).catch(() => null);
    if (answer?.status === 200) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
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
