/**
 * Reading credit applications beyond their review (issue 14): the business query of
 * issued certificates (01000 only) by company, code, number and status; the platform's
 * exports of its list and of the people the applications count, every match of the
 * list's filters.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditApplication } from '@machines/contracts';
import { creditApplications } from '../../server/db/schema';
import { call } from './support/api';
import { CREDIT } from './support/credit';
import { testDatabases } from './support/databases';
import { readSheet } from './support/sheets';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Certificate {
  id: number;
  certificateNo: string;
  status: number;
  companyName: string;
  creditCode: string;
  expiresOn: string;
}

interface Page<T> {
  list: T[];
  total: number;
}

const sheetRows = async (payload: Buffer) => (await readSheet(payload)).rows;

describe.each(testDatabases)('credit queries and exports (%s)', (databaseKind) => {
  let server: TestServer;
  let query: string;
  let platform: string;

  const certificates = (token: string, filters: Record<string, string> = {}) =>
    call<Page<Certificate>>(server.app, 'GET', `${CREDIT}/query-business-credit-page`, {
      token,
      query: { pageIndex: '1', pageSize: '50', ...filters },
    });
  const exported = (path: string, filters: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: path,
      query: filters,
      headers: { 'access-token': platform, 'accept-language': 'en' },
    });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    query = await sessionFor(server, DEMO.businessQuery);
    platform = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  it('finds issued certificates by company, code, number and status, for 01000 only', async () => {
    const all = await certificates(query);
    expect(all.httpStatus, all.body.message).toBe(200);
    // The demo's issued certificates: one in force, one expired; nothing unissued.
    expect(all.body.data.list.map((row) => row.status).sort()).toEqual([6, 8]);
    const [inForce] = all.body.data.list.filter((row) => row.status === 6);
    if (!inForce) throw new Error('The demo has no certificate in force');

    const byNumber = await certificates(query, { certificateNo: inForce.certificateNo });
    expect(byNumber.body.data.list.map((row) => row.id)).toEqual([inForce.id]);
    const byCode = await certificates(query, { creditCode: inForce.creditCode.slice(0, 10) });
    expect(byCode.body.data.list.map((row) => row.id)).toContain(inForce.id);
    const byName = await certificates(query, { companyName: inForce.companyName.slice(2, 6) });
    expect(byName.body.data.list.map((row) => row.id)).toContain(inForce.id);
    expect((await certificates(query, { status: '9' })).body.data.total).toBe(0);
    expect((await certificates(query, { status: '1' })).httpStatus).toBe(400);

    for (const token of [platform, await sessionFor(server, DEMO.shuxinAdmin)]) {
      expect((await certificates(token)).httpStatus).toBe(403);
    }
  });

  it('totals from the counts the database keeps, equal to counting, through every change', async () => {
    const counted = async (statuses: number[]) =>
      (
        await server.db
          .select({ id: creditApplications.id })
          .from(creditApplications)
          .where(inArray(creditApplications.status, statuses))
      ).length;
    const totals = async () => ({
      issued: (await certificates(query)).body.data.total,
      revoked: (await certificates(query, { status: '9' })).body.data.total,
    });
    expect(await totals()).toEqual({ issued: await counted([6, 8, 9]), revoked: 0 });
    // A revocation and its undoing: the statement triggers count every write (migration 0034).
    const [inForce] = (await certificates(query, { status: '6' })).body.data.list;
    if (!inForce) throw new Error('The demo has no certificate in force');
    await server.db
      .update(creditApplications)
      .set({ status: 9 })
      .where(eq(creditApplications.id, inForce.id));
    expect(await totals()).toEqual({ issued: await counted([6, 8, 9]), revoked: 1 });
    await server.db
      .update(creditApplications)
      .set({ status: 6 })
      .where(eq(creditApplications.id, inForce.id));
    expect(await totals()).toEqual({ issued: await counted([6, 8, 9]), revoked: 0 });
  });

  it('reads a certificate past its last day as expired before the sweep does', async () => {
    const [inForce] = (await certificates(query, { status: '6' })).body.data.list;
    if (!inForce) throw new Error('The demo has no certificate in force');
    await server.db
      .update(creditApplications)
      .set({ expiresOn: '2020-01-01' })
      .where(eq(creditApplications.id, inForce.id));
    try {
      expect((await certificates(query, { status: '6' })).body.data.total).toBe(0);
      const expired = await certificates(query, { status: '8' });
      expect(expired.body.data.list.map((row) => row.id)).toContain(inForce.id);
    } finally {
      await server.db
        .update(creditApplications)
        .set({ expiresOn: inForce.expiresOn })
        .where(eq(creditApplications.id, inForce.id));
    }
  });

  it("exports the platform's list, every match, with contact mobiles masked", async () => {
    const list = await call<Page<{ id: number }>>(
      server.app,
      'GET',
      `${CREDIT}/query-plat-corporatecredit-page`,
      { token: platform, query: { pageIndex: '1', pageSize: '1' } },
    );
    const answer = await exported(`${CREDIT}/export-corporatecredit`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Enterprise full name', 'Credit category']);
    expect(rows).toHaveLength(list.body.data.total + 1);
    const mobile = rows[0]?.indexOf('Contact mobile') ?? -1;
    expect(mobile).toBeGreaterThan(0);
    for (const row of rows.slice(1)) expect(row[mobile]).toMatch(/^\d{3}\*{4}\d{4}$/);

    const filtered = await exported(`${CREDIT}/export-corporatecredit`, { status: '6' });
    const approvedRows = (await sheetRows(filtered.rawPayload)).slice(1);
    const status = rows[0]?.indexOf('Status') ?? -1;
    expect(approvedRows.length).toBeGreaterThan(0);
    expect(approvedRows.every((row) => row[status] === 'Approved')).toBe(true);
    // In the list's order, with the certificate's number and dates in their own columns.
    const approvedList = await call<Page<CreditApplication>>(
      server.app,
      'GET',
      `${CREDIT}/query-plat-corporatecredit-page`,
      { token: platform, query: { pageIndex: '1', pageSize: '100', status: '6' } },
    );
    expect(approvedRows.map((row) => Number(row[0]))).toEqual(
      approvedList.body.data.list.map((application) => application.id),
    );
    const [first] = approvedList.body.data.list;
    expect(approvedRows[0]?.slice(-3)).toEqual([
      first?.certificateNo,
      first?.issuedOn,
      first?.expiresOn,
    ]);
    expect(approvedRows[0]?.[rows[0]?.indexOf('Submitted at') ?? -1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
  });

  it('exports the people the applications count, one row each', async () => {
    const answer = await exported('/api/corporate/export-personcredit');
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Name', 'Education', 'Title']);
    expect(rows.length).toBeGreaterThan(1);
    // Counted people, never their ID card numbers.
    expect(rows.flat().some((cell) => /\d{17}[\dX]/.test(cell))).toBe(false);
    const company = await sessionFor(server, DEMO.shuxinAdmin);
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/corporate/export-personcredit',
      headers: { 'access-token': company },
    });
    expect(refused.statusCode).toBe(403);
  });
});
