/**
 * Credit applications, the reviewers' side (issue 14): the institution the application
 * names sees it in its queue and names an assessor; another institution never sees it; the
 * platform's queue holds what institutions approved; the platform's approval issues a
 * certificate numbered per year and line, unique under concurrent approvals; batches
 * answer per item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCertificateNo } from '../../server/credit/certificates';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { CREDIT, submitNewCredit, type CreditApplicationAnswer } from './support/credit';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Page {
  list: (CreditApplicationAnswer & { companyName: string; assessorName: string })[];
  total: number;
}

interface Issued extends CreditApplicationAnswer {
  certificateNo: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  assessorId: number | null;
  assessorName: string;
}

describe.each(testDatabases)('credit applications, reviewers (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let institution: string;
  let otherInstitution: string;

  const inRole = async (userName: string, role: string) => {
    const token = await sessionFor(server, userName);
    await call(server.app, 'PUT', '/api/user/update-usertype', { token, body: { role } });
    return token;
  };
  const decide = (token: string, record: { id: number; version: number }, event: string) =>
    call<Issued>(server.app, 'POST', `${CREDIT}/update-corporatecredit-status`, {
      token,
      body: {
        id: record.id,
        version: record.version,
        event,
        ...(event.endsWith('APPROVE') ? {} : { comment: '请补充材料。' }),
      },
    });
  const submitted = async () => {
    const company = await createCompany(server);
    const person = await verifiedPerson(server.app, company.token, platform);
    return { company, application: await submitNewCredit(server.app, company.token, [person]) };
  };
  const queue = (token: string, path: string, query: Record<string, string> = {}) =>
    call<Page>(server.app, 'GET', `${CREDIT}/${path}`, {
      token,
      query: { pageIndex: '1', pageSize: '100', ...query },
    });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    institution = await inRole(DEMO.rongchengAdmin, '2101');
    otherInstitution = await inRole(DEMO.shuxinAdmin, '2001');
  });
  afterAll(() => server.close());

  it("puts a submission in its institution's queue only, masked, and names its assessor", async () => {
    const { company, application } = await submitted();
    const mine = await queue(institution, 'query-check-corporatecredit-page', { status: '1' });
    const row = mine.body.data.list.find((candidate) => candidate.id === application.id);
    expect(row?.contactMobile).toBe('138****5678');
    const byCode = await queue(institution, 'query-check-corporatecredit-page', {
      creditCode: company.creditCode.slice(0, 12),
      companyName: company.name.slice(2, 6),
    });
    expect(byCode.body.data.list.map((candidate) => candidate.id)).toEqual([application.id]);
    const theirs = await queue(otherInstitution, 'query-check-corporatecredit-page');
    expect(theirs.body.data.list.map((candidate) => candidate.id)).not.toContain(application.id);
    expect((await decide(otherInstitution, application, 'INSTITUTION_APPROVE')).httpStatus).toBe(
      404,
    );
    // Not yet the platform's.
    const atPlatform = await queue(platform, 'query-plat-corporatecredit-page');
    expect(atPlatform.body.data.list.map((candidate) => candidate.id)).not.toContain(
      application.id,
    );

    const assessors = await call<{ id: number; name: string }[]>(
      server.app,
      'GET',
      '/api/user/query-assessor-list',
      { token: institution },
    );
    const [assessor] = assessors.body.data;
    if (!assessor) throw new Error('the demo institution has no assessor');
    const assign = (assessorId: number | null, version: number) =>
      call<Issued>(server.app, 'POST', `${CREDIT}/assign-corporatecredit-assessor`, {
        token: institution,
        body: { id: application.id, version, assessorId },
      });
    const stranger = await verifiedPerson(server.app, company.token, platform, '外人');
    expect((await assign(stranger, application.version)).httpStatus).toBe(400);
    const named = await assign(assessor.id, application.version);
    expect(named.httpStatus, named.body.message).toBe(200);
    expect(named.body.data.assessorName).toBe(assessor.name);
    expect((await assign(null, application.version)).httpStatus).toBe(409);

    const approved = await decide(institution, named.body.data, 'INSTITUTION_APPROVE');
    expect(approved.body.data.status).toBe(3);
    expect((await assign(null, approved.body.data.version)).httpStatus).toBe(409);
    const platformQueue = await queue(platform, 'query-plat-corporatecredit-page', { status: '3' });
    expect(platformQueue.body.data.list.map((candidate) => candidate.id)).toContain(application.id);
  });

  it('issues a numbered certificate with the platform approval, valid for the category years', async () => {
    const { application } = await submitted();
    const first = await decide(institution, application, 'INSTITUTION_APPROVE');
    const issued = await decide(platform, first.body.data, 'PLATFORM_APPROVE');
    expect(issued.httpStatus, issued.body.message).toBe(200);
    const certificate = issued.body.data;
    expect(certificate.status).toBe(6);
    expect(certificate.certificateNo).toMatch(/^\d{4}-1-\d{6}$/);
    expect(certificate.certificateNo?.slice(0, 4)).toBe(certificate.issuedOn?.slice(0, 4));
    const [year, month, day] = (certificate.issuedOn ?? '').split('-').map(Number);
    const expected = new Date(Date.UTC((year ?? 0) + 3, (month ?? 1) - 1, day ?? 1));
    expected.setUTCDate(expected.getUTCDate() - 1);
    expect(certificate.expiresOn).toBe(expected.toISOString().slice(0, 10));
    // Revoked with a reason: the number stays.
    const revoked = await decide(platform, certificate, 'REVOKE');
    expect(revoked.body.data).toMatchObject({
      status: 9,
      certificateNo: certificate.certificateNo,
    });
  });

  it('numbers concurrent approvals and counters without a gap or a twin', async () => {
    const applications = await Promise.all([1, 2, 3].map(() => submitted()));
    const atPlatform = await Promise.all(
      applications.map(
        async ({ application }) =>
          (await decide(institution, application, 'INSTITUTION_APPROVE')).body.data,
      ),
    );
    const approvals = await Promise.all(
      atPlatform.map((record) => decide(platform, record, 'PLATFORM_APPROVE')),
    );
    const numbers = approvals.map((answer) => answer.body.data.certificateNo);
    expect(new Set(numbers).size).toBe(3);

    const counted = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.db.transaction((tx) => nextCertificateNo(tx, 2099, 7)),
      ),
    );
    expect(counted.sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `2099-7-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('decides a batch item by item', async () => {
    const one = (await submitted()).application;
    const two = (await submitted()).application;
    const batch = await call<{ results: { id: number; ok: boolean; message?: string }[] }>(
      server.app,
      'POST',
      `${CREDIT}/muliti-update-corporatecredit-status`,
      {
        token: institution,
        body: {
          items: [
            { id: one.id, version: one.version },
            { id: two.id, version: two.version + 5 },
          ],
          event: 'INSTITUTION_APPROVE',
        },
      },
    );
    expect(batch.httpStatus).toBe(200);
    expect(batch.body.data.results).toEqual([
      expect.objectContaining({ id: one.id, ok: true }),
      expect.objectContaining({ id: two.id, ok: false }),
    ]);
    // The platform may not take the institution's decision.
    expect((await decide(platform, two, 'INSTITUTION_APPROVE')).httpStatus).toBe(409);
  });
});
