/**
 * Platform staff accounts (issue 13, /managerManage): the super-admin creates one with a
 * role code and a one-time password, changes it (the login name follows the mobile),
 * disables, enables and resets it; one enabled super-admin always remains, also when two
 * try to step down at once; only the super-admin may; each change is an admin action.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagerAccount, OneTimePasswordAnswer } from '@machines/contracts';
import { accounts, adminActions } from '../../server/db/schema';
import { attemptLogin, call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('platform staff accounts (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;

  const send = <T>(method: 'POST' | 'PUT', url: string, body: unknown, token = admin) =>
    call<T>(server.app, method, `/api/user/${url}`, { token, body });
  const lastAction = async () =>
    (await server.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1))[0];
  const idOf = async (userName: string) => {
    const [row] = await server.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userName, userName));
    if (!row) throw new Error(`no account ${userName}`);
    return row.id;
  };
  const create = async (mobile: string, role: string, name = '新管理员') => {
    const answer = await send<OneTimePasswordAnswer>('POST', 'create-manager', {
      name,
      mobile,
      email: '',
      role,
    });
    expect(answer.httpStatus).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, DEMO.superAdmin);
    operator = await sessionFor(server, DEMO.operator);
  });
  afterAll(() => server.close());

  it('lists staff only, by role, masked; the detail is whole', async () => {
    const page = await call<Page<ManagerAccount>>(
      server.app,
      'GET',
      '/api/user/query-manager-page',
      {
        token: admin,
        query: { pageSize: '100' },
      },
    );
    const roles = page.body.data.list.map((row) => row.role);
    expect(roles).toEqual([...roles].sort());
    expect(roles.every((role) => /^0\d{3}$/.test(role))).toBe(true);
    expect(page.body.data.list[0]?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const detail = await call<ManagerAccount>(server.app, 'GET', '/api/user/query-manager-detail', {
      token: admin,
      query: { id: String(await idOf(DEMO.operator)) },
    });
    expect(detail.body.data).toMatchObject({ mobile: DEMO.operator, role: '0900' });
  });

  it('filters staff by keyword, role and switch, the total counting what is filtered', async () => {
    const list = async (query: Record<string, string>) =>
      (
        await call<Page<ManagerAccount>>(server.app, 'GET', '/api/user/query-manager-page', {
          token: admin,
          query: { pageSize: '100', ...query },
        })
      ).body.data;
    const operators = await list({ role: '0900' });
    expect(operators.list.length).toBeGreaterThan(0);
    expect(operators.list.every((row) => row.role === '0900')).toBe(true);
    expect(operators.total).toBe(operators.list.length);
    const found = await list({ keyword: '0000009' });
    expect(found.list.map((row) => row.id)).toEqual([await idOf(DEMO.operator)]);
    expect(found.total).toBe(1);
    expect(await list({ keyword: '0000009', role: '0300' })).toMatchObject({ total: 0, list: [] });
    const enabled = await list({ enabled: 'true' });
    expect(enabled.list.every((row) => row.enabled)).toBe(true);
    expect((await list({})).total).toBe(enabled.total + (await list({ enabled: 'false' })).total);
  });

  it('creates a reviewer whose one-time password must be changed first', async () => {
    const { accountId, oneTimePassword } = await create('13911110001', '0300', '审核员甲');
    expect(await lastAction()).toMatchObject({
      action: 'account.createAdmin',
      targetId: String(accountId),
      details: { roles: ['0300'] },
    });
    const login = await attemptLogin(server.app, '13911110001', oneTimePassword);
    expect(login.httpStatus).toBe(200);
    const info = await call<{ roles: string[]; mustChangePassword: boolean }>(
      server.app,
      'GET',
      '/api/user/userinfo',
      { token: login.body.data },
    );
    expect(info.body.data).toMatchObject({ roles: ['0300'], mustChangePassword: true });
    const taken = await send('POST', 'create-manager', {
      name: '重复',
      mobile: '13911110001',
      email: '',
      role: '0100',
    });
    expect(taken.httpStatus).toBe(409);
    expect(taken.body).toMatchObject({ fieldErrors: { mobile: expect.any(String) } });
  });

  it('changes name, mobile (the login name follows) and role, as admin actions', async () => {
    const { accountId } = await create('13911110002', '0100');
    const changed = await send<ManagerAccount>('POST', 'update-manager', {
      accountId,
      name: '审核员乙',
      mobile: '13911110012',
      email: 'Reviewer@Example.cn',
      role: '0200',
    });
    expect(changed.body.data).toMatchObject({ name: '审核员乙', role: '0200' });
    expect(await lastAction()).toMatchObject({
      action: 'account.changeRoles',
      details: { before: { role: '0100' }, after: { role: '0200', email: 'reviewer@example.cn' } },
    });
    expect(await idOf('13911110012')).toBe(accountId);
  });

  it('keeps one enabled super-admin: the last is not disabled or moved to another role', async () => {
    const superAdminId = await idOf(DEMO.superAdmin);
    const refused = await send('PUT', 'enable-manager', {
      accountId: superAdminId,
      enabled: false,
    });
    expect(refused.httpStatus).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('至少须保留一个') });
    const demoted = await send('POST', 'update-manager', {
      accountId: superAdminId,
      name: '系统管理员',
      mobile: DEMO.superAdmin,
      email: '',
      role: '0900',
    });
    expect(demoted.httpStatus).toBe(409);

    // Two enabled super-admins stepping down at the same moment: one of them stays.
    const second = await create('13911110003', '0000');
    const third = await create('13911110004', '0000');
    // As if both had chosen their own passwords already.
    await server.db
      .update(accounts)
      .set({ mustChangePassword: false })
      .where(eq(accounts.activeRole, '0000'));
    const secondToken = await sessionFor(server, '13911110003');
    const thirdToken = await sessionFor(server, '13911110004');
    const off = (accountId: number, token: string) =>
      send('PUT', 'enable-manager', { accountId, enabled: false }, token);
    expect((await off(superAdminId, secondToken)).httpStatus).toBe(200);
    const [one, two] = await Promise.all([
      off(second.accountId, secondToken),
      off(third.accountId, thirdToken),
    ]);
    expect([one.httpStatus, two.httpStatus].sort()).toEqual([200, 409]);
    const remaining = one.httpStatus === 200 ? thirdToken : secondToken;
    const back = await send(
      'PUT',
      'enable-manager',
      { accountId: superAdminId, enabled: true },
      remaining,
    );
    expect(back.httpStatus).toBe(200);
  });

  it('resets a staff password; only the super-admin manages staff', async () => {
    const target = await idOf(DEMO.platformReviewer);
    const reset = await send<OneTimePasswordAnswer>('PUT', 'reset-managerpwd', {
      accountId: target,
    });
    expect(reset.httpStatus).toBe(200);
    expect(
      (await attemptLogin(server.app, DEMO.platformReviewer, reset.body.data.oneTimePassword))
        .httpStatus,
    ).toBe(200);
    const registered = await idOf(DEMO.jinchengAdmin);
    expect((await send('PUT', 'reset-managerpwd', { accountId: registered })).httpStatus).toBe(404);
    expect(
      (await send('PUT', 'enable-manager', { accountId: target, enabled: false }, operator))
        .httpStatus,
    ).toBe(403);
    expect(
      (await call(server.app, 'GET', '/api/user/query-manager-page', { token: operator }))
        .httpStatus,
    ).toBe(403);
  });
});
