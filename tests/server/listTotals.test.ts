/**
 * A review list filtered by its status alone reads its total from the counts the database
 * keeps; filtered by anything else, it counts its rows (server/lib/derivedCounts.ts). Both
 * paths of each prepared list (server/lib/preparedPage.ts) must agree: on the demo data,
 * every status's kept total equals the count under a filter that matches every sent row
 * (submitted since 2000), and the statuses' totals add up to the list's. The open courses'
 * total is kept per sign-up deadline and last open session (migration 0038), the login log's
 * per result and the admin action log's per action (0040): the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Page {
  readonly list: { readonly status: number }[];
  readonly total: number;
}

const EVERY_SENT_ROW = { submittedFrom: '2000-01-01' };
/** Every status code a family may have; a list refuses (400) the ones its family lacks. */
const STATUSES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

describe.each(testDatabases)('review lists’ kept and counted totals (%s)', (databaseKind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  /** The list's total; undefined for a status its family does not have. */
  const total = async (reader: string, path: string, query: Record<string, string>) => {
    const answer = await call<Page>(server.app, 'GET', path, {
      token: tokens[reader],
      query: { pageIndex: '1', pageSize: '1', ...query },
    });
    if (answer.httpStatus === 400 && query.status !== undefined) return undefined;
    expect(answer.httpStatus, `${path} ${JSON.stringify(query)}`).toBe(200);
    return answer.body.data.total;
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    tokens.platform = await sessionFor(server, DEMO.platformReviewer);
    tokens.institution = await sessionFor(server, DEMO.rongchengAdmin);
    tokens.company = await sessionFor(server, DEMO.jinchengAdmin);
    tokens.superAdmin = await sessionFor(server, DEMO.superAdmin);
    await call(server.app, 'PUT', '/api/user/update-usertype', {
      token: tokens.institution,
      body: { role: '2101' },
    });
  });
  afterAll(() => server.close());

  it.each([
    ['platform', '/api/credit-category/query-plat-corporatecredit-page'],
    ['institution', '/api/credit-category/query-check-corporatecredit-page'],
    ['platform', '/api/corporate/query-applyproject-page'],
    ['institution', '/api/corporate/query-check-applyproject-page'],
    ['platform', '/api/course/query-applycourseInfo-page'],
    ['platform', '/api/corporate/query-check-corporatetrainhistory-page'],
    ['platform', '/api/corporate/query-realcorporate-page'],
    ['platform', '/api/corporate/query-applyuser-page'],
  ])('%s: %s', async (reader, path) => {
    const unfiltered = await total(reader, path, {});
    expect(unfiltered).toBeGreaterThan(0);
    expect(await total(reader, path, EVERY_SENT_ROW)).toBe(unfiltered);
    let byStatus = 0;
    let statusesWithRows = 0;
    for (const status of STATUSES) {
      const kept = await total(reader, path, { status });
      if (kept === undefined) continue;
      expect(await total(reader, path, { status, ...EVERY_SENT_ROW }), `status ${status}`).toBe(
        kept,
      );
      byStatus += kept;
      if (kept > 0) statusesWithRows += 1;
    }
    expect(byStatus).toBe(unfiltered);
    // The demo data holds the list in several statuses, so the comparison means something.
    expect(statusesWithRows).toBeGreaterThan(1);
  });

  it('the courses open for sign-up: kept per deadline and last session, and counted', async () => {
    const path = '/api/course/query-courseInfo-page';
    const unfiltered = await total('company', path, {});
    expect(unfiltered).toBeGreaterThan(0);
    // A filter every course passes takes the counted path.
    expect(await total('company', path, { feeMax: '100000000' })).toBe(unfiltered);
    const answer = await call<Page>(server.app, 'GET', path, {
      token: tokens.company,
      query: { pageIndex: '1', pageSize: '100' },
    });
    expect(answer.body.data.list).toHaveLength(Math.min(unfiltered ?? 0, 100));
  });

  /** A day filter every row passes: the counted path. */
  const EVERY_DAY = { createdFrom: '2000-01-01' };

  it('the login log: kept per result, and counted', async () => {
    const path = '/api/log/login-logs';
    const unfiltered = await total('superAdmin', path, {});
    expect(await total('superAdmin', path, EVERY_DAY)).toBe(unfiltered);
    let byResult = 0;
    for (const result of ['success', 'failure']) {
      const kept = await total('superAdmin', path, { result });
      expect(kept, result).toBeGreaterThan(0);
      expect(await total('superAdmin', path, { result, ...EVERY_DAY })).toBe(kept);
      byResult += kept ?? 0;
    }
    expect(byResult).toBe(unfiltered);
  });

  it('the admin action log: kept per action, and counted', async () => {
    const path = '/api/log/admin-actions';
    const unfiltered = await total('superAdmin', path, {});
    expect(unfiltered).toBeGreaterThan(0);
    expect(await total('superAdmin', path, EVERY_DAY)).toBe(unfiltered);
    for (const action of ['account.disable', 'catalogue.update']) {
      const kept = await total('superAdmin', path, { action });
      expect(kept, action).toBeGreaterThan(0);
      expect(await total('superAdmin', path, { action, ...EVERY_DAY })).toBe(kept);
    }
    expect(await total('superAdmin', path, { action: 'no.such' })).toBe(0);
  });
});
