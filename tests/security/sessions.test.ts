/**
 * Suite 5, sessions (ASVS 7.2, 7.4 and 6.3; after Django's session tests and Keycloak's
 * brute-force tests): a new random token at every real login, stored only as a hash; the
 * old token dead after every session-ending action (support/sessionEndings.ts); idle and
 * absolute expiry on the test clock; lockout after 5 wrong passwords in 15 minutes and
 * its reset; SMS codes (limits per number, 10 minutes, single use, 5 wrong tries); and
 * answers that never tell whether an account exists.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, sessions } from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { PRODUCTION_PASSWORD_COST } from '../../server/config';
import { hashToken } from '../../server/lib/sessions';
import { attemptLogin, call, solvedCaptcha } from '../server/support/api';
import { outbox, receivedCode } from '../server/support/sms';
import { testDatabases } from '../server/support/databases';
import { hours, minutes } from '../server/support/testClock';
import { startTestServer, type TestServer } from '../server/support/testServer';
import {
  createAccount,
  freshUserName,
  setEnabled,
  type TestAccount,
} from './support/sessionAccounts';
import { SESSION_PASSWORD, sessionEndings } from './support/sessionEndings';
import { SuiteSummary } from '../../scripts/support/suiteSummary';

const WRONG_PASSWORD = 'Wrong1234';
/** A token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

describe.each(testDatabases)('sessions on %s', (kind) => {
  let server: TestServer;
  const summary = new SuiteSummary(`5-sessions-${kind}`, `Sessions (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const member = () => createAccount(server, { roles: ['1000'], password: SESSION_PASSWORD });
  const userInfo = (token: string) =>
    call(server.app, 'GET', '/api/user/userinfo', { token, language: 'en' });
  const logIn = async (account: Pick<TestAccount, 'userName'>, password = SESSION_PASSWORD) => {
    const answer = await attemptLogin(server.app, account.userName, password);
    expect(answer.httpStatus, answer.body.message).toBe(200);
    summary.add('real logins');
    return answer.body.data;
  };
  const sessionRow = async (token: string) => {
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row;
  };
  const expectAnswer = async (token: string, status: number, key: string) => {
    const answer = await userInfo(token);
    expect(answer.httpStatus).toBe(status);
    expect(answer.body).toEqual({ status, message: t('en', key), data: null });
  };

  describe('tokens', () => {
    it('answers a new random token at every login and stores only its hash', async () => {
      const account = await member();
      const tokens = [await logIn(account), await logIn(account)];
      expect(new Set(tokens).size).toBe(2);
      for (const token of tokens) {
        expect(token).toMatch(TOKEN_SHAPE);
        expect((await userInfo(token)).httpStatus).toBe(200);
      }
      const rows = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.accountId, account.accountId));
      expect(rows.map((row) => row.tokenHash).sort()).toEqual(tokens.map(hashToken).sort());
      for (const row of rows) {
        expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + hours(12));
        expect(row.ip).toBe('127.0.0.1');
      }
      const logs = await server.db
        .select()
        .from(loginLogs)
        .where(eq(loginLogs.accountId, account.accountId));
      const stored = JSON.stringify([rows, logs]);
      for (const token of tokens) expect(stored).not.toContain(token);
      summary.add('tokens checked for plain-text storage', tokens.length);
    });

    it('never adopts a token the client brings to the login (session fixation)', async () => {
      const account = await member();
      const existing = await account.newSession();
      for (const brought of [existing, 'chosen-by-an-attacker-0000000000000000000000']) {
        const captcha = await solvedCaptcha(server.app);
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'access-token': brought },
          payload: { userName: account.userName, password: SESSION_PASSWORD, ...captcha },
        });
        const token: unknown = response.json().data;
        expect(token).toMatch(TOKEN_SHAPE);
        expect(token).not.toBe(brought);
        summary.add('real logins');
      }
      expect((await userInfo('chosen-by-an-attacker-0000000000000000000000')).httpStatus).toBe(401);
    });
  });

  const scopeText = {
    account: 'every session of the account',
    session: 'this session only',
    others: 'every other session of the account',
  } as const;

  describe.each(sessionEndings)('session-ending action: $name', (ending) => {
    it(`ends ${scopeText[ending.scope]}`, async () => {
      const account = await member();
      const [first, second] = [await logIn(account), await logIn(account)];
      await ending.end({ server, account, token: first });
      const dead = { account: [first, second], session: [first], others: [second] }[ending.scope];
      const alive = { account: [], session: [second], others: [first] }[ending.scope];
      for (const token of dead) await expectAnswer(token, ending.answer.status, ending.answer.key);
      for (const token of alive) expect((await userInfo(token)).httpStatus).toBe(200);
      for (const token of dead) {
        expect(await sessionRow(token)).toMatchObject({ revokedReason: ending.reason });
      }
      summary.add('sessions ended by an action', dead.length);
    });

    it('stays ended: the account back to normal revives no old session', async () => {
      const account = await member();
      const token = await logIn(account);
      // An action that spares its own session is taken from another one.
      const actingFrom = ending.scope === 'others' ? await account.newSession() : token;
      await ending.end({ server, account, token: actingFrom });
      // Answered once after the action: a disabled account's session is revoked as it is
      // refused. (Disabling itself cannot revoke yet: no screen disables accounts.)
      await userInfo(token);
      await setEnabled(server, account.accountId, true);
      await expectAnswer(token, 512, 'error.sessionRevoked');
      server.clock.advance(minutes(1));
      await expectAnswer(token, 512, 'error.sessionRevoked');
      const fresh = await logIn(account, ending.passwordAfter);
      expect((await userInfo(fresh)).httpStatus).toBe(200);
      summary.add('session-ending actions');
    });
  });

  it('refuses the old password once it is changed', async () => {
    const account = await member();
    const ending = sessionEndings.find((row) => row.name === 'password change');
    if (!ending) throw new Error('no password change row');
    await ending.end({ server, account, token: await account.newSession() });
    const old = await attemptLogin(server.app, account.userName, SESSION_PASSWORD, 'en');
    expect(old.body).toEqual({ status: 400, message: t('en', 'error.badCredentials'), data: null });
  });

  describe('expiry', () => {
    it('ends a session after 30 idle minutes', async () => {
      const token = await (await member()).newSession();
      server.clock.advance(minutes(29));
      expect((await userInfo(token)).httpStatus).toBe(200);
      server.clock.advance(minutes(29));
      expect((await userInfo(token)).httpStatus).toBe(200);
      server.clock.advance(minutes(30) + 1000);
      await expectAnswer(token, 401, 'error.sessionExpired');
      // A later request does not bring it back.
      await expectAnswer(token, 401, 'error.sessionExpired');
      summary.add('expiry rules', 1);
    });

    it('ends a session 12 hours after sign-in however busy it is', async () => {
      const token = await (await member()).newSession();
      for (let elapsed = 0; elapsed < hours(12) - minutes(20); elapsed += minutes(20)) {
        server.clock.advance(minutes(20));
        expect((await userInfo(token)).httpStatus).toBe(200);
      }
      server.clock.advance(minutes(20));
      await expectAnswer(token, 401, 'error.sessionExpired');
      summary.add('expiry rules', 1);
    });

    it('answers an unknown or missing token like an expired one', async () => {
      await expectAnswer('not-a-token', 401, 'error.sessionExpired');
      const anonymous = await call(server.app, 'GET', '/api/user/userinfo', { language: 'en' });
      expect(anonymous.body).toEqual({
        status: 401,
        message: t('en', 'error.unauthenticated'),
        data: null,
      });
    });
  });

  describe('brute force and enumeration', () => {
    /** Five wrong passwords a minute apart, each refused as bad credentials. */
    const failFiveTimes = async (...userNames: string[]) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        for (const userName of userNames) {
          const answer = await attemptLogin(server.app, userName, WRONG_PASSWORD);
          expect(answer.httpStatus).toBe(400);
          summary.add('wrong passwords tried');
        }
        server.clock.advance(minutes(1));
      }
    };
    /** A well-formed mobile number that no account has. */
    const unknownName = freshUserName;

    it('answers a wrong password, a disabled account and an unknown name alike', async () => {
      // At production's cost, as deployed: test mode's hash is too quick for its time to
      // stand out from the queries around it, which is what this measures.
      const timed = await startTestServer(kind, {
        environment: { PASSWORD_COST: String(PRODUCTION_PASSWORD_COST) },
      });
      try {
        await expectAlikeAnswers(timed);
      } finally {
        await timed.close();
      }
    });

    const expectAlikeAnswers = async (server: TestServer) => {
      const member = () => createAccount(server, { roles: ['1000'], password: SESSION_PASSWORD });
      const known = await member();
      const disabled = await member();
      await setEnabled(server, disabled.accountId, false);
      const names = { known: known.userName, disabled: disabled.userName, unknown: unknownName() };
      const durations: Record<string, number[]> = { known: [], disabled: [], unknown: [] };
      // Five rounds, interleaved: a busy machine slows every kind alike. A sixth would lock.
      for (let round = 0; round < 5; round += 1) {
        for (const [label, userName] of Object.entries(names)) {
          const captcha = await solvedCaptcha(server.app);
          const started = performance.now();
          const answer = await call(server.app, 'POST', '/api/auth/login', {
            body: { userName, password: WRONG_PASSWORD, ...captcha },
          });
          durations[label]?.push(performance.now() - started);
          expect({ label, status: answer.httpStatus, body: answer.body }).toEqual({
            label,
            status: 400,
            body: { status: 400, message: '用户名或密码错误', data: null },
          });
          expect(answer.headers['retry-after']).toBeUndefined();
          summary.add('enumeration probes');
        }
      }
      // Unknown names are checked against a dummy hash: the same scrypt work, the same time class.
      const median = (values: number[] = []) => [...values].sort((a, b) => a - b)[2] ?? 0;
      const [knownMedian, unknownMedian] = [median(durations.known), median(durations.unknown)];
      expect(unknownMedian).toBeGreaterThan(knownMedian / 2);
      expect(knownMedian).toBeGreaterThan(unknownMedian / 2);
    };

    it('locks a name after 5 wrong passwords in 15 minutes, known or not, with one answer', async () => {
      const account = await member();
      const unknown = unknownName();
      await failFiveTimes(account.userName, unknown);
      const right = await attemptLogin(server.app, account.userName, SESSION_PASSWORD, 'en');
      const wrong = await attemptLogin(server.app, account.userName, WRONG_PASSWORD, 'en');
      const stranger = await attemptLogin(server.app, unknown, SESSION_PASSWORD, 'en');
      // The 5th-most-recent failure was 5 minutes ago: 10 minutes of lock remain.
      const locked = {
        status: 429,
        message: 'Too many failed logins, please try again in 10 minutes',
        data: { retryAfterSeconds: 600 },
      };
      for (const answer of [right, wrong, stranger]) {
        expect(answer.httpStatus).toBe(429);
        expect(answer.body).toEqual(locked);
        expect(answer.headers['retry-after']).toBe('600');
      }
      const [row] = await server.db
        .select()
        .from(loginLogs)
        .where(and(eq(loginLogs.accountId, account.accountId), eq(loginLogs.reason, 'locked')));
      expect(row).toMatchObject({ success: false });
      summary.add('lockouts checked', 2);

      server.clock.advance(minutes(9));
      expect((await attemptLogin(server.app, account.userName, SESSION_PASSWORD)).httpStatus).toBe(
        429,
      );
      server.clock.advance(minutes(1));
      await logIn(account);
    });

    it('counts only the failures of the last 15 minutes', async () => {
      const account = await member();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await attemptLogin(server.app, account.userName, WRONG_PASSWORD);
        server.clock.advance(minutes(4));
      }
      // Five failures over 16 minutes: only three fall in the last 15 minutes now.
      await logIn(account);
      summary.add('lockouts checked');
    });

    it('counts failures under the email and the mobile number of one account together', async () => {
      const email = `${freshUserName()}@Example.com`;
      const account = await createAccount(server, {
        roles: ['1000'],
        password: SESSION_PASSWORD,
        email,
      });
      for (const userName of [account.userName, email, account.userName, email]) {
        await attemptLogin(server.app, userName, WRONG_PASSWORD);
      }
      await attemptLogin(server.app, email.toUpperCase(), WRONG_PASSWORD);
      const locked = await attemptLogin(server.app, account.userName, SESSION_PASSWORD);
      expect(locked.httpStatus).toBe(429);
      summary.add('lockouts checked');
    });

    it('ends a lock when the password is reset with an SMS code', async () => {
      const account = await member();
      await failFiveTimes(account.userName);
      expect((await attemptLogin(server.app, account.userName, SESSION_PASSWORD)).httpStatus).toBe(
        429,
      );
      const smsCode = await receivedCode(server.app, account.userName, 'reset');
      const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
        body: { mobile: account.userName, smsCode, password: 'Changed2025' },
      });
      expect(reset.httpStatus).toBe(200);
      // The failures guessed the old password: the new one signs in at once.
      server.clock.advance(1000);
      expect((await attemptLogin(server.app, account.userName, 'Changed2025')).httpStatus).toBe(
        200,
      );
      summary.add('lockouts checked');
    });

    it('starts counting afresh after a successful login', async () => {
      const account = await member();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await attemptLogin(server.app, account.userName, WRONG_PASSWORD);
      }
      await logIn(account);
      await attemptLogin(server.app, account.userName, WRONG_PASSWORD);
      await logIn(account);
      summary.add('lockouts checked');
    });
  });
  describe('SMS codes', () => {
    const askCode = (mobile: string, purpose: 'reset' | 'register') =>
      call(server.app, 'POST', '/api/auth/sms-code', {
        body: { mobile, purpose },
        language: 'en',
      });
    const resetWith = (mobile: string, smsCode: string) =>
      call(server.app, 'POST', '/api/auth/reset-password', {
        body: { mobile, smsCode, password: 'Changed2025' },
        language: 'en',
      });
    const refusedCode = {
      status: 400,
      message: 'SMS code: Verification code error',
      data: null,
      fieldErrors: { smsCode: 'Verification code error' },
    };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    it('answers a code request alike whether the number has an account or not', async () => {
      const known = (await member()).userName;
      const unknown = freshUserName();
      for (const purpose of ['reset', 'register'] as const) {
        const answers = [await askCode(known, purpose), await askCode(unknown, purpose)];
        for (const answer of answers) {
          expect(answer.httpStatus).toBe(answers[0]?.httpStatus);
          expect(answer.body).toEqual(answers[0]?.body);
          expect(answer.headers['retry-after']).toEqual(answers[0]?.headers['retry-after']);
          summary.add('enumeration probes');
        }
        server.clock.advance(minutes(1));
      }
      // Only the account's phone got the reset code; nothing tells the caller.
      expect(await outbox(server.app, unknown)).toHaveLength(1);
      expect(await outbox(server.app, known)).toHaveLength(2);
    });

    it('limits a number to one code a minute and 10 a day', async () => {
      const mobile = (await member()).userName;
      expect((await askCode(mobile, 'reset')).httpStatus).toBe(200);
      const again = await askCode(mobile, 'reset');
      expect(again.httpStatus).toBe(429);
      expect(again.body.data).toEqual({ retryAfterSeconds: 60 });
      for (let sent = 1; sent < 10; sent += 1) {
        server.clock.advance(minutes(1));
        expect((await askCode(mobile, 'reset')).httpStatus).toBe(200);
      }
      server.clock.advance(minutes(1));
      expect((await askCode(mobile, 'reset')).httpStatus).toBe(429);
      summary.add('SMS limits checked', 2);
    });

    it('takes a code once, within 10 minutes', async () => {
      const account = await member();
      const code = await receivedCode(server.app, account.userName, 'reset');
      server.clock.advance(minutes(10));
      expect((await resetWith(account.userName, code)).body).toEqual(refusedCode);
      server.clock.advance(minutes(1));
      const fresh = await receivedCode(server.app, account.userName, 'reset');
      expect((await resetWith(account.userName, fresh)).httpStatus).toBe(200);
      expect((await resetWith(account.userName, fresh)).body).toEqual(refusedCode);
      summary.add('SMS code uses checked', 2);
    });

    it('kills a code after 5 wrong tries', async () => {
      const account = await member();
      const code = await receivedCode(server.app, account.userName, 'reset');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await resetWith(account.userName, wrongFor(code))).body).toEqual(refusedCode);
        summary.add('wrong SMS codes tried');
      }
      expect((await resetWith(account.userName, code)).body).toEqual(refusedCode);
      await logIn(account);
    });
  });
});
