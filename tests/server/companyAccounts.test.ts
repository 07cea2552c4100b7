/**
 * A company's accounts (issue 17): `user/corporateUser`, `user/user-detail`, and the main
 * account adding a staff login and disabling it, on the demo seed. A company reads only its
 * own; platform staff any company's; only the main account manages, and it stays enabled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, OneTimePasswordAnswer, RegisteredAccount } from '@machines/contracts';
import { accounts } from '../../server/db/schema';
import { attemptLogin, call } from './support/api';
import { testDatabases } from './support/databases';
import { freshMobile } from './support/sms';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Paged<T> {
  list: T[];
  total: number;
}

const SHUXIN_ADMIN = DEMO.shuxinAdmin;
const JINCHENG_ADMIN = DEMO.jinchengAdmin;
const JINCHENG_STAFF = DEMO.jinchengStaff;
const PLATFORM_REVIEWER = DEMO.platformReviewer;

describe.each(testDatabases)('a company’s accounts (%s)', (kind) => {
  let server: TestServer;

  const list = (token: string, query: Record<string, string> = {}) =>
    call<Paged<RegisteredAccount>>(server.app, 'GET', '/api/user/corporateUser', {
      token,
      query: { pageIndex: '1', pageSize: '20', ...query },
    });
  const detail = (token: string, id: number) =>
    call<AccountDetail>(server.app, 'GET', '/api/user/user-detail', {
      token,
      query: { id: String(id) },
    });
  const create = (token: string, body: object) =>
    call<OneTimePasswordAnswer>(server.app, 'POST', '/api/user/create-corporateUser', {
      token,
      body,
    });
  const enable = (token: string, accountId: number, enabled: boolean) =>
    call<RegisteredAccount>(server.app, 'PUT', '/api/user/enable-corporateUser', {
      token,
      body: { accountId, enabled },
    });
  const idOf = async (userName: string) => {
    const rows = await server.db
      .select({ id: accounts.id, userName: accounts.userName })
      .from(accounts);
    const found = rows.find((row) => row.userName === userName);
    if (!found) throw new Error(`No account ${userName}`);
    return found.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });

  afterAll(() => server.close());

  it('lists a company’s own accounts, its main account first, mobiles masked', async () => {
    const answer = await list(await sessionFor(server, JINCHENG_STAFF));
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data.list.map((account) => [account.name, account.isAdmin])).toEqual([
      ['李秀英', true],
      ['张伟', false],
    ]);
    expect(answer.body.data.list[0]?.mobile).toBe('139****2001');
  });

  it('keeps other companies’ accounts out of reach; platform staff name the company', async () => {
    const shuxin = await sessionFor(server, SHUXIN_ADMIN);
    const jincheng = (await list(await sessionFor(server, JINCHENG_ADMIN))).body.data.list;
    const jinchengId = String(jincheng[0]?.corporateId);
    expect((await list(shuxin, { corporateId: jinchengId })).httpStatus).toBe(404);
    expect((await detail(shuxin, jincheng[1]?.id ?? 0)).httpStatus).toBe(404);
    const reviewer = await sessionFor(server, PLATFORM_REVIEWER);
    const unnamed = await list(reviewer);
    expect(unnamed.httpStatus).toBe(400);
    expect(unnamed.body.fieldErrors).toHaveProperty('corporateId');
    expect((await list(reviewer, { corporateId: jinchengId })).body.data.total).toBe(2);
    const whole = await detail(reviewer, jincheng[1]?.id ?? 0);
    expect(whole.body.data).toMatchObject({ name: '张伟', mobile: JINCHENG_STAFF });
    // Platform staff are not registered accounts: none of a company's business.
    expect((await detail(reviewer, await idOf(PLATFORM_REVIEWER))).httpStatus).toBe(404);
  });

  it('shows an account whole to its company, with its last sign-in', async () => {
    await attemptLogin(server.app, JINCHENG_STAFF, 'Demo1234');
    const answer = await detail(
      await sessionFor(server, JINCHENG_ADMIN),
      await idOf(JINCHENG_STAFF),
    );
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      userName: JINCHENG_STAFF,
      mobile: JINCHENG_STAFF,
      isAdmin: false,
      enabled: true,
      mustChangePassword: false,
    });
    expect(answer.body.data.lastSignInAt).not.toBeNull();
  });

  it('lets the main account add a staff login that signs in with its one-time password', async () => {
    const admin = await sessionFor(server, JINCHENG_ADMIN);
    const mobile = freshMobile();
    const created = await create(admin, { name: '周晓', mobile, email: '' });
    expect(created.httpStatus, created.body.message).toBe(200);
    const { accountId, oneTimePassword } = created.body.data;
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{10}$/);
    const staff = await detail(admin, accountId);
    expect(staff.body.data).toMatchObject({
      name: '周晓',
      isAdmin: false,
      mustChangePassword: true,
      roles: ['2000'],
    });
    const signIn = await attemptLogin(server.app, mobile, oneTimePassword);
    expect(signIn.httpStatus, signIn.body.message).toBe(200);
    const again = await create(admin, { name: '周晓', mobile });
    expect(again.httpStatus).toBe(409);
    expect(again.body.fieldErrors).toHaveProperty('mobile');
    // No email, said as null (the form's empty field): taken as none.
    const noEmail = await create(admin, { name: '吴敏', mobile: freshMobile(), email: null });
    expect(noEmail.httpStatus, noEmail.body.message).toBe(200);
    const bad = await create(admin, { name: '', mobile: '123' });
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('name');
    expect(bad.body.fieldErrors).toHaveProperty('mobile');
  });

  it('refuses a staff login the management of its company’s accounts', async () => {
    const staff = await sessionFor(server, JINCHENG_STAFF);
    expect((await create(staff, { name: '周晓', mobile: freshMobile() })).httpStatus).toBe(403);
    expect((await enable(staff, await idOf(JINCHENG_ADMIN), false)).httpStatus).toBe(403);
  });

  it('disables a staff login (its session ends at its next call) and enables it again', async () => {
    const admin = await sessionFor(server, JINCHENG_ADMIN);
    const staffId = await idOf(JINCHENG_STAFF);
    const staffSession = await sessionFor(server, JINCHENG_STAFF);
    const disabled = await enable(admin, staffId, false);
    expect(disabled.httpStatus, disabled.body.message).toBe(200);
    expect(disabled.body.data.enabled).toBe(false);
    const cut = await call(server.app, 'GET', '/api/user/userinfo', { token: staffSession });
    expect(cut.body.status).toBe(514);
    expect((await enable(admin, staffId, false)).httpStatus).toBe(409);
    expect((await enable(admin, await idOf(JINCHENG_ADMIN), false)).httpStatus).toBe(409);
    expect((await enable(admin, await idOf(SHUXIN_ADMIN), false)).httpStatus).toBe(404);
    expect((await enable(admin, staffId, true)).body.data.enabled).toBe(true);
  });
});
