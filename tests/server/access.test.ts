import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ok } from '../../server/lib/envelope';
import { PAGE_BOOT_SCRIPT_HASH } from '../../server/web/pageScripts';
import { call } from './support/api';
import { createTestDatabase, testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** No route needs `loginLog.read` yet; this one stands in for the login log page's calls. */
const addLoginLogProbe = (app: FastifyInstance) =>
  app.get('/api/test-probe/login-logs', { config: { permission: 'loginLog.read' } }, async () =>
    ok('visible'),
  );

describe.each(testDatabases)('access control and envelopes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { extend: addLoginLogProbe });
  });
  afterAll(() => server.close());

  const probe = (token?: string) =>
    call(server.app, 'GET', '/api/test-probe/login-logs', token ? { token } : {});

  it('lets the roles of the login log page through', async () => {
    for (const userName of [DEMO.superAdmin, DEMO.operator]) {
      const answer = await probe(await sessionFor(server, userName));
      expect(answer.body).toEqual({ status: 0, message: '', data: 'visible' });
    }
  });

  it('answers 403 to other roles and 401 to anonymous callers', async () => {
    const company = await probe(await sessionFor(server, DEMO.shuxinAdmin));
    expect(company.httpStatus).toBe(403);
    expect(company.body).toEqual({ status: 403, message: '没有权限执行此操作', data: null });
    const reviewer = await probe(await sessionFor(server, DEMO.platformReviewer));
    expect(reviewer.httpStatus).toBe(403);
    expect((await probe()).httpStatus).toBe(401);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const answer = await call(server.app, 'GET', '/api/no/such/path', { language: 'en' });
    expect(answer.httpStatus).toBe(404);
    expect(answer.body).toEqual({
      status: 404,
      message: 'The requested resource does not exist',
      data: null,
    });
    expect((await call(server.app, 'POST', '/api/no/such/path')).body.status).toBe(404);
  });

  it('answers malformed JSON with the 400 envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"userName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'The request is malformed',
      data: null,
    });
  });

  it('answers a body over 1 MiB with the 413 envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: '提交的内容过大', data: null });
  });

  it('sends security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // Scripts from the app's own files, and the one inline script a prerendered page has.
    expect(policy).toContain(`script-src 'self' ${PAGE_BOOT_SCRIPT_HASH};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document naming each operation’s permission', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/user/userinfo',
        '/api/corporate/query-message-page',
        '/api/files',
        '/api/files/{id}',
        '/api/corporate/query-my-realcorporate-page',
        '/api/corporate/save-realcorporate',
        '/api/corporate/submit-realcorporate',
        '/api/corporate/withdraw-realcorporate',
        '/api/corporate/query-realcorporate-detail',
        '/api/corporate/query-realcorporate-page',
        '/api/audit/update-realcorporate-status',
        '/api/audit/muliti-update-realcorporate-status',
        '/api/corporate/export-realcorporate',
        '/api/corporate/refresh-sync',
      ]),
    );
    expect(document.paths['/api/user/userinfo'].get.security).toEqual([{ accessToken: [] }]);
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
  });
});

/** A stand-in for dist/: an index page, one hashed asset, the build's route preloads. */
function builtClient(): string {
  const directory = mkdtempSync(join(tmpdir(), 'qds-client-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(
    join(directory, 'index.html'),
    '<!doctype html><html><head><title>QDS</title></head><body></body></html>',
  );
  writeFileSync(join(directory, 'assets', 'index-3f9a1c.js'), 'console.log(1);');
  mkdirSync(join(directory, '.vite'));
  writeFileSync(
    join(directory, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/login': ['/assets/LoginRoute-9b2e.js', '/assets/formik-1c4d.js'] }),
  );
  return directory;
}

describe.each(testDatabases)('production mode (%s)', (kind) => {
  const clientDir = builtClient();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      environment: {
        APP_MODE: 'production',
        CAPTCHA_RATE_LIMIT: '3',
        ASSOCIATION_TIME_ZONE: 'Asia/Urumqi',
      },
      clientDir,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true });
  });

  it('has no test-mode routes', async () => {
    const captcha = await call<{ captchaId: string }>(server.app, 'GET', '/api/auth/captcha');
    const answer = await call(
      server.app,
      'GET',
      `/api/test/captcha/${captcha.body.data.captchaId}`,
    );
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.status).toBe(404);
    // Nor the SMS outbox, though codes are sent (to the server log) in the demo.
    const sent = await call(server.app, 'POST', '/api/auth/sms-code', {
      body: { mobile: DEMO.jinchengAdmin, purpose: 'reset' },
    });
    expect(sent.httpStatus).toBe(200);
    const outbox = await call(server.app, 'GET', '/api/test/outbox', {
      query: { to: DEMO.jinchengAdmin },
    });
    expect(outbox.httpStatus).toBe(404);
    expect(outbox.body).toMatchObject({ status: 404, data: null });
  });

  it('serves client routes with index.html, revalidated on every load', async () => {
    for (const url of ['/', '/platSystemManage/accountManagement?x=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>QDS</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names a page’s own chunks for preloading when it answers that page', async () => {
    for (const url of ['/login', '/login/?redirect=%2Fdashboard']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/LoginRoute-9b2e.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/formik-1c4d.js"></head>',
      );
    }
    const other = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).not.toContain('modulepreload');
  });

  it('tells every page the association’s time zone, the one configured', async () => {
    for (const url of ['/', '/login', '/dashboard']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.body).toMatch(
        /<head>.*<meta name="association-time-zone" content="Asia\/Urumqi">.*<\/head>/,
      );
    }
  });

  it('lets browsers keep hashed assets for good', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the 404 envelope for unknown API paths and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/dashboard'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: null });
    }
  });

  it('rate-limits captchas per IP with the 429 envelope', async () => {
    const statuses: number[] = [];
    let limited;
    while (statuses.length < 5 && !limited) {
      const answer = await call(server.app, 'GET', '/api/auth/captcha', { language: 'en' });
      statuses.push(answer.httpStatus);
      if (answer.httpStatus === 429) limited = answer;
    }
    expect(statuses).toContain(200);
    expect(limited?.body).toEqual({
      status: 429,
      message: 'Too many requests, please slow down',
      data: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('names the mode in the user info', async () => {
    const token = await sessionFor(server, DEMO.superAdmin);
    const answer = await call<{ env: string }>(server.app, 'GET', '/api/user/userinfo', { token });
    expect(answer.body.data.env).toBe('production');
  });
});

describe('route registration', () => {
  it('refuses to start with an /api route that names no permission', async () => {
    const database = await createTestDatabase('embedded');
    const app = await buildApp({
      config: loadConfig({ APP_MODE: 'test' }),
      db: database.db,
      logger: false,
      clientDir: null,
    });
    try {
      await expect(async () => {
        app.get('/api/unguarded', async () => ok(null));
        await app.ready();
      }).rejects.toThrow('Route GET /api/unguarded must declare config.permission');
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});
