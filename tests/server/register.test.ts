/**
 * Registering a company and resetting a forgotten password with an SMS code (seed §2, §5,
 * DESIGN §5 fixed names): what is created, the seed's messages on the right fields, the one
 * place a taken number is named, and every session ending with a reset.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, corporates } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
import { attemptLogin, call, signIn } from './support/api';
import { testDatabases } from './support/databases';
import { freshMobile, receivedCode, requestSmsCode } from './support/sms';
import { minutes } from './support/testClock';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const PASSWORD = 'Welcome2025';
const DEMO_COMPANY = DEMO.jinchengAdmin;

describe.each(testDatabases)('registration and password reset (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const register = (body: Record<string, unknown>, language?: string) =>
    call<{ userName: string }>(server.app, 'POST', '/api/auth/register', {
      body,
      ...(language ? { language } : {}),
    });
  const reset = (body: Record<string, unknown>, language?: string) =>
    call(server.app, 'POST', '/api/auth/reset-password', {
      body,
      ...(language ? { language } : {}),
    });
  const userInfo = (token: string) =>
    call<{ roles: string[]; isAdmin: boolean; corporateType: number; userName: string }>(
      server.app,
      'GET',
      '/api/user/userinfo',
      { token },
    );

  describe('register', () => {
    it('creates a company account with the admin flag, which then signs in', async () => {
      const mobile = freshMobile();
      const smsCode = await receivedCode(server.app, mobile, 'register');
      const answer = await register({ mobile, smsCode, password: PASSWORD });
      expect(answer.httpStatus).toBe(200);
      expect(answer.body).toEqual({ status: 0, message: '', data: { userName: mobile } });

      const [account] = await server.db
        .select()
        .from(accounts)
        .where(eq(accounts.userName, mobile));
      expect(account).toMatchObject({
        mobile,
        availableRoles: ['2000'],
        activeRole: '2000',
        isAdmin: true,
        enabled: true,
      });
      expect(account?.passwordHash).toMatch(/^scrypt\$/);
      const [company] = await server.db
        .select()
        .from(corporates)
        .where(eq(corporates.id, account?.corporateId ?? -1));
      expect(company).toMatchObject({ corporateType: 2, verifiedAt: null, contactMobile: mobile });

      const token = await signIn(server.app, mobile, PASSWORD);
      expect((await userInfo(token)).body.data).toMatchObject({
        roles: ['2000'],
        isAdmin: true,
        corporateType: 2,
        userName: mobile,
      });
    });

    it('shows the seed messages on their fields, in both languages', async () => {
      const zh = await register({ mobile: '1234', smsCode: '', password: 'short' });
      expect(zh.httpStatus).toBe(400);
      expect(zh.body.fieldErrors).toEqual({
        mobile: '请输入正确的手机号码',
        smsCode: '请输入验证码',
        password: '密码为6-16位字母和数字组合',
      });
      expect(zh.body.message).toBe('手机号: 请输入正确的手机号码');
      const en = await register({ mobile: freshMobile(), smsCode: '12', password: '' }, 'en');
      expect(en.body.fieldErrors).toEqual({
        smsCode: 'Verification code error',
        password: 'Please input a password',
      });
    });

    it('refuses a wrong code and creates nothing', async () => {
      const mobile = freshMobile();
      const smsCode = await receivedCode(server.app, mobile, 'register');
      const wrong = smsCode === '000000' ? '111111' : '000000';
      const answer = await register({ mobile, smsCode: wrong, password: PASSWORD }, 'en');
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ smsCode: 'Verification code error' });
      expect(answer.body.message).toBe('SMS code: Verification code error');
      expect(await server.db.select().from(accounts).where(eq(accounts.userName, mobile))).toEqual(
        [],
      );
    });

    it('refuses a code sent for another purpose', async () => {
      const mobile = freshMobile();
      const smsCode = await receivedCode(server.app, mobile, 'appeal');
      expect((await register({ mobile, smsCode, password: PASSWORD })).httpStatus).toBe(400);
    });

    it('names a registered number only to whoever holds a valid code for it', async () => {
      const withoutCode = await register(
        { mobile: DEMO_COMPANY, smsCode: '123456', password: PASSWORD },
        'en',
      );
      expect(withoutCode.body.fieldErrors).toEqual({ smsCode: 'Verification code error' });

      const smsCode = await receivedCode(server.app, DEMO_COMPANY, 'register');
      const withCode = await register({ mobile: DEMO_COMPANY, smsCode, password: PASSWORD }, 'en');
      expect(withCode.httpStatus).toBe(409);
      expect(withCode.body.fieldErrors).toEqual({
        mobile: 'This mobile number is already registered, please log in',
      });
      // The demo account is untouched.
      expect((await attemptLogin(server.app, DEMO_COMPANY, DEMO_PASSWORD)).httpStatus).toBe(200);
    });
  });

  describe('reset password', () => {
    /** A fresh company account, registered through the API, with two sessions. */
    const registeredAccount = async () => {
      const mobile = freshMobile();
      const smsCode = await receivedCode(server.app, mobile, 'register');
      await register({ mobile, smsCode, password: PASSWORD });
      server.clock.advance(minutes(1));
      const tokens = [
        await signIn(server.app, mobile, PASSWORD),
        await signIn(server.app, mobile, PASSWORD),
      ];
      return { mobile, tokens };
    };

    it('sets the new password and signs every session out', async () => {
      const { mobile, tokens } = await registeredAccount();
      const smsCode = await receivedCode(server.app, mobile, 'reset');
      const answer = await reset({ mobile, smsCode, password: 'Renewed2026' });
      expect(answer.body).toEqual({ status: 0, message: '', data: null });
      for (const token of tokens) expect((await userInfo(token)).httpStatus).toBe(512);
      expect((await attemptLogin(server.app, mobile, PASSWORD)).httpStatus).toBe(400);
      expect((await attemptLogin(server.app, mobile, 'Renewed2026')).httpStatus).toBe(200);
    });

    it('uses the code up', async () => {
      const { mobile } = await registeredAccount();
      const smsCode = await receivedCode(server.app, mobile, 'reset');
      await reset({ mobile, smsCode, password: 'Renewed2026' });
      const again = await reset({ mobile, smsCode, password: 'Again2027' });
      expect(again.httpStatus).toBe(400);
      expect((await attemptLogin(server.app, mobile, 'Renewed2026')).httpStatus).toBe(200);
    });

    it('answers a number without an account like a wrong code', async () => {
      const { mobile } = await registeredAccount();
      const unknown = freshMobile();
      expect((await requestSmsCode(server.app, unknown, 'reset')).httpStatus).toBe(200);
      await receivedCode(server.app, mobile, 'reset');
      const answers = [
        await reset({ mobile, smsCode: '000000', password: 'Renewed2026' }, 'en'),
        await reset({ mobile: unknown, smsCode: '000000', password: 'Renewed2026' }, 'en'),
      ];
      for (const answer of answers) {
        expect(answer.httpStatus).toBe(400);
        expect(answer.body).toEqual(answers[0]?.body);
      }
    });

    it('checks the new password and its rule before spending the code', async () => {
      const { mobile } = await registeredAccount();
      const smsCode = await receivedCode(server.app, mobile, 'reset');
      const weak = await reset({ mobile, smsCode, password: 'abcdef' });
      expect(weak.body.fieldErrors).toEqual({ password: '密码为6-16位字母和数字组合' });
      expect((await reset({ mobile, smsCode, password: 'Renewed2026' })).httpStatus).toBe(200);
    });
  });
});
