/**
 * Registered accounts (issue 13, accountManagement): the list leaves platform staff out,
 * masks mobiles and filters; disabling an account ends its open sessions at their next
 * call (514) and refuses its sign-in until it is enabled again; each switch is an admin
 * action; the super-admin and the operator may, a reviewer may not.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredAccount } from '@machines/contracts';
import { PASSWORD_PATTERN } from '@machines/validation';
import { accounts, adminActions } from '../../server/db/schema';
import { accountOfMobile } from '../../server/lib/mobileAccounts';
import { attemptLogin, call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const COMPANY = DEMO.wenjiangAdmin;

describe.each(testDatabases)('registered accounts (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let reviewer: string;

  const list = (query: Record<string, string> = {}, token = admin) =>
    call<Page<RegisteredAccount>>(server.app, 'GET', '/api/user/query-account-page', {
      token,
      query,
    });
  const switchAccount = (accountId: number, enabled: boolean, token = operator) =>
    call<RegisteredAccount>(server.app, 'PUT', '/api/user/enable-user', {
      token,
      body: { accountId, enabled },
    });
  const accountOf = async (userName: string) => {
    const found = await list({ keyword: userName.slice(-4), pageSize: '100' });
    const account = found.body.data.list.find((row) => row.userName.endsWith(userName.slice(-4)));
    if (!account) throw new Error(`no account ending ${userName.slice(-4)}`);
    return account;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, DEMO.superAdmin);
    operator = await sessionFor(server, DEMO.operator);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  it('lists registered accounts, never staff, masked, newest first, filtered', async () => {
    const all = await list({ pageSize: '100' });
    expect(all.httpStatus).toBe(200);
    const roles = all.body.data.list.map((account) => account.roles[0] ?? '');
    expect(roles.some((role) => /^0\d{3}$/.test(role))).toBe(false);
    expect(roles).toContain('01000');
    expect(all.body.data.list.every((account) => /^\d{3}\*{4}\d{4}$/.test(account.mobile))).toBe(
      true,
    );
    const companies = await list({ kind: 'company', pageSize: '100' });
    expect(companies.body.data.list.every((account) => account.roles[0]?.startsWith('2'))).toBe(
      true,
    );
    expect(companies.body.data.list.find((account) => account.isAdmin)?.companyName).not.toBe('');
    const query = await list({ kind: 'query' });
    expect(query.body.data.list.map((account) => account.roles)).toEqual([['01000']]);
  });

  it('ends a disabled account’s sessions with 514 and refuses its sign-in until enabled', async () => {
    const open = await sessionFor(server, COMPANY);
    const account = await accountOf(COMPANY);
    expect((await call(server.app, 'GET', '/api/user/userinfo', { token: open })).httpStatus).toBe(
      200,
    );

    const disabled = await switchAccount(account.id, false);
    expect(disabled.body.data).toMatchObject({ id: account.id, enabled: false });
    const [action] = await server.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.id))
      .limit(1);
    expect(action).toMatchObject({ action: 'account.disable', targetId: String(account.id) });

    const next = await call(server.app, 'GET', '/api/user/userinfo', { token: open });
    expect(next.httpStatus).toBe(514);
    expect((await attemptLogin(server.app, COMPANY, 'Demo1234')).httpStatus).toBe(514);
    expect((await switchAccount(account.id, false)).httpStatus).toBe(409);
    expect((await list({ enabled: 'false' })).body.data.list.map((row) => row.id)).toContain(
      account.id,
    );

    expect((await switchAccount(account.id, true, admin)).body.data.enabled).toBe(true);
    expect((await attemptLogin(server.app, COMPANY, 'Demo1234')).httpStatus).toBe(200);
    // The session that met the disabled account stays ended.
    expect(
      (await call(server.app, 'GET', '/api/user/userinfo', { token: open })).httpStatus,
    ).not.toBe(200);
  });

  it('deletes an account softly: no sign-in, sessions ended, number free, history kept', async () => {
    const mobile = '13912345678';
    const [row] = await server.db
      .insert(accounts)
      .values({
        userName: mobile,
        mobile,
        email: 'leaving@example.com',
        passwordHash: await server.passwords.hash('Demo1234'),
        name: '离职人员',
        availableRoles: ['1000'],
        activeRole: '1000',
      })
      .returning({ id: accounts.id });
    const accountId = row?.id ?? 0;
    const open = await sessionFor(server, mobile);
    const remove = (id: number, token = operator) =>
      call(server.app, 'DELETE', '/api/user/delete-user', {
        token,
        query: { accountId: String(id) },
      });

    expect((await remove(accountId, reviewer)).httpStatus).toBe(403);
    const deleted = await remove(accountId);
    expect(deleted.httpStatus).toBe(200);
    const [action] = await server.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.id))
      .limit(1);
    expect(action).toMatchObject({ action: 'account.delete', targetId: String(accountId) });
    expect(JSON.stringify(action?.details)).not.toContain(mobile);

    expect(
      (await call(server.app, 'GET', '/api/user/userinfo', { token: open })).httpStatus,
    ).not.toBe(200);
    expect((await attemptLogin(server.app, mobile, 'Demo1234')).httpStatus).not.toBe(200);
    expect((await list({ keyword: '离职人员' })).body.data.total).toBe(0);
    expect((await remove(accountId)).httpStatus).toBe(404);
    // The row stays for the history; the number is free to register again.
    const [kept] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(kept).toMatchObject({ name: '离职人员', mobile, email: null, enabled: false });
    expect(await accountOfMobile(server.db, mobile)).toBeUndefined();

    // Staff accounts have their own page: not deleted here.
    const [staff] = await server.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userName, DEMO.superAdmin));
    expect((await remove(staff?.id ?? 0)).httpStatus).toBe(404);
  });

  it('does not switch staff accounts here, and lets no reviewer list or switch', async () => {
    const [superAdmin] = await server.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userName, DEMO.superAdmin));
    expect((await switchAccount(superAdmin?.id ?? 0, false)).httpStatus).toBe(404);
    expect((await list({}, reviewer)).httpStatus).toBe(403);
    expect((await switchAccount(1, false, reviewer)).httpStatus).toBe(403);
  });

  it('lists the accounts of one company, its main account first', async () => {
    const account = await accountOf(DEMO.jinchengAdmin);
    const answer = await call<RegisteredAccount[]>(
      server.app,
      'GET',
      '/api/user/query-corporate-account',
      { token: admin, query: { corporateId: String(account.corporateId) } },
    );
    expect(answer.body.data.length).toBeGreaterThanOrEqual(2);
    expect(answer.body.data[0]?.isAdmin).toBe(true);
  });

  it('resets a password to a one-time one that must be changed before anything else', async () => {
    const user = DEMO.huaxiAdmin;
    const open = await sessionFor(server, user);
    const account = await accountOf(user);
    const reset = await call<{ accountId: number; oneTimePassword: string }>(
      server.app,
      'PUT',
      '/api/user/reset-accountpwd',
      { token: operator, body: { accountId: account.id } },
    );
    expect(reset.httpStatus).toBe(200);
    const { oneTimePassword } = reset.body.data;
    expect(oneTimePassword).toMatch(PASSWORD_PATTERN);
    const [action] = await server.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.id))
      .limit(1);
    expect(action).toMatchObject({ action: 'account.resetPassword', details: { oneTime: true } });
    expect(JSON.stringify(action)).not.toContain(oneTimePassword);

    const ended = await call(server.app, 'GET', '/api/user/userinfo', { token: open });
    expect(ended.httpStatus).toBe(512);
    expect((await attemptLogin(server.app, user, 'Demo1234')).httpStatus).not.toBe(200);
    const signedIn = await attemptLogin(server.app, user, oneTimePassword);
    expect(signedIn.httpStatus).toBe(200);
    const token = signedIn.body.data;

    const info = await call<{ mustChangePassword: boolean }>(
      server.app,
      'GET',
      '/api/user/userinfo',
      {
        token,
      },
    );
    expect(info.body.data.mustChangePassword).toBe(true);
    const refused = await call(server.app, 'GET', '/api/corporate/query-message-page', { token });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('请先修改密码') });

    const changed = await call(server.app, 'POST', '/api/user/change-password', {
      token,
      body: { oldPassword: oneTimePassword, password: 'Chosen2025' },
    });
    expect(changed.httpStatus).toBe(200);
    const after = await call<{ mustChangePassword: boolean }>(
      server.app,
      'GET',
      '/api/user/userinfo',
      {
        token,
      },
    );
    expect(after.body.data.mustChangePassword).toBe(false);
    expect(
      (await call(server.app, 'GET', '/api/corporate/query-message-page', { token })).httpStatus,
    ).toBe(200);
    expect((await attemptLogin(server.app, user, 'Chosen2025')).httpStatus).toBe(200);
  });
});
