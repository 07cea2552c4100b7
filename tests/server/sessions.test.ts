import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../server/db/schema';
import { hashToken } from '../../server/lib/sessions';
import { call, signIn } from './support/api';
import { testDatabases } from './support/databases';
import { hours, minutes } from './support/testClock';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('sessions (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const userInfo = (token?: string, language?: string) =>
    call(server.app, 'GET', '/api/user/userinfo', {
      ...(token ? { token } : {}),
      ...(language ? { language } : {}),
    });

  it('stores only the hash of the token a login answers', async () => {
    const token = await signIn(server.app, '13900000000');
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) throw new Error('no session row for the token');
    expect(session.tokenHash).not.toContain(token);
    expect(session.expiresAt.getTime()).toBe(session.createdAt.getTime() + hours(12));
    expect(session.ip).toBe('127.0.0.1');
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const anonymous = await userInfo(undefined, 'en');
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.body).toEqual({ status: 401, message: 'Please log in first', data: null });
    const unknown = await userInfo('not-a-token');
    expect(unknown.httpStatus).toBe(401);
    expect(unknown.body.message).toBe('登录超时，请重新登录');
  });

  it('ends a session after 30 idle minutes', async () => {
    const token = await sessionFor(server, '13900000000');
    server.clock.advance(minutes(29));
    expect((await userInfo(token)).httpStatus).toBe(200);
    server.clock.advance(minutes(29));
    expect((await userInfo(token)).httpStatus).toBe(200);
    server.clock.advance(minutes(31));
    expect((await userInfo(token)).httpStatus).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const token = await sessionFor(server, '13900000000');
    for (let elapsed = 0; elapsed < hours(12) - minutes(20); elapsed += minutes(20)) {
      server.clock.advance(minutes(20));
      expect((await userInfo(token)).httpStatus).toBe(200);
    }
    server.clock.advance(minutes(20));
    expect((await userInfo(token)).httpStatus).toBe(401);
  });

  it('revokes the session on logout: the token then answers 512', async () => {
    const token = await sessionFor(server, '13900000009');
    const logout = await call(server.app, 'POST', '/api/user/logout', { token });
    expect(logout.body).toEqual({ status: 0, message: '', data: null });
    const after = await userInfo(token, 'en');
    expect(after.httpStatus).toBe(512);
    expect(after.body).toEqual({
      status: 512,
      message: 'You have been logged out, please log in again',
      data: null,
    });
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.revokedReason).toBe('logout');
  });

  it('answers 514 to the sessions of an account disabled since', async () => {
    const token = await sessionFor(server, '13900001011');
    await server.db
      .update(accounts)
      .set({ enabled: false })
      .where(eq(accounts.userName, '13900001011'));
    const answer = await userInfo(token);
    expect(answer.httpStatus).toBe(514);
    expect(answer.body.message).toBe('账号已被停用');
  });

  it('answers the user info of the active role', async () => {
    const token = await sessionFor(server, '13900002000');
    const answer = await userInfo(token);
    expect(answer.body.data).toEqual({
      roles: ['2000'],
      availableRoles: ['2000', '2010', '2001'],
      isAdmin: true,
      name: '王建国',
      avatar: null,
      introduction: null,
      userName: '13900002000',
      corporateType: 2,
      isTraining: true,
      isReview: true,
      env: 'test',
    });
  });

  it('answers a null company type for accounts without a company', async () => {
    const token = await sessionFor(server, '13900010000');
    const answer = await userInfo(token);
    expect(answer.body.data).toMatchObject({
      roles: ['01000'],
      isAdmin: false,
      corporateType: null,
      isTraining: false,
      isReview: false,
    });
  });
});
