/**
 * Account settings (DESIGN §9 /accountSetting): every account reads and changes its own
 * profile, password, mobile and email, and sees and ends its own other sessions. None of
 * it is an administrative action.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, OwnSession } from '@machines/contracts';
import { adminActions, sessions } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demoData';
import { hashToken } from '../../server/lib/sessions';
import { createAccount } from '../security/support/sessionAccounts';
import { attemptLogin, call, signIn } from './support/api';
import { testDatabases } from './support/databases';
import { freshMobile, receivedCode } from './support/sms';
import { minutes } from './support/testClock';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';

const PASSWORD = 'Start2024';

describe.each(testDatabases)('account settings (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const as = (token: string) => ({
    get: <T>(path: string) => call<T>(server.app, 'GET', `/api/user/${path}`, { token }),
    post: <T>(path: string, body?: unknown, language = 'en') =>
      call<T>(server.app, 'POST', `/api/user/${path}`, { token, body: body ?? {}, language }),
  });
  /** An account of its own per test, so that changing it touches no other test. */
  const member = (password?: string) =>
    createAccount(server, { roles: ['1000'], ...(password ? { password } : {}) });

  it('opens for every demo account, with its own profile and its session marked', async () => {
    for (const demo of demoAccounts) {
      const token = await sessionFor(server, demo.userName);
      const profile = await as(token).get<AccountProfile>('profile');
      expect(profile.httpStatus, demo.userName).toBe(200);
      expect(profile.body.data).toMatchObject({ userName: demo.userName, name: demo.name });
      const own = await as(token).get<OwnSession[]>('sessions');
      expect(own.body.data.filter((session) => session.current)).toHaveLength(1);
    }
  });

  describe('profile', () => {
    it('changes name and introduction, checking both', async () => {
      const token = await (await member()).newSession();
      const saved = await as(token).post<AccountProfile>('update-profile', {
        name: '  新名字 ',
        introduction: '负责资质申报',
      });
      expect(saved.body.data).toMatchObject({ name: '新名字', introduction: '负责资质申报' });
      const refused = await as(token).post('update-profile', {
        name: '',
        introduction: 'x'.repeat(201),
      });
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.fieldErrors).toEqual({
        name: 'Please enter a name',
        introduction: 'The text is too long',
      });
    });

    it('takes an image the account uploaded as its avatar, and removes it', async () => {
      const token = await (await member()).newSession();
      const image = await upload(server.app, token, { bytes: samples.png, fileName: 'me.png' });
      const saved = await as(token).post<AccountProfile>('update-profile', {
        name: '头像测试',
        avatarFileId: image.body.data.id,
      });
      expect(saved.body.data.avatar).toMatchObject({ id: image.body.data.id, type: 'image/png' });
      const info = await call<{ avatar: string }>(server.app, 'GET', '/api/user/userinfo', {
        token,
      });
      expect(info.body.data.avatar).toBe(`/api/files/${image.body.data.id}`);
      const removed = await as(token).post<AccountProfile>('update-profile', { name: '头像测试' });
      expect(removed.body.data.avatar).toBeNull();
    });

    it("refuses another account's file, a PDF and no file alike", async () => {
      const token = await (await member()).newSession();
      const otherToken = await (await member()).newSession();
      const others = await upload(server.app, otherToken, { bytes: samples.png });
      const pdf = await upload(server.app, token, { bytes: samples.pdf, fileName: 'cv.pdf' });
      const answers = [];
      for (const avatarFileId of [others.body.data.id, pdf.body.data.id, 'Z'.repeat(22)]) {
        answers.push(await as(token).post('update-profile', { name: '某人', avatarFileId }));
      }
      for (const answer of answers) {
        expect(answer.httpStatus).toBe(400);
        expect(answer.body).toEqual(answers[0]?.body);
      }
      expect(answers[0]?.body.message).toMatch(/^Avatar: /);
      expect((await as(token).get<AccountProfile>('profile')).body.data.name).not.toBe('某人');
    });
  });

  describe('password', () => {
    it('needs the right old password and a new one that differs', async () => {
      const token = await (await member(PASSWORD)).newSession();
      const wrong = await as(token).post('change-password', {
        oldPassword: 'Wrong1234',
        password: 'Changed2025',
      });
      expect(wrong.httpStatus).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ oldPassword: 'The current password is wrong' });
      const same = await as(token).post('change-password', {
        oldPassword: PASSWORD,
        password: PASSWORD,
      });
      expect(same.body.fieldErrors).toEqual({
        password: 'The new password must differ from the current one',
      });
    });

    it('changes it, keeping this session and ending the others', async () => {
      const account = await member(PASSWORD);
      const [here, elsewhere] = [await account.newSession(), await account.newSession()];
      const answer = await as(here).post('change-password', {
        oldPassword: PASSWORD,
        password: 'Changed2025',
      });
      expect(answer.body).toEqual({ status: 0, message: '', data: null });
      expect((await as(here).get('profile')).httpStatus).toBe(200);
      expect((await as(elsewhere).get('profile')).httpStatus).toBe(512);
      expect((await attemptLogin(server.app, account.userName, PASSWORD)).httpStatus).toBe(400);
      await signIn(server.app, account.userName, 'Changed2025');
    });
  });

  describe('mobile and email', () => {
    it('moves the mobile and the login name to a number proven by its code', async () => {
      const account = await member(PASSWORD);
      const token = await account.newSession();
      const mobile = freshMobile();
      const smsCode = await receivedCode(server.app, mobile, 'change-mobile');
      const answer = await as(token).post<AccountProfile>('change-mobile', { mobile, smsCode });
      expect(answer.body.data).toMatchObject({ mobile, userName: mobile });
      await signIn(server.app, mobile, PASSWORD);
      expect((await attemptLogin(server.app, account.userName, PASSWORD)).httpStatus).toBe(400);
    });

    it('refuses a wrong code, a code of another purpose and a taken number', async () => {
      const token = await (await member()).newSession();
      const mobile = freshMobile();
      const registerCode = await receivedCode(server.app, mobile, 'register');
      const wrongPurpose = await as(token).post('change-mobile', { mobile, smsCode: registerCode });
      expect(wrongPurpose.body.fieldErrors).toEqual({ smsCode: 'Verification code error' });

      const taken = demoAccounts[0]?.userName ?? '';
      const smsCode = await receivedCode(server.app, taken, 'change-mobile');
      const answer = await as(token).post('change-mobile', { mobile: taken, smsCode });
      expect(answer.httpStatus).toBe(409);
      expect(answer.body.fieldErrors).toEqual({
        mobile: 'This mobile number is used by another account',
      });
    });

    it('takes a well-formed email nobody else uses, lower-cased', async () => {
      const token = await (await member()).newSession();
      const malformed = await as(token).post('change-email', { email: 'not-an-email' });
      expect(malformed.body.fieldErrors).toEqual({ email: 'The mailbox format is incorrect' });
      const taken = await as(token).post('change-email', { email: 'Admin@Example.com' });
      expect(taken.httpStatus).toBe(409);
      expect(taken.body.fieldErrors).toEqual({
        email: 'This email address is used by another account',
      });
      const email = `${freshMobile()}@Example.com`;
      const saved = await as(token).post<AccountProfile>('change-email', { email });
      expect(saved.body.data.email).toBe(email.toLowerCase());
    });
  });

  describe('own sessions', () => {
    it('lists the live sessions with device and address, this one marked', async () => {
      const account = await member(PASSWORD);
      const other = await account.newSession();
      server.clock.advance(minutes(1));
      const revoked = await account.newSession();
      await server.db
        .update(sessions)
        .set({ revokedAt: server.clock.now(), revokedReason: 'logout' })
        .where(eq(sessions.tokenHash, hashToken(revoked)));
      const token = await signIn(server.app, account.userName, PASSWORD);
      const rowOf = async (of: string) => {
        const [row] = await server.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(of)));
        return row?.id;
      };
      const listed = await as(token).get<OwnSession[]>('sessions');
      expect(listed.body.data.map(({ id, current }) => ({ id, current }))).toEqual([
        { id: await rowOf(token), current: true },
        { id: await rowOf(other), current: false },
      ]);
      expect(listed.body.data[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' });
    });

    it('leaves out sessions that have expired', async () => {
      const account = await member();
      const idle = await account.newSession();
      server.clock.advance(minutes(31));
      const token = await account.newSession();
      const listed = await as(token).get<OwnSession[]>('sessions');
      expect(listed.body.data).toHaveLength(1);
      expect((await as(idle).get('profile')).httpStatus).toBe(401);
    });

    it('signs every other session out, this one staying', async () => {
      const account = await member();
      const [here, ...others] = [
        await account.newSession(),
        await account.newSession(),
        await account.newSession(),
      ];
      const answer = await as(here).post('revoke-other-sessions');
      expect(answer.body).toEqual({ status: 0, message: '', data: { revoked: 2 } });
      for (const token of others) expect((await as(token).get('profile')).httpStatus).toBe(512);
      expect((await as(here).get<OwnSession[]>('sessions')).body.data).toHaveLength(1);
    });
  });

  it("writes no admin action rows: these are the account's own changes", async () => {
    const before = await server.db.$count(adminActions);
    const account = await member(PASSWORD);
    const token = await account.newSession();
    await as(token).post('update-profile', { name: '自助' });
    await as(token).post('change-email', { email: `${freshMobile()}@example.com` });
    await as(token).post('change-password', { oldPassword: PASSWORD, password: 'Changed2025' });
    await as(token).post('revoke-other-sessions');
    expect(await server.db.$count(adminActions)).toBe(before);
  });

  it('is for signed-in accounts only', async () => {
    for (const [method, path] of [
      ['GET', 'profile'],
      ['POST', 'update-profile'],
      ['POST', 'change-password'],
      ['POST', 'change-mobile'],
      ['POST', 'change-email'],
      ['GET', 'sessions'],
      ['POST', 'revoke-other-sessions'],
    ] as const) {
      const answer = await call(server.app, method, `/api/user/${path}`, { body: {} });
      expect(answer.httpStatus, path).toBe(401);
    }
  });
});
