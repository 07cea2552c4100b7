/**
 * Beyond one machine (docs/deploy.md): two real API processes, each with a data folder of
 * its own as on two machines, on one PostgreSQL database (a fresh one on TEST_DATABASE_URL's
 * server, dropped afterwards) and one S3 bucket (s3rver, started here) behave as one
 * server. A session made on one works on the other, a workflow step taken on one is what
 * the other sees, a file uploaded to one is read from the other, a certificate drawn by
 * one is kept in the bucket for both, and the per-IP login limit counts both processes' hits.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../bench/support/serverProcess';
import { startObjectStore, type LocalObjectStore } from '../server/support/objectStore';
import { DEMO } from '../demoUsers';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Low, so that six attempts cross it while neither process alone sees more than three. */
const LOGIN_RATE_LIMIT = 5;
const DEMO_PASSWORD = 'Demo1234';
const REVIEWER = DEMO.platformReviewer;
const COMPANY_ADMIN = DEMO.jinchengAdmin;
/** A member company holding a qualification certificate in force (demo). */
const CERTIFIED_COMPANY = DEMO.shuxinAdmin;
const LICENCE = readFileSync(new URL('../e2e/fixtures/licence.png', import.meta.url));
const REVIEW_PAGE = '/api/corporate/query-realcorporate-page';

interface Envelope<T> {
  readonly status: number;
  readonly message: string;
  readonly data: T;
}

interface Answer<T> {
  readonly httpStatus: number;
  readonly body: Envelope<T>;
}

interface ReviewRow {
  readonly id: number;
  readonly status: number;
  readonly version: number;
  readonly companyName: string;
}

async function call<T>(
  server: ChildServer,
  path: string,
  options: { token?: string; body?: unknown; clientIp?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token ? { 'access-token': options.token } : {}),
      ...(options.body === undefined || options.body instanceof FormData
        ? {}
        : { 'content-type': 'application/json' }),
      // TRUST_PROXY is on: each test is its own client IP, so their logins count apart.
      ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
      'accept-language': 'en',
    },
    ...(options.body === undefined
      ? {}
      : { body: options.body instanceof FormData ? options.body : JSON.stringify(options.body) }),
  });
  return { httpStatus: response.status, body: (await response.json()) as Envelope<T> };
}

/**
 * A GET answering bytes (a file, a certificate), as through the load balancer in front of
 * both: one public address (a certificate's QR code carries it), forwarded (TRUST_PROXY).
 */
async function bytesOf(server: ChildServer, path: string, token: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: {
      'access-token': token,
      'x-forwarded-host': 'qds.example.org',
      'x-forwarded-proto': 'https',
    },
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function dataOf<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { httpStatus, body } = await answer;
  if (httpStatus !== 200) throw new Error(`${httpStatus} ${body.message}`);
  return body.data;
}

/** The captcha comes from `issuer`, the login goes to `via`: captchas are shared too. */
async function signIn(issuer: ChildServer, via: ChildServer, userName: string, clientIp: string) {
  const { captchaId } = await dataOf(call<{ captchaId: string }>(issuer, '/api/auth/captcha'));
  const { answer } = await dataOf(
    call<{ answer: string }>(issuer, `/api/test/captcha/${captchaId}`),
  );
  return dataOf(
    call<string>(via, '/api/auth/login', {
      body: { userName, password: DEMO_PASSWORD, captchaId, captchaCode: answer },
      clientIp,
    }),
  );
}

async function administer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

if (!serverUrl) {
  describe('two API processes on one PostgreSQL database', () => {
    it.skip('needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test', () => {});
  });
} else {
  describe('two API processes on one PostgreSQL database', () => {
    const databaseName = `qds_two_${process.pid}_${randomBytes(4).toString('hex')}`;
    // A data folder each, as on two machines: what they share is the database and the bucket.
    const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'qds-two-')));
    const running: ChildServer[] = [];
    let bucket: LocalObjectStore;
    let first: ChildServer;
    let second: ChildServer;

    beforeAll(async () => {
      await administer(`create database "${databaseName}"`);
      bucket = await startObjectStore();
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      const env = {
        ...bucket.environment,
        APP_MODE: 'test',
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'warn',
        SKIP_CLIENT_BUILD: '1',
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
        DATABASE_POOL_SIZE: '3',
      };
      // Started together on the empty database: both migrate and seed it at once, which
      // only one may do (without the locks the other stops on "relation already exists").
      const start = (dataDir: string) =>
        startChildServer({
          script: 'server/main.ts',
          env: { ...env, DATA_DIR: dataDir },
          readyPath: '/api/auth/captcha',
        });
      const started = await Promise.allSettled(dataDirs.map(start));
      // Whichever started is stopped in afterAll, even when the other did not.
      for (const outcome of started) {
        if (outcome.status === 'fulfilled') running.push(outcome.value);
      }
      const failure = started.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
      [first, second] = running as [ChildServer, ChildServer];
    });

    afterAll(async () => {
      await Promise.all(running.map((server) => server.stop()));
      await administer(`drop database if exists "${databaseName}" with (force)`);
      await bucket?.close();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps files in the bucket: uploaded to one process, read from the other', async () => {
      const token = await signIn(first, second, COMPANY_ADMIN, '198.51.100.4');
      const form = new FormData();
      form.append('purpose', 'licence');
      form.append('file', new Blob([LICENCE], { type: 'image/png' }), 'licence.png');
      const uploaded = await dataOf(
        call<{ id: string }>(first, '/api/files', { token, body: form }),
      );
      expect(await bytesOf(second, `/api/files/${uploaded.id}`, token)).toEqual(LICENCE);
      expect(await bucket.keys('files/')).toContain(`files/${uploaded.id}`);
      // Neither machine kept it on its own disk.
      for (const dataDir of dataDirs) expect(existsSync(join(dataDir, 'files'))).toBe(false);
    });

    it('draws a certificate once, into the bucket, and serves it from both', async () => {
      const token = await signIn(second, first, CERTIFIED_COMPANY, '198.51.100.5');
      const own = await dataOf(
        call<{ list: { id: number; status: number }[] }>(
          first,
          '/api/credit-category/query-my-corporatecredit-page?pageSize=50',
          { token },
        ),
      );
      const approved = own.list.find((row) => row.status === 6);
      if (!approved) throw new Error('The demo company has no certificate in force');
      const path = `/api/credit-category/compay-ecert/${approved.id}`;
      const drawn = await bytesOf(first, path, token);
      expect(await bucket.keys('cache/certificates/')).toHaveLength(1);
      expect(await bytesOf(second, path, token)).toEqual(drawn);
      expect(await bucket.keys('cache/certificates/')).toHaveLength(1);
    });

    it('accepts a session made on one process on the other, and ends it on both', async () => {
      const token = await signIn(first, second, COMPANY_ADMIN, '198.51.100.2');
      const onFirst = await dataOf(
        call<{ userName: string }>(first, '/api/user/userinfo', { token }),
      );
      expect(onFirst.userName).toBe(COMPANY_ADMIN);

      await dataOf(call(second, '/api/user/logout', { token, body: {} }));
      const afterLogout = await call(first, '/api/user/userinfo', { token });
      expect(afterLogout.httpStatus).toBe(512);
    });

    it('shows a workflow step taken on one process on the other, with its totals', async () => {
      const token = await signIn(second, first, REVIEWER, '198.51.100.3');
      const totalOf = async (server: ChildServer, status: number) =>
        (
          await dataOf(
            call<{ total: number }>(server, `${REVIEW_PAGE}?status=${status}`, { token }),
          )
        ).total;
      const submitted = await dataOf(
        call<{ list: ReviewRow[] }>(second, `${REVIEW_PAGE}?status=1`, { token }),
      );
      const application = submitted.list[0];
      if (!application) throw new Error('The demo seed has no submitted application');
      const before = { submitted: await totalOf(second, 1), approved: await totalOf(second, 2) };

      const decision = { id: application.id, version: application.version, event: 'APPROVE' };
      const approved = await dataOf(
        call<ReviewRow>(first, '/api/audit/update-realcorporate-status', { token, body: decision }),
      );
      expect(approved).toMatchObject({ id: application.id, status: 2 });

      const seen = await dataOf(
        call<{ list: ReviewRow[] }>(second, `${REVIEW_PAGE}?status=2&pageSize=100`, { token }),
      );
      expect(seen.list.find((row) => row.id === application.id)).toMatchObject({
        status: 2,
        version: application.version + 1,
      });
      expect(await totalOf(second, 1)).toBe(before.submitted - 1);
      expect(await totalOf(second, 2)).toBe(before.approved + 1);
      // The other process holds no stale copy: the old version is refused there too.
      const stale = await call(second, '/api/audit/update-realcorporate-status', {
        token,
        body: { ...decision, event: 'REVOKE' },
      });
      expect(stale.httpStatus).toBe(409);
    });

    it('counts login attempts from one IP across both processes', async () => {
      const clientIp = '203.0.113.7';
      const attempt = (server: ChildServer) =>
        call(server, '/api/auth/login', {
          body: {
            userName: COMPANY_ADMIN,
            password: 'wrong1',
            captchaId: 'none',
            captchaCode: 'xxxx',
          },
          clientIp,
        });
      const statuses: number[] = [];
      for (let index = 0; index < LOGIN_RATE_LIMIT; index += 1) {
        statuses.push((await attempt(index % 2 === 0 ? first : second)).httpStatus);
      }
      // Neither process saw more than three of them, yet together they reach the limit.
      expect(statuses).not.toContain(429);
      const limited = await attempt(second);
      expect(limited.httpStatus).toBe(429);
      expect(limited.body).toMatchObject({
        status: 429,
        data: { retryAfterSeconds: expect.any(Number) },
      });
      const retryAfter = (limited.body.data as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another client is not limited by it.
      const other = await call(first, '/api/auth/login', {
        body: {
          userName: COMPANY_ADMIN,
          password: 'wrong1',
          captchaId: 'none',
          captchaCode: 'xxxx',
        },
        clientIp: '203.0.113.8',
      });
      expect(other.httpStatus).not.toBe(429);
    });
  });
}
