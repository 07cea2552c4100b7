import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLogPage } from '@machines/contracts';
import { attemptLogin, call } from './support/api';
import { testDatabases } from './support/databases';
import { readSheet } from './support/sheets';
import { minutes, SEED_MOMENT } from './support/testClock';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** Noon in China: the seeded attempts fall on known calendar days (UTC+8). */
const NOW = SEED_MOMENT;

/** The seeded attempts (server/seed/loginLogSeed.ts), newest first: name, reason or success. */
const SEEDED: readonly (readonly [string, string | null])[] = [
  [DEMO.superAdmin, null],
  [DEMO.shuxinAdmin, null],
  [DEMO.shuxinAdmin, 'captcha'],
  [DEMO.jinchengAdmin, null],
  [DEMO.jinchengAdmin, 'bad_credentials'],
  ['13900009999', 'bad_credentials'],
  [DEMO.operator, null],
  [DEMO.wenjiangAdmin, 'disabled'],
  [DEMO.jinchengStaff, null],
  [DEMO.jinchengStaff, 'locked'],
  [DEMO.platformReviewer, null],
];

const namesOf = (page: LoginLogPage) => page.list.map((row) => row.userName);

describe.each(testDatabases)('login log (%s)', (kind) => {
  let server: TestServer;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await sessionFor(server, DEMO.operator);
  });
  afterAll(() => server.close());

  const page = async (query: Record<string, string> = {}, token = operator) => {
    const answer = await call<LoginLogPage>(server.app, 'GET', '/api/log/login-logs', {
      token,
      query,
    });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return answer.body.data;
  };

  it('lists every attempt, newest first, with the account behind the name', async () => {
    const data = await page({ t: '1' });
    expect(data).toMatchObject({ total: SEEDED.length, pageIndex: 1, pageSize: 10 });
    expect(data.list.map((row) => [row.userName, row.reason])).toEqual(SEEDED.slice(0, 10));
    const [first] = data.list;
    expect(first).toMatchObject({
      userName: DEMO.superAdmin,
      accountName: '赵志强',
      ip: '10.20.30.40',
      success: true,
      reason: null,
      createdAt: new Date(NOW.getTime() - minutes(65)).toISOString(),
    });
    expect(first?.userAgent).toContain('Chrome');
    const unknown = data.list.find((row) => row.userName === '13900009999');
    expect(unknown).toMatchObject({ accountName: '', success: false });
  });

  it('pages', async () => {
    const second = await page({ pageIndex: '2', pageSize: '4' });
    expect(second).toMatchObject({ total: SEEDED.length, pageIndex: 2, pageSize: 4 });
    expect(namesOf(second)).toEqual(SEEDED.slice(4, 8).map(([name]) => name));
  });

  it('filters by user (login name or account name), result and days', async () => {
    expect(namesOf(await page({ user: '2001' }))).toEqual([DEMO.jinchengAdmin, DEMO.jinchengAdmin]);
    expect(namesOf(await page({ user: '李秀英' }))).toEqual([
      DEMO.jinchengAdmin,
      DEMO.jinchengAdmin,
    ]);
    expect((await page({ user: '%' })).total).toBe(0);
    const failures = await page({ result: 'failure' });
    expect(failures.list.map((row) => row.reason)).toEqual(
      SEEDED.filter(([, reason]) => reason).map(([, reason]) => reason),
    );
    expect((await page({ result: 'success' })).list.every((row) => row.success)).toBe(true);
    expect((await page({ createdFrom: '2025-03-15' })).total).toBe(6);
    expect((await page({ createdTo: '2025-03-11' })).total).toBe(3);
    const middle = await page({ createdFrom: '2025-03-12', createdTo: '2025-03-14' });
    expect(namesOf(middle)).toEqual([DEMO.operator, DEMO.wenjiangAdmin]);
    const combined = await page({ user: '2002', result: 'failure', createdTo: '2025-03-11' });
    expect(combined.list.map((row) => row.reason)).toEqual(['locked']);
  });

  it('refuses an unknown result and a malformed day, naming the field', async () => {
    const result = await call(server.app, 'GET', '/api/log/login-logs', {
      token: operator,
      query: { result: 'maybe' },
    });
    expect(result.httpStatus).toBe(400);
    expect(result.body.message).toBe('结果: 格式不正确');
    const day = await call(server.app, 'GET', '/api/log/login-logs', {
      token: operator,
      query: { createdFrom: '15/03/2025' },
      language: 'en',
    });
    expect(day.body.message).toMatch(/^From: /);
  });

  it("records a real login's failure and success, with its address and browser", async () => {
    server.clock.advance(minutes(1));
    expect((await attemptLogin(server.app, DEMO.operator, 'Wrong1234')).httpStatus).toBe(400);
    server.clock.advance(minutes(1));
    expect((await attemptLogin(server.app, DEMO.operator, 'Demo1234')).httpStatus).toBe(200);
    const mine = await page({ user: DEMO.operator, createdFrom: '2025-03-15' });
    expect(mine.list.map((row) => [row.success, row.reason])).toEqual([
      [true, null],
      [false, 'bad_credentials'],
    ]);
    expect(mine.list[0]).toMatchObject({ accountName: '周敏', ip: '127.0.0.1' });
  });

  it.each([
    [DEMO.superAdmin, 200],
    [DEMO.operator, 200],
    [DEMO.platformReviewer, 403],
    [DEMO.shuxinAdmin, 403],
    [DEMO.trainee, 403],
  ])('is open to 0000 and 0900 only: %s → %i', async (userName, status) => {
    const token = await sessionFor(server, userName);
    for (const url of ['/api/log/login-logs', '/api/log/export-login-logs']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'access-token': token },
      });
      expect(response.statusCode, url).toBe(status);
    }
  });

  it('needs a session', async () => {
    expect((await call(server.app, 'GET', '/api/log/login-logs')).httpStatus).toBe(401);
  });

  const exportSheet = async (query: Record<string, string>, language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/log/export-login-logs',
      query,
      headers: {
        'access-token': operator,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="login-log-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    return readSheet(response.rawPayload);
  };

  it('exports every matching attempt (not one page), labels in the language asked', async () => {
    const { name, rows } = await exportSheet({ result: 'failure', createdTo: '2025-03-15' });
    expect(name).toBe('登录日志');
    expect(rows[0]).toEqual(['时间', '用户名', '姓名', 'IP 地址', '浏览器', '结果', '原因']);
    expect(rows.slice(1).map((row) => [row[1], row[5], row[6]])).toEqual([
      // The failure of the real login above, then the seeded ones.
      [DEMO.operator, '失败', '用户名或密码错误'],
      [DEMO.shuxinAdmin, '失败', '图形验证码错误'],
      [DEMO.jinchengAdmin, '失败', '用户名或密码错误'],
      ['13900009999', '失败', '用户名或密码错误'],
      [DEMO.wenjiangAdmin, '失败', '账号已停用'],
      [DEMO.jinchengStaff, '失败', '账号已锁定'],
    ]);
    expect(rows[2]?.[0]).toBe('2025-03-15 09:57');

    const english = await exportSheet({ user: DEMO.superAdmin }, 'en');
    expect(english.name).toBe('Login log');
    expect(english.rows[0]?.[5]).toBe('Result');
    expect(english.rows[1]?.[5]).toBe('Success');
    expect(english.rows[1]?.[6]).toBe('');
  });
});
