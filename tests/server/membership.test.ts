/**
 * Membership (issue 12): a company applies, the platform decides; an approval grants or
 * extends the membership, which the platform edits, disables, enables, resets and
 * exports; memberships past their validity expire; no company sees another's.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, corporateVips } from '../../server/db/schema';
import { expireLapsedMemberships } from '../../server/membership/expiry';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { readSheet } from './support/sheets';
import { completeVipFields, submitNewVipApplication } from './support/membership';
import type { BatchResult, Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Application {
  id: number;
  status: number;
  version: number;
  levelCode: string;
  contactMobile: string;
  applicationFile: { id: string; url: string } | null;
}

interface Membership {
  id: number;
  corporateId: number;
  status: number;
  version: number;
  levelCode: string;
  validFrom: string;
  validTo: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE = 0;
const EXPIRED = 1;
const DISABLED = 2;

describe.each(testDatabases)('membership (%s)', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  let reviewer: string;
  let operator: string;

  const post = <T>(token: string, url: string, body: unknown) =>
    call<T>(server.app, 'POST', url, { token, body });
  const get = <T>(token: string, url: string) => call<T>(server.app, 'GET', url, { token });
  const approve = (application: { id: number; version: number }) =>
    post<Application>(reviewer, '/api/audit/update-corporatevip-status', {
      id: application.id,
      version: application.version,
      event: 'APPROVE',
    });
  const mine = async (token = company.token) =>
    (
      await get<{
        membership: Membership | null;
        openApplicationId: number | null;
        events: { event: string; toCode: number }[];
      }>(token, '/api/corporate/query-my-vip')
    ).body.data;

  beforeAll(async () => {
    // The suites' fixed day (SEED_MOMENT), so validity ends are known: 2025-03-15.
    server = await startTestServer(kind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    operator = await sessionFor(server, DEMO.operator);
  });
  beforeEach(async () => {
    company = await createCompany(server);
  });
  afterAll(() => server.close());

  it('keeps one open application, names missing fields, and refuses levels not offered', async () => {
    const draft = await post<Application>(company.token, '/api/corporate/save-vipapply', {
      levelCode: 'member',
    });
    expect(draft.httpStatus).toBe(200);
    const second = await post(company.token, '/api/corporate/save-vipapply', {});
    expect(second.httpStatus).toBe(409);

    const incomplete = await post(company.token, '/api/corporate/submit-vipapply', {
      id: draft.body.data.id,
      version: draft.body.data.version,
    });
    expect(incomplete.httpStatus).toBe(400);
    expect(Object.keys(incomplete.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['businessScope', 'scale', 'applicationFileId', 'contactMobile']),
    );

    const unknownLevel = await post(company.token, '/api/corporate/save-vipapply', {
      id: draft.body.data.id,
      version: draft.body.data.version,
      levelCode: 'emperor',
    });
    expect(unknownLevel.httpStatus).toBe(400);
    expect(unknownLevel.body.fieldErrors).toHaveProperty('levelCode');
  });

  it('grants a membership on approval and adds the level’s years on the next', async () => {
    const first = await submitNewVipApplication(server.app, company.token, 'member');
    expect((await approve(first)).httpStatus).toBe(200);
    expect((await mine()).membership).toMatchObject({
      status: ACTIVE,
      levelCode: 'member',
      validFrom: '2025-03-15',
      validTo: '2026-03-14',
    });

    const second = await submitNewVipApplication(server.app, company.token, 'director');
    expect((await approve(second)).httpStatus).toBe(200);
    const { membership } = await mine();
    expect(membership).toMatchObject({
      status: ACTIVE,
      levelCode: 'director',
      validFrom: '2025-03-15',
      validTo: '2028-03-14',
    });
    const messages = await get<Page<{ title: string }>>(
      company.token,
      '/api/corporate/query-message-page?pageIndex=1&pageSize=10',
    );
    expect(messages.body.data.list.map((message) => message.title).join()).toContain('入会申请');
  });

  it('revoking the approval disables the membership; restoring enables it', async () => {
    const submitted = await submitNewVipApplication(server.app, company.token);
    const approved = (await approve(submitted)).body.data;
    const revoked = await post<Application>(reviewer, '/api/audit/update-corporatevip-status', {
      id: approved.id,
      version: approved.version,
      event: 'REVOKE',
    });
    expect((await mine()).membership?.status).toBe(DISABLED);
    await post(reviewer, '/api/audit/update-corporatevip-status', {
      id: revoked.body.data.id,
      version: revoked.body.data.version,
      event: 'RESTORE',
    });
    expect((await mine()).membership?.status).toBe(ACTIVE);
    // The company reads its membership's own steps (its page's history), oldest first.
    expect((await mine()).events.map((entry) => [entry.event, entry.toCode])).toEqual([
      ['DISABLE', DISABLED],
      ['ENABLE', ACTIVE],
    ]);
    expect((await mine((await createCompany(server)).token)).events).toEqual([]);
  });

  it('lets the platform edit, disable, enable and reset, each in the admin action log', async () => {
    await approve(await submitNewVipApplication(server.app, company.token));
    let membership = (await mine()).membership as Membership;
    const before = await server.db.$count(adminActions);

    const badEdit = await post(reviewer, '/api/corporate/update-corporatevip', {
      id: membership.id,
      version: membership.version,
      levelCode: 'member',
      validFrom: '2025-03-15',
      validTo: '2025-02-15',
    });
    expect(badEdit.httpStatus).toBe(400);
    expect(badEdit.body.fieldErrors).toHaveProperty('validTo');

    // Its last day moved into the past: the membership expires at once.
    const edited = await post<Membership>(reviewer, '/api/corporate/update-corporatevip', {
      id: membership.id,
      version: membership.version,
      levelCode: 'president',
      validFrom: '2024-01-01',
      validTo: '2025-01-31',
    });
    expect(edited.body.data).toMatchObject({ levelCode: 'president', status: EXPIRED });
    membership = edited.body.data;

    const renewed = await post<Membership>(reviewer, '/api/corporate/update-corporatevip', {
      ...membership,
      validTo: '2025-12-31',
    });
    expect(renewed.body.data.status).toBe(ACTIVE);
    membership = renewed.body.data;

    const disabled = await post<Membership>(reviewer, '/api/corporate/update-uservip-enable', {
      id: membership.id,
      version: membership.version,
      enabled: false,
    });
    expect(disabled.body.data.status).toBe(DISABLED);
    const stale = await post(reviewer, '/api/corporate/update-uservip-enable', {
      id: membership.id,
      version: membership.version,
      enabled: true,
    });
    expect(stale.httpStatus).toBe(409);
    const enabled = await post<Membership>(reviewer, '/api/corporate/update-uservip-enable', {
      id: membership.id,
      version: disabled.body.data.version,
      enabled: true,
    });
    expect(enabled.body.data.status).toBe(ACTIVE);

    const reset = await post(reviewer, '/api/corporate/reset-uservip', {
      id: membership.id,
      version: enabled.body.data.version,
    });
    expect(reset.httpStatus).toBe(200);
    expect((await mine()).membership).toBeNull();
    expect(await server.db.$count(adminActions)).toBe(before + 5);
    // The company may apply again.
    expect((await submitNewVipApplication(server.app, company.token)).status).toBe(1);
  });

  it('expires memberships past their last day', async () => {
    await approve(await submitNewVipApplication(server.app, company.token));
    const { membership } = await mine();
    await server.db
      .update(corporateVips)
      .set({ validTo: '2025-03-13', validFrom: '2024-03-14' })
      .where(eq(corporateVips.id, membership?.id ?? 0));
    expect(await expireLapsedMemberships(server.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await mine()).membership?.status).toBe(EXPIRED);
    expect(
      await expireLapsedMemberships(
        server.db,
        new Date(server.clock.now().getTime() - 400 * DAY_MS),
      ),
    ).toBe(0);
  });

  it('decides in batches, one result per item', async () => {
    const other = await createCompany(server);
    const mineSubmitted = await submitNewVipApplication(server.app, company.token);
    const theirs = await submitNewVipApplication(server.app, other.token);
    const batch = await post<{ results: BatchResult[] }>(
      reviewer,
      '/api/audit/muliti-update-corporatevip-status',
      {
        event: 'APPROVE',
        items: [
          { id: mineSubmitted.id, version: mineSubmitted.version },
          { id: theirs.id, version: theirs.version + 7 },
        ],
      },
    );
    expect(batch.body.data.results.map((item) => item.ok)).toEqual([true, false]);
  });

  it('keeps companies apart and drafts from reviewers; the operator does not review', async () => {
    const other = await createCompany(server);
    const draft = await post<Application>(
      company.token,
      '/api/corporate/save-vipapply',
      await completeVipFields(server.app, company.token),
    );
    const id = draft.body.data.id;
    expect(
      (await get(other.token, `/api/corporate/query-vipapply-detail?id=${id}`)).httpStatus,
    ).toBe(404);
    expect((await get(reviewer, `/api/corporate/query-vipapply-detail?id=${id}`)).httpStatus).toBe(
      404,
    );
    const own = await get<Page<Application>>(
      other.token,
      '/api/corporate/query-my-vipapply-page?pageIndex=1&pageSize=10',
    );
    expect(own.body.data.total).toBe(0);
    expect((await get(operator, '/api/corporate/query-vipapply-page')).httpStatus).toBe(403);
    expect((await get(company.token, '/api/corporate/query-corporatevip-page')).httpStatus).toBe(
      403,
    );

    const submitted = await post<Application>(company.token, '/api/corporate/submit-vipapply', {
      id,
      version: draft.body.data.version,
    });
    const fileUrl = submitted.body.data.applicationFile?.url ?? '';
    const fetchFile = (token: string) =>
      server.app.inject({ method: 'GET', url: fileUrl, headers: { 'access-token': token } });
    expect((await fetchFile(reviewer)).statusCode).toBe(200);
    expect((await fetchFile(other.token)).statusCode).toBe(404);
    const listed = await get<Page<Application>>(
      reviewer,
      '/api/corporate/query-vipapply-page?pageIndex=1&pageSize=100&status=1',
    );
    const row = listed.body.data.list.find((item) => item.id === id);
    expect(row?.contactMobile).toBe('138****5678');
  });

  it('exports the filtered memberships as a spreadsheet in the language asked', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/corporate/export-corporatevip',
      query: { status: String(ACTIVE) },
      headers: { 'access-token': reviewer, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual([
      'Enterprise full name',
      'Unified social credit code',
      'Level',
      'Valid from',
      'Valid to',
      'Status',
    ]);
    const active = await server.db
      .select({ id: corporateVips.id })
      .from(corporateVips)
      .where(and(eq(corporateVips.status, ACTIVE)));
    expect(rows.length - 1).toBe(active.length);
    expect(rows.slice(1).every((row) => row[5] === 'Active')).toBe(true);
    expect(rows.some((row) => row[0] === '四川蜀信智联科技有限公司')).toBe(true);
  });
});
