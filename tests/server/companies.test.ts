/**
 * Company detail for platform staff (issue 12): one company whole — its standing,
 * membership, institution roles, personnel and the applications it submitted — and the
 * kinds of company; companies themselves may not read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { INSTITUTION_PATHS, submitNewInstitution, verifiedPerson } from './support/institutions';
import { declareNewPerson } from './support/people';
import { submitNewVipApplication } from './support/membership';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Detail {
  company: { id: number; name: string; corporateType: number; verifiedAt: string | null };
  institutionRoles: string[];
  membership: { status: number } | null;
  people: { total: number; verified: number };
  accounts: number;
  applications: { kind: string; id: number; status: number }[];
}

describe.each(testDatabases)('company detail (%s)', (databaseKind) => {
  let server: TestServer;
  let reviewer: string;
  let operator: string;

  const get = <T>(token: string, url: string) => call<T>(server.app, 'GET', url, { token });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    operator = await sessionFor(server, DEMO.operator);
  });
  afterAll(() => server.close());

  it('shows a company whole: roles, people, accounts and its submitted applications', async () => {
    const company = await createCompany(server);
    const teacher = await verifiedPerson(server.app, company.token, reviewer);
    await declareNewPerson(server.app, company.token, '待核验');
    const training = await submitNewInstitution(server.app, company.token, 'training', [teacher]);
    await call(server.app, 'POST', INSTITUTION_PATHS.training.decide, {
      token: reviewer,
      body: { id: training.id, version: training.version, event: 'APPROVE' },
    });
    const membership = await submitNewVipApplication(server.app, company.token);
    await call(server.app, 'POST', INSTITUTION_PATHS.review.save, {
      token: company.token,
      body: { businessLine: '1' },
    });

    const answer = await get<Detail>(
      operator,
      `/api/corporate/query-corporate-detail?id=${company.corporateId}`,
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data).toMatchObject({
      company: { id: company.corporateId, name: company.name, corporateType: 2, verifiedAt: null },
      institutionRoles: ['2110'],
      membership: null,
      people: { total: 2, verified: 1 },
      accounts: 1,
    });
    // The review draft is the company's own: not listed. (The test clock stands still:
    // the order of changes made at the same instant is not asserted.)
    const listed = answer.body.data.applications.map(({ kind, id, status }) => ({
      kind,
      id,
      status,
    }));
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { kind: 'membership', id: membership.id, status: 1 },
        { kind: 'training', id: training.id, status: 2 },
      ]),
    );
  });

  it('answers 404 for no such company and 403 to companies', async () => {
    const company = await createCompany(server);
    expect(
      (await get(reviewer, '/api/corporate/query-corporate-detail?id=999999999')).httpStatus,
    ).toBe(404);
    expect(
      (await get(company.token, `/api/corporate/query-corporate-detail?id=${company.corporateId}`))
        .httpStatus,
    ).toBe(403);
    expect((await get(company.token, '/api/corporate/query-corporatetype-list')).httpStatus).toBe(
      403,
    );
  });

  it('counts companies by kind', async () => {
    const before = await get<{ corporateType: number; count: number }[]>(
      reviewer,
      '/api/corporate/query-corporatetype-list',
    );
    await createCompany(server);
    const after = await get<{ corporateType: number; count: number }[]>(
      reviewer,
      '/api/corporate/query-corporatetype-list',
    );
    expect(after.body.data.map((row) => row.corporateType)).toEqual([0, 1, 2]);
    const members = (rows: typeof after.body.data) =>
      rows.find((row) => row.corporateType === 2)?.count ?? 0;
    expect(members(after.body.data)).toBe(members(before.body.data) + 1);
  });
});
