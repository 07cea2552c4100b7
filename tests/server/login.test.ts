import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
import { attemptLogin, call, signIn, solvedCaptcha } from './support/api';
import { testDatabases } from './support/databases';
import { minutes } from './support/testClock';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('captcha and login (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const login = (body: Record<string, unknown>, language?: string) =>
    call<string>(server.app, 'POST', '/api/auth/login', {
      body,
      ...(language ? { language } : {}),
    });

  const lastLogRow = async () => {
    const [row] = await server.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    return row;
  };

  it('issues an SVG captcha with an id', async () => {
    const answer = await call<{ captchaId: string; svg: string }>(
      server.app,
      'GET',
      '/api/auth/captcha',
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 0, message: '' });
    expect(answer.body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('signs in with a mobile number and answers a token', async () => {
    const answer = await attemptLogin(server.app, DEMO.jinchengAdmin, DEMO_PASSWORD);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.status).toBe(0);
    expect(answer.body.data).toMatch(/^[\w-]{43}$/);
    const row = await lastLogRow();
    expect(row).toMatchObject({ userName: DEMO.jinchengAdmin, success: true, reason: null });
    expect(row?.accountId).toEqual(expect.any(Number));
  });

  it('signs in with an email address, whatever its case', async () => {
    const answer = await attemptLogin(server.app, 'Admin@Example.com', DEMO_PASSWORD);
    expect(answer.httpStatus).toBe(200);
  });

  it('accepts the captcha answer in any case', async () => {
    const { captchaId, captchaCode } = await solvedCaptcha(server.app);
    const answer = await login({
      userName: DEMO.jinchengAdmin,
      password: DEMO_PASSWORD,
      captchaId,
      captchaCode: captchaCode.toUpperCase(),
    });
    expect(answer.httpStatus).toBe(200);
  });

  it('answers one message for a wrong password and an unknown name', async () => {
    const wrongPassword = await attemptLogin(server.app, DEMO.jinchengAdmin, 'Wrong1234');
    const unknownName = await attemptLogin(server.app, '13800000000', 'Wrong1234');
    for (const answer of [wrongPassword, unknownName]) {
      expect(answer.httpStatus).toBe(400);
      expect(answer.body).toEqual({ status: 400, message: '用户名或密码错误', data: null });
    }
    expect(await lastLogRow()).toMatchObject({
      userName: '13800000000',
      accountId: null,
      success: false,
      reason: 'bad_credentials',
    });
  });

  it('refuses a wrong captcha on the captchaCode field and uses it up', async () => {
    const { captchaId, captchaCode } = await solvedCaptcha(server.app);
    const wrong = await login({
      userName: DEMO.jinchengAdmin,
      password: DEMO_PASSWORD,
      captchaId,
      captchaCode: captchaCode === 'abcd' ? 'abce' : 'abcd',
    });
    expect(wrong.httpStatus).toBe(400);
    expect(wrong.body.message).toBe('验证码错误');
    expect(wrong.body.fieldErrors).toEqual({ captchaCode: '验证码错误' });
    expect(await lastLogRow()).toMatchObject({ success: false, reason: 'captcha' });

    const retry = await login({
      userName: DEMO.jinchengAdmin,
      password: DEMO_PASSWORD,
      captchaId,
      captchaCode,
    });
    expect(retry.httpStatus).toBe(400);
    expect(retry.body.fieldErrors).toEqual({ captchaCode: '验证码错误' });
  });

  it('accepts a captcha once only', async () => {
    const captcha = await solvedCaptcha(server.app);
    const body = { userName: DEMO.jinchengAdmin, password: DEMO_PASSWORD, ...captcha };
    expect((await login(body)).httpStatus).toBe(200);
    const again = await login(body, 'en');
    expect(again.httpStatus).toBe(400);
    expect(again.body.message).toBe('Verification code error');
  });

  it('refuses a captcha older than five minutes', async () => {
    const captcha = await solvedCaptcha(server.app);
    server.clock.advance(minutes(5) + 1000);
    const answer = await login({
      userName: DEMO.jinchengAdmin,
      password: DEMO_PASSWORD,
      ...captcha,
    });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ captchaCode: '验证码错误' });
  });

  it('refuses an unknown captcha id', async () => {
    const answer = await login({
      userName: DEMO.jinchengAdmin,
      password: DEMO_PASSWORD,
      captchaId: 'no-such-captcha',
      captchaCode: 'abcd',
    });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ captchaCode: '验证码错误' });
  });

  it('names the invalid field in the language asked for', async () => {
    const body = {
      userName: '12345',
      password: DEMO_PASSWORD,
      captchaId: 'x',
      captchaCode: 'abcd',
    };
    const chinese = await login(body, 'zh-CN,zh;q=0.9');
    expect(chinese.httpStatus).toBe(400);
    expect(chinese.body.message).toBe('用户名: 请输入正确的手机号码');
    expect(chinese.body.fieldErrors).toEqual({ userName: '请输入正确的手机号码' });

    const english = await login(body, 'en-US,en;q=0.9');
    expect(english.body.message).toBe('User name: Please enter the correct mobile phone number');
  });

  it('lists every missing field and starts the message with the first', async () => {
    const answer = await login({}, 'en');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('User name: Please enter a user name');
    expect(Object.keys(answer.body.fieldErrors ?? {}).sort()).toEqual([
      'captchaCode',
      'captchaId',
      'password',
      'userName',
    ]);
  });

  it('rejects a password that breaks the password rule before any lookup', async () => {
    const answer = await login(
      { userName: DEMO.jinchengAdmin, password: 'short', captchaId: 'x', captchaCode: 'abcd' },
      'en',
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe(
      'Password: The password must be 6-16 characters combining letters and digits',
    );
  });

  it('refuses a disabled account with 514 once the password is right', async () => {
    const { accounts } = await import('../../server/db/schema');
    await server.db
      .update(accounts)
      .set({ enabled: false })
      .where(eq(accounts.userName, DEMO.jinchengStaff));
    try {
      const wrongPassword = await attemptLogin(server.app, DEMO.jinchengStaff, 'Wrong1234');
      expect(wrongPassword.httpStatus).toBe(400);
      const answer = await attemptLogin(server.app, DEMO.jinchengStaff, DEMO_PASSWORD, 'en');
      expect(answer.httpStatus).toBe(514);
      expect(answer.body).toEqual({ status: 514, message: 'This account is disabled', data: null });
      expect(await lastLogRow()).toMatchObject({ success: false, reason: 'disabled' });
    } finally {
      await server.db
        .update(accounts)
        .set({ enabled: true })
        .where(eq(accounts.userName, DEMO.jinchengStaff));
    }
    expect(await signIn(server.app, DEMO.jinchengStaff)).toEqual(expect.any(String));
  });
});
