/**
 * What a session tells about its account. How sessions start, end and expire, and the
 * lockout: tests/security/sessions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

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
      mustChangePassword: false,
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
