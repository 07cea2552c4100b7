import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('role switching (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const switchRole = (token: string, role: unknown, language?: string) =>
    call<{ roles: string[] }>(server.app, 'PUT', '/api/user/update-usertype', {
      token,
      body: { role },
      ...(language ? { language } : {}),
    });

  it('lets a company admin switch to one of its roles, for every session', async () => {
    const token = await sessionFor(server, DEMO.shuxinAdmin);
    const otherSession = await sessionFor(server, DEMO.shuxinAdmin);
    const answer = await switchRole(token, '2010');
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data).toEqual({ roles: ['2010'] });
    const info = await call<{ roles: string[] }>(server.app, 'GET', '/api/user/userinfo', {
      token: otherSession,
    });
    expect(info.body.data.roles).toEqual(['2010']);
    expect((await switchRole(token, '2001')).body.data).toEqual({ roles: ['2001'] });
  });

  it('refuses a role the account does not have', async () => {
    const token = await sessionFor(server, DEMO.tianfuAdmin);
    const answer = await switchRole(token, '2010', 'en');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('This account does not have that role');
    expect(answer.body.fieldErrors).toEqual({ role: 'This account does not have that role' });
    expect((await switchRole(token, '9999')).httpStatus).toBe(400);
  });

  it('refuses an empty role with a message naming the field', async () => {
    const token = await sessionFor(server, DEMO.tianfuAdmin);
    const answer = await switchRole(token, '');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('角色: 请选择角色');
  });

  it('answers "no permission to switch" to accounts without the admin flag', async () => {
    const staff = await sessionFor(server, DEMO.jinchengStaff);
    const answer = await switchRole(staff, '2000', 'en');
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.message).toBe('No permission to switch');
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    expect((await switchRole(reviewer, '0100')).body.message).toBe('没有切换权限');
  });
});
