/**
 * What a session tells about its account. How sessions start, end and expire, and the
 * lockout: tests/security/sessions.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('session user info (%s)', (kind) => {
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

  it('answers the user info of the active role', async () => {
    const token = await sessionFor(server, DEMO.shuxinAdmin);
    const answer = await userInfo(token);
    expect(answer.body.data).toEqual({
      roles: ['2000'],
      availableRoles: ['2000', '2010', '2001'],
      isAdmin: true,
      name: '王建国',
      avatar: null,
      introduction: null,
      userName: DEMO.shuxinAdmin,
      corporateType: 2,
      isTraining: true,
      isReview: true,
      mustChangePassword: false,
      env: 'test',
    });
  });

  it('answers a null company type for accounts without a company', async () => {
    const token = await sessionFor(server, DEMO.businessQuery);
    const answer = await userInfo(token);
    expect(answer.body.data).toMatchObject({
      roles: ['01000'],
      isAdmin: false,
      corporateType: null,
      isTraining: false,
      isReview: false,
    });
  });

  it('touches a session a minute after its last touch, once among simultaneous requests', async () => {
    const token = await sessionFor(server, DEMO.jinchengAdmin);
    const lastSeen = async () => {
      const { rows } = await server.db.execute<{ seen: Date }>(
        sql`select max(last_seen_at) as seen from sessions
            join accounts on accounts.id = sessions.account_id
            where accounts.user_name = '13900002001' and revoked_at is null`,
      );
      return new Date(rows[0]?.seen ?? 0).getTime();
    };
    const before = await lastSeen();
    server.clock.advance(30_000);
    expect((await userInfo(token)).httpStatus).toBe(200);
    expect(await lastSeen()).toBe(before);

    server.clock.advance(31_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => userInfo(token)));
    expect(answers.map((answer) => answer.httpStatus)).toEqual(Array(6).fill(200));
    expect(await lastSeen()).toBe(server.clock.now().getTime());
  });
});
