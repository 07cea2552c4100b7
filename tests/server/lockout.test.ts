import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demoData';
import { attemptLogin } from './support/api';
import { testDatabases } from './support/databases';
import { minutes } from './support/testClock';
import { startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('login lockout (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const failFiveTimes = async (userName: string) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attemptLogin(server.app, userName, 'Wrong1234')).httpStatus).toBe(400);
      server.clock.advance(minutes(1));
    }
  };

  it('locks an account for 15 minutes after 5 wrong passwords, then lets it in', async () => {
    await failFiveTimes('13900001000');
    // The 5th-most-recent failure was 5 minutes ago: 10 minutes of lock remain.
    const locked = await attemptLogin(server.app, '13900001000', DEMO_PASSWORD, 'en');
    expect(locked.httpStatus).toBe(429);
    expect(locked.body).toEqual({
      status: 429,
      message: 'Too many failed logins, please try again in 10 minutes',
      data: { retryAfterSeconds: 600 },
    });
    expect(locked.headers['retry-after']).toBe('600');
    const [row] = await server.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userName, '13900001000'), eq(loginLogs.reason, 'locked')));
    expect(row).toMatchObject({ success: false });

    server.clock.advance(minutes(9));
    expect((await attemptLogin(server.app, '13900001000', DEMO_PASSWORD)).httpStatus).toBe(429);
    server.clock.advance(minutes(1));
    expect((await attemptLogin(server.app, '13900001000', DEMO_PASSWORD)).httpStatus).toBe(200);
  });

  it('counts failures under the email and the mobile number of one account together', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await attemptLogin(server.app, '13900002000', 'Wrong1234');
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await attemptLogin(server.app, 'wangjianguo@example.com', 'Wrong1234');
    }
    expect((await attemptLogin(server.app, '13900002000', DEMO_PASSWORD)).httpStatus).toBe(429);
    server.clock.advance(minutes(15));
  });

  it('locks names that match no account the same way', async () => {
    await failFiveTimes('13811112222');
    const answer = await attemptLogin(server.app, '13811112222', 'Wrong1234');
    expect(answer.httpStatus).toBe(429);
    server.clock.advance(minutes(15));
  });

  it('starts counting afresh after a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await attemptLogin(server.app, '13900002110', 'Wrong1234');
    }
    expect((await attemptLogin(server.app, '13900002110', DEMO_PASSWORD)).httpStatus).toBe(200);
    await attemptLogin(server.app, '13900002110', 'Wrong1234');
    expect((await attemptLogin(server.app, '13900002110', DEMO_PASSWORD)).httpStatus).toBe(200);
  });
});
