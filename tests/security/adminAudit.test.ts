/**
 * The admin action log: every administrative change lands in it, in the change's own
 * transaction, and platform staff (0000, 0900) read it. Test-only routes under an
 * administrative permission show that forgetting the record fails loudly.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMINISTRATIVE_PERMISSIONS,
  isAdministrativePermission,
  rolesWith,
} from '@machines/access';
import type { AdminActionEntry, AdminActionPage } from '@machines/contracts';
import { openDatabase } from '../../server/db/client';
import { adminActions, creditLevels } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demoData';
import { administer, recordAdminAction } from '../../server/lib/adminAudit';
import { ok } from '../../server/lib/envelope';
import { AppError, HttpStatus } from '../../server/lib/errors';
import { call } from '../server/support/api';
import { testDatabases } from '../server/support/databases';
import { SEED_MOMENT } from '../server/support/testClock';
import { sessionFor, startTestServer, type TestServer } from '../server/support/testServer';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { DEMO } from '../demoUsers';

/** 12:00 on 15 March 2025 in the association's time (UTC+8): demo rows fall on known days. */
const NOW = SEED_MOMENT;
const SUPER_ADMIN = DEMO.superAdmin;
const OPERATOR = DEMO.operator;
const LOG = '/api/log/admin-actions';
const PROBES = '/api/test-admin';
/** The level the probe routes rename, and the name a committed change gives it. */
const LEVEL = '一级';
const RENAMED = 'Level one';

describe.each(testDatabases)('admin action log (%s)', (kind) => {
  const summary = new SuiteSummary(`ops-admin-audit-${kind}`, `Admin action audit log (${kind})`);
  /** Internal errors the app met, as the error handler logs them. */
  const internalErrors: string[] = [];
  let server: TestServer;
  let superAdmin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      extend: (app) => addAdministrativeProbes(app, () => server, internalErrors),
    });
    superAdmin = await sessionFor(server, SUPER_ADMIN);
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const page = (query: Record<string, string> = {}, token = superAdmin) =>
    call<AdminActionPage>(server.app, 'GET', LOG, { token, query });
  const actions = async (query: Record<string, string> = {}) =>
    (await page(query)).body.data.list.map((entry) => entry.action);
  const recordedCount = async () =>
    (await server.db.select({ rows: count() }).from(adminActions))[0]?.rows ?? 0;
  const levelNameEn = async () =>
    (
      await server.db
        .select({ nameEn: creditLevels.nameEn })
        .from(creditLevels)
        .where(eq(creditLevels.name, LEVEL))
    )[0]?.nameEn;

  describe('the list', () => {
    it('lists the demo actions newest first, with their actors', async () => {
      const answer = await page();
      expect(answer.httpStatus).toBe(200);
      const { list, ...rest } = answer.body.data;
      expect(rest).toEqual({ total: 6, pageIndex: 1, pageSize: 10 });
      expect(list.map((entry) => [entry.action, entry.actorUserName, entry.actorRole])).toEqual([
        ['account.resetPassword', SUPER_ADMIN, '0000'],
        ['account.enable', OPERATOR, '0900'],
        ['account.disable', OPERATOR, '0900'],
        ['catalogue.update', SUPER_ADMIN, '0000'],
        ['account.changeRoles', SUPER_ADMIN, '0000'],
        ['account.createAdmin', '', ''],
      ]);
      expect(list[1]).toMatchObject({ actorName: '周敏', targetType: 'account' });
      expect(list.at(-1)).toMatchObject({ actorName: '', ip: null, details: { roles: ['0000'] } });
      for (const { createdAt } of list) expect(new Date(createdAt).toISOString()).toBe(createdAt);
      summary.add('list checks');
    });

    it('names what each action was about, in the reader’s language', async () => {
      const { list } = (await page()).body.data;
      const reset = list.find((entry) => entry.action === 'account.resetPassword');
      expect(reset?.targetName).toMatch(/（13900002002）$/);
      const renamed = list.find((entry) => entry.action === 'catalogue.update');
      expect(renamed?.targetName).toBe('信息安全服务');
      const english = await call<AdminActionPage>(server.app, 'GET', LOG, {
        token: superAdmin,
        language: 'en',
      });
      const renamedEn = english.body.data.list.find((entry) => entry.action === 'catalogue.update');
      expect(renamedEn?.targetName).toBe('Information security service');
      summary.add('list checks');
    });

    it('pages', async () => {
      const second = await page({ pageIndex: '2', pageSize: '2' });
      expect(second.body.data).toMatchObject({ total: 6, pageIndex: 2, pageSize: 2 });
      expect(second.body.data.list.map((entry) => entry.action)).toEqual([
        'account.disable',
        'catalogue.update',
      ]);
      expect((await page({ pageIndex: '4', pageSize: '2' })).body.data.list).toEqual([]);
      summary.add('list checks');
    });

    it('filters by actor user name or name, literally', async () => {
      expect(await actions({ actor: '周敏' })).toEqual(['account.enable', 'account.disable']);
      expect(await actions({ actor: '0000009' })).toEqual(['account.enable', 'account.disable']);
      expect((await page({ actor: '%' })).body.data.total).toBe(0);
      summary.add('list checks', 3);
    });

    it('filters by action and by inclusive days', async () => {
      expect(await actions({ action: 'account.disable' })).toEqual(['account.disable']);
      expect(await actions({ createdFrom: '2025-03-12', createdTo: '2025-03-13' })).toEqual([
        'account.enable',
        'account.disable',
      ]);
      expect(await actions({ createdFrom: '2025-03-15' })).toEqual(['account.resetPassword']);
      expect(await actions({ createdTo: '2025-02-13' })).toEqual(['account.createAdmin']);
      summary.add('list checks', 4);
    });

    it('refuses a page size over 100 and a malformed day, naming the field', async () => {
      const tooLarge = await page({ pageSize: '101' });
      expect(tooLarge.httpStatus).toBe(400);
      expect(tooLarge.body.message).toMatch(/^每页条数: /);
      const badDay = await page({ createdFrom: '15/03/2025' });
      expect(badDay.httpStatus).toBe(400);
      expect(badDay.body.message).toMatch(/^开始日期: /);
      summary.add('list checks', 2);
    });

    it('is read by the super administrator and the operator only', async () => {
      const readers = ['0000', '0900'];
      for (const account of demoAccounts) {
        const answer = await page({}, await sessionFor(server, account.userName));
        expect(answer.httpStatus, account.userName).toBe(
          readers.includes(account.roles[0]) ? 200 : 403,
        );
        summary.add('account × list access checks');
      }
      expect((await call(server.app, 'GET', LOG)).httpStatus).toBe(401);
      summary.add('account × list access checks');
    });
  });

  describe('enforcement', () => {
    it('marks the administrative permissions in the access table', () => {
      expect(ADMINISTRATIVE_PERMISSIONS).toEqual(
        expect.arrayContaining(['account.administer', 'manager.administer']),
      );
      expect(isAdministrativePermission('adminLog.read')).toBe(false);
      expect(isAdministrativePermission('realname.review')).toBe(false);
      expect(rolesWith('adminLog.read')).toEqual(['0000', '0900']);
      expect(rolesWith('account.administer')).toEqual(['0000', '0900']);
      expect(rolesWith('manager.administer')).toEqual(['0000']);
      summary.add('enforcement cases');
    });

    it('refuses the success of an administrative change that recorded nothing', async () => {
      const before = await recordedCount();
      const answer = await call(server.app, 'POST', `${PROBES}/forgets`, { token: superAdmin });
      expect(answer.httpStatus).toBe(500);
      expect(answer.body).toMatchObject({ status: 500, data: null });
      expect(internalErrors).toContain(
        `Administrative route POST ${PROBES}/forgets recorded no admin action`,
      );
      expect(await recordedCount()).toBe(before);
      summary.add('enforcement cases');
    });

    it('rolls back a change made through administer() that recorded nothing', async () => {
      const before = await recordedCount();
      const answer = await call(server.app, 'POST', `${PROBES}/forgets-in-transaction`, {
        token: superAdmin,
      });
      expect(answer.httpStatus).toBe(500);
      expect(internalErrors).toContain(
        `Administrative route POST ${PROBES}/forgets-in-transaction recorded no admin action`,
      );
      expect(await levelNameEn()).toBe('Level 1');
      expect(await recordedCount()).toBe(before);
      summary.add('enforcement cases');
    });

    it('commits a recorded change and shows it in the list', async () => {
      const operator = await sessionFor(server, OPERATOR);
      const answer = await call(server.app, 'POST', `${PROBES}/records`, { token: operator });
      expect(answer.httpStatus).toBe(200);
      expect(await levelNameEn()).toBe(RENAMED);
      const [newest] = (await page({ action: 'catalogue.update' })).body.data.list;
      expect(newest).toMatchObject<Partial<AdminActionEntry>>({
        actorUserName: OPERATOR,
        actorName: '周敏',
        actorRole: '0900',
        targetType: 'credit_levels',
        details: { field: 'nameEn', before: 'Level 1', after: RENAMED },
        createdAt: NOW.toISOString(),
      });
      // The level by its type and its own name, as it is now.
      expect(newest?.targetName).toMatch(/ · 一级$/);
      expect(newest?.ip).toBeTruthy();
      summary.add('enforcement cases');
    });

    it('names the ids inside the details, and a target gone since has no name', async () => {
      const [level] = await server.db
        .select({ id: creditLevels.id, typeId: creditLevels.typeId })
        .from(creditLevels)
        .where(eq(creditLevels.name, LEVEL));
      if (!level) throw new Error('the demo credit level is missing');
      await recordAdminAction(server.db, commandLine, {
        action: 'catalogue.create',
        target: { type: 'credit_levels', id: level.id },
        details: { after: { typeId: level.typeId, name: LEVEL } },
        at: NOW,
      });
      await recordAdminAction(server.db, commandLine, {
        action: 'catalogue.delete',
        target: { type: 'credit_levels', id: 987_654 },
        details: { before: { typeId: level.typeId, name: '已删等级' } },
        at: NOW,
      });
      const list = (await page({ action: 'catalogue.create' })).body.data.list;
      expect(list[0]?.references).toEqual({
        [`typeId:${level.typeId}`]: expect.stringMatching(/\S/),
      });
      const gone = (await page({ action: 'catalogue.delete' })).body.data.list[0];
      expect(gone).toMatchObject({ targetId: '987654', targetName: null });
      summary.add('enforcement cases');
    });

    it('lets refusals and reads under an administrative permission through unrecorded', async () => {
      const refused = await call(server.app, 'POST', `${PROBES}/refuses`, { token: superAdmin });
      expect(refused.httpStatus).toBe(409);
      const read = await call(server.app, 'GET', `${PROBES}/reads`, { token: superAdmin });
      expect(read.httpStatus).toBe(200);
      summary.add('enforcement cases', 2);
    });

    it('rolls the record back with its transaction', async () => {
      const before = await recordedCount();
      const rolledBack = server.db.transaction(async (tx) => {
        await recordAdminAction(tx, commandLine, {
          action: 'account.disable',
          target: { type: 'account', id: 1 },
          at: server.clock.now(),
        });
        expect(await tx.select({ rows: count() }).from(adminActions)).toEqual([
          { rows: before + 1 },
        ]);
        throw new Error('the change failed');
      });
      await expect(rolledBack).rejects.toThrow('the change failed');
      expect(await recordedCount()).toBe(before);
      summary.add('enforcement cases');
    });

    it('refuses to record a secret in the details', async () => {
      const before = await recordedCount();
      const leaking = recordAdminAction(server.db, commandLine, {
        action: 'account.resetPassword',
        target: { type: 'account', id: 1 },
        details: { account: { newPassword: 'Secret123' } },
        at: server.clock.now(),
      });
      await expect(leaking).rejects.toThrow('must not record the secret "newPassword"');
      expect(await recordedCount()).toBe(before);
      summary.add('enforcement cases');
    });
  });
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('records account.createAdmin with no actor', async () => {
    const environment = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['server/cli/createAdmin.ts', '--mobile', '13912345678', '--password', 'Secret123'],
      { env: environment },
    );
    const database = await openDatabase(
      { dataDir, databaseUrl: undefined },
      { command: 'test check', embedded: 'own' },
    );
    try {
      const rows = await database.db.select().from(adminActions);
      expect(rows).toEqual([
        expect.objectContaining({
          actorAccountId: null,
          actorRole: null,
          action: 'account.createAdmin',
          targetType: 'account',
          details: { userName: '13912345678', name: '系统管理员', roles: ['0000'] },
          ip: null,
        }),
      ]);
      expect(JSON.stringify(rows)).not.toContain('Secret123');
    } finally {
      await database.close();
    }
  });
});

const commandLine = { accountId: null, role: null, ip: null };

/**
 * Routes under `account.administer` standing in for the administrative endpoints later
 * issues add: each renames a credit level, recording it or forgetting to.
 */
function addAdministrativeProbes(
  app: FastifyInstance,
  server: () => TestServer,
  internalErrors: string[],
) {
  const config = { permission: 'account.administer' } as const;
  const rename = async (tx: TestServer['db']) => {
    const [level] = await tx
      .update(creditLevels)
      .set({ nameEn: RENAMED })
      .where(eq(creditLevels.name, LEVEL))
      .returning({ id: creditLevels.id });
    return level?.id ?? null;
  };

  app.addHook('onError', async (_request, _reply, error) => {
    internalErrors.push(error.message);
  });
  app.post(`${PROBES}/forgets`, { config }, async () => ok(null));
  app.post(`${PROBES}/forgets-in-transaction`, { config }, async (request) => {
    await administer(server().db, request, rename);
    return ok(null);
  });
  app.post(`${PROBES}/records`, { config }, async (request) => {
    await administer(server().db, request, async (tx) => {
      await recordAdminAction(tx, request, {
        action: 'catalogue.update',
        target: { type: 'credit_levels', id: await rename(tx) },
        details: { field: 'nameEn', before: 'Level 1', after: RENAMED },
        at: server().clock.now(),
      });
    });
    return ok(null);
  });
  app.post(`${PROBES}/refuses`, { config }, async () => {
    throw new AppError(HttpStatus.conflict, 'error.conflict');
  });
  app.get(`${PROBES}/reads`, { config }, async () => ok(null));
}
