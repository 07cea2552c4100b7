/**
 * The dashboard's to-do lists (issue 13) at the seed's paths: each answers the queues of
 * its list the caller's role reviews; a queue's count is its review list's total with the
 * awaiting status, its items the longest waiting, at most `limit`; a company gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKLOG_LISTS,
  dashboardChartsShape,
  reviewedQueues,
  type RoleCode,
} from '@machines/access';
import type { BacklogQueue, DashboardCharts, StatusCount } from '@machines/contracts';
import { CHARTS_FRESH_MS } from '../../server/backlog/charts';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('backlog lists (%s)', (kind) => {
  let server: TestServer;
  let reviewer: string;
  let company: string;

  const backlog = (list: string, token: string, query: Record<string, string> = {}) =>
    call<BacklogQueue[]>(server.app, 'GET', `/api/blacklog/${list}-list`, { token, query });
  const total = async (path: string, token: string) =>
    (await call<Page<unknown>>(server.app, 'GET', path, { token })).body.data.total;

  beforeAll(async () => {
    server = await startTestServer(kind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    company = await sessionFor(server, DEMO.jinchengAdmin);
  });
  afterAll(() => server.close());

  it('counts what the platform review lists hold awaiting review', async () => {
    const plat = await backlog('plat', reviewer);
    expect(plat.httpStatus).toBe(200);
    const byKey = new Map(plat.body.data.map((queue) => [queue.key, queue]));
    expect([...byKey.keys()]).toEqual([
      'realname',
      'appeal',
      'people',
      'creditPlatform',
      'projectPlatform',
    ]);
    expect(byKey.get('projectPlatform')?.count).toBe(
      await total('/api/corporate/query-applyproject-page?status=3', reviewer),
    );
    expect(byKey.get('creditPlatform')?.count).toBe(
      await total('/api/credit-category/query-plat-corporatecredit-page?status=3', reviewer),
    );
    expect(byKey.get('realname')?.count).toBe(
      await total('/api/corporate/query-realcorporate-page?status=1', reviewer),
    );
    expect(byKey.get('people')?.count).toBe(
      await total('/api/corporate/query-applyuser-page?status=1', reviewer),
    );
    expect(byKey.get('realname')?.count).toBeGreaterThan(0);

    const vip = await backlog('vip', reviewer);
    expect(vip.body.data.map((queue) => queue.key)).toEqual(['membership']);
    expect(vip.body.data[0]?.count).toBe(
      await total('/api/corporate/query-vipapply-page?status=1', reviewer),
    );
    const train = await backlog('train', reviewer);
    expect(train.body.data[0]?.count).toBe(
      await total('/api/audit/query-traincorporate-page?status=1', reviewer),
    );
  });

  it('lists the longest waiting first, as many as asked', async () => {
    const plat = await backlog('plat', reviewer, { limit: '2' });
    const realname = plat.body.data.find((queue) => queue.key === 'realname');
    expect(realname?.items.length).toBeLessThanOrEqual(2);
    const times = (realname?.items ?? []).map((item) => item.submittedAt ?? '');
    expect([...times].sort()).toEqual(times);
    expect(realname?.items[0]?.title).toMatch(/公司/);
    expect((await backlog('plat', reviewer, { limit: '50' })).httpStatus).toBe(400);
  });

  it("gives a review institution the credit applications assigned to it, and another's none", async () => {
    const inRole = async (userName: string, role: string) => {
      const token = await sessionFor(server, userName);
      await call(server.app, 'PUT', '/api/user/update-usertype', { token, body: { role } });
      return token;
    };
    const assignedQueue = async (token: string) =>
      (await backlog('audit', token)).body.data.find((queue) => queue.key === 'creditInstitution');
    const rongcheng = await inRole(DEMO.rongchengAdmin, '2101');
    const own = await assignedQueue(rongcheng);
    expect(own?.count).toBeGreaterThan(0);
    expect(own?.count).toBe(
      await total('/api/credit-category/query-check-corporatecredit-page?status=1', rongcheng),
    );
    const other = await inRole(DEMO.shuxinAdmin, '2001');
    expect(await assignedQueue(other)).toMatchObject({ count: 0, items: [] });
    // Its charts count its own assignments only, apart from the other institution's.
    const mix = async (token: string) =>
      (
        await call<DashboardCharts>(server.app, 'GET', '/api/dashboard/charts', { token })
      ).body.data.queues.find((queue) => queue.queue === 'creditInstitution')?.counts ?? [];
    expect((await mix(rongcheng)).length).toBeGreaterThan(0);
    expect(await mix(other)).toEqual([]);
  });

  it('answers a company, which reviews nothing, with no queue', async () => {
    for (const list of ['plat', 'vip', 'train', 'audit']) {
      const answer = await backlog(list, company);
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
  });

  describe('charts', () => {
    const charts = (token: string) =>
      call<DashboardCharts>(server.app, 'GET', '/api/dashboard/charts', { token });
    const sum = (counts: readonly StatusCount[]) =>
      counts.reduce((all, { count }) => all + count, 0);

    it("gives a reviewer each queue's status mix, without drafts, matching its lists", async () => {
      const answer = await charts(reviewer);
      expect(answer.httpStatus).toBe(200);
      const { queues, months, own } = answer.body.data;
      expect(own).toBeNull();
      expect(queues.map((queue) => queue.queue)).toEqual([
        'realname',
        'appeal',
        'people',
        'membership',
        'trainingInstitution',
        'reviewInstitution',
        'creditPlatform',
        'projectPlatform',
      ]);
      const realname = queues.find((queue) => queue.queue === 'realname');
      expect(realname?.counts.map((entry) => entry.code)).not.toContain(0);
      expect(sum(realname?.counts ?? [])).toBe(
        await total('/api/corporate/query-realcorporate-page', reviewer),
      );
      const appeals = queues.find((queue) => queue.queue === 'appeal');
      expect(sum(appeals?.counts ?? [])).toBe(
        await total('/api/corporate/query-corporateappeal-page', reviewer),
      );
      const submitted = realname?.counts.find((entry) => entry.code === 1)?.count;
      expect(submitted).toBe(
        await total('/api/corporate/query-realcorporate-page?status=1', reviewer),
      );
      // Twelve months up to the test clock's (2025-03), oldest first.
      expect(months.map((month) => month.month)).toEqual([
        '2024-04',
        '2024-05',
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
        '2025-01',
        '2025-02',
        '2025-03',
      ]);
      expect(sum(months.flatMap((month) => month.counts))).toBeGreaterThan(0);
    });

    it("gives a company its own applications, drafts included, and nobody else's", async () => {
      const answer = await charts(company);
      const { queues, own, months } = answer.body.data;
      expect(queues).toEqual([]);
      const mine = [
        '/api/corporate/query-my-realcorporate-page',
        '/api/corporate/query-my-vipapply-page',
        '/api/corporate/query-my-institutionapply-page',
        '/api/user/query-userstaff-page',
      ];
      let expected = 0;
      for (const path of mine) expected += await total(path, company);
      expect(sum(own ?? [])).toBe(expected);
      expect(sum(months.flatMap((month) => month.counts))).toBeLessThanOrEqual(expected);
    });

    it('counts a scope at most once a minute, then sees what changed', async () => {
      const drafts = async () =>
        (await charts(company)).body.data.own?.find((entry) => entry.code === 0)?.count ?? 0;
      const before = await drafts();
      const saved = await call(server.app, 'POST', '/api/user/save-userstaff', {
        token: company,
        body: { name: '赵六' },
      });
      expect(saved.httpStatus).toBe(200);
      expect(await drafts()).toBe(before);
      server.clock.advance(CHARTS_FRESH_MS);
      expect(await drafts()).toBe(before + 1);
    });

    it('gives a review institution its queue without an empty applications chart', async () => {
      const institution = await sessionFor(server, DEMO.rongchengAdmin);
      await call(server.app, 'PUT', '/api/user/update-usertype', {
        token: institution,
        body: { role: '2101' },
      });
      const { queues, months, own } = (await charts(institution)).body.data;
      expect(queues.map((queue) => queue.queue)).toEqual([
        'creditInstitution',
        'projectInstitution',
      ]);
      expect(sum(queues[0]?.counts ?? [])).toBeGreaterThan(0);
      expect(months).toEqual([]);
      expect(own).toBeNull();
    });

    it('answers each role the queues and charts the dashboard keeps places for', async () => {
      const accounts = [
        DEMO.superAdmin,
        DEMO.platformReviewer,
        DEMO.shuxinAdmin,
        DEMO.jinchengAdmin,
        DEMO.trainee,
      ];
      for (const userName of accounts) {
        const token = await sessionFor(server, userName);
        const user = await call<{ roles: RoleCode[] }>(server.app, 'GET', '/api/user/userinfo', {
          token,
        });
        // `roles` holds the active role only.
        const role = user.body.data.roles[0] as RoleCode;
        const lists = await Promise.all(BACKLOG_LISTS.map((list) => backlog(list, token)));
        expect(
          lists.flatMap((list) => list.body.data.map((queue) => queue.key)),
          userName,
        ).toEqual(reviewedQueues(role));
        const { months, queues, own } = (await charts(token)).body.data;
        const shape = dashboardChartsShape(role) ?? { months: false, own: false, queues: [] };
        expect(
          { months: months.length > 0, own: own !== null, queues: queues.map((q) => q.queue) },
          userName,
        ).toEqual({ ...shape, queues: [...shape.queues] });
      }
    });

    it('answers a role with no queue and no company with empty charts', async () => {
      const expert = await sessionFor(server, DEMO.trainee);
      const answer = await charts(expert);
      expect(answer.body.data).toEqual({ months: [], queues: [], own: null });
    });
  });
});
