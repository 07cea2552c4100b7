/**
 * Issue 45: the workflow map's calls. Every lifecycle the map draws is registered by exactly
 * one area, with the catalogue's status family; the figures equal what the tables hold; a
 * transition taken through the app is counted in its period and lists its record; the
 * records behind a state are those in it; only the staff who run the system may read any
 * of it, and a wrong period or records call is refused naming its field.
 */
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WorkflowMapFigures,
  WorkflowMapInstitution,
  WorkflowMapRecord,
} from '@machines/contracts';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { filtersOf, LIFECYCLE_NAMES, LIFECYCLES } from '@machines/workflowMap/lifecycles';
import { statusFamilies } from '@machines/workflows';
import {
  corporates,
  courses,
  institutionApplications,
  realnameApplications,
  workflowEvents,
} from '../../server/db/schema';
import { localDate, startOfDay, startOfNextDay } from '../../server/lib/dates';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { realnameApi, submitNew, type Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const SUPER_ADMIN = DEMO.superAdmin;
const OPERATOR = DEMO.operator;
const PLATFORM_REVIEWER = DEMO.platformReviewer;
const COMPANY = DEMO.shuxinAdmin;
const ENTITY = 'realname_applications';

describe.each(testDatabases)('the workflow map (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let today: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, SUPER_ADMIN);
    today = localDate(server.clock.now());
  });
  afterAll(() => server.close());

  const readMap = (token: string, query: Record<string, string>, language?: string) =>
    call<WorkflowMapFigures>(server.app, 'GET', '/api/workflow-map', {
      token,
      query,
      ...(language ? { language } : {}),
    });
  const readRecords = (token: string, query: Record<string, string>) =>
    call<Page<WorkflowMapRecord>>(server.app, 'GET', '/api/workflow-map/records', {
      token,
      query,
    });
  const findInstitutions = (token: string, query: Record<string, string>) =>
    call<Page<WorkflowMapInstitution>>(server.app, 'GET', '/api/workflow-map/institutions', {
      token,
      query,
    });
  const wholeTime = { from: '2000-01-01', to: '2099-12-31' };

  it('draws every lifecycle of the catalogue, each registered once with its family', () => {
    expect([...server.app.workflowSources.keys()].sort()).toEqual([...LIFECYCLE_NAMES].sort());
    for (const [name, source] of server.app.workflowSources) {
      expect(source.workflow.family, name).toBe(LIFECYCLES[name].family);
    }
  });

  it('offers the filters each lifecycle declares, and the area answers each of them', () => {
    for (const [name, source] of server.app.workflowSources) {
      expect(Object.keys(source.scopes ?? {}).sort(), name).toEqual(
        [...filtersOf(LIFECYCLES[name])].sort(),
      );
    }
  });

  const recordsOf = (figures: WorkflowMapFigures) =>
    figures.statuses.reduce((sum, status) => sum + status.records, 0);
  const timesOf = (figures: WorkflowMapFigures) =>
    figures.transitions.reduce((sum, step) => sum + step.times, 0);

  it('splits a lifecycle by business line: the lines together hold no more than the whole', async () => {
    for (const name of LIFECYCLE_NAMES.filter((n) =>
      filtersOf(LIFECYCLES[n]).includes('businessLine'),
    )) {
      const whole = (await readMap(admin, { lifecycle: name, ...wholeTime })).body.data;
      let records = 0;
      let times = 0;
      for (const line of BUSINESS_LINES) {
        const answer = await readMap(admin, {
          lifecycle: name,
          ...wholeTime,
          businessLine: String(line),
        });
        expect(answer.httpStatus, `${name} ${line}: ${answer.body.message}`).toBe(200);
        expect(answer.body.data.businessLine).toBe(line);
        records += recordsOf(answer.body.data);
        times += timesOf(answer.body.data);
      }
      // Every record has at most one line (a credit draft without a category has none).
      expect(records, name).toBeLessThanOrEqual(recordsOf(whole));
      expect(times, name).toBeLessThanOrEqual(timesOf(whole));
      if (name === 'course') {
        expect(records).toBe(recordsOf(whole));
        expect(times).toBe(timesOf(whole));
      }
    }
    // The demo's courses are of more than one line, so a line is a real part of the whole.
    const lines = await server.db.selectDistinct({ line: courses.businessLine }).from(courses);
    expect(lines.length).toBeGreaterThan(0);
    const [first] = lines;
    const [ofLine] = await server.db
      .select({ n: count() })
      .from(courses)
      .where(eq(courses.businessLine, first?.line ?? -1));
    const narrowed = await readMap(admin, {
      lifecycle: 'course',
      ...wholeTime,
      businessLine: String(first?.line),
    });
    expect(recordsOf(narrowed.body.data)).toBe(ofLine?.n);
  });

  it('finds the institutions a lifecycle narrows to by name, a page at a time', async () => {
    const trainers = await server.db
      .selectDistinct({ id: corporates.id, name: corporates.name })
      .from(institutionApplications)
      .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
      .where(
        and(eq(institutionApplications.kind, 'training'), eq(institutionApplications.status, 2)),
      )
      .orderBy(asc(corporates.name), asc(corporates.id));
    expect(trainers.length).toBeGreaterThan(1);
    const every = await findInstitutions(admin, { lifecycle: 'course', pageSize: '100' });
    expect(every.httpStatus, every.body.message).toBe(200);
    expect(every.body.data.total).toBe(trainers.length);
    expect(every.body.data.list).toEqual(trainers);
    // A part of one name finds it (and any other holding it), a page of one at a time.
    const [first] = trainers;
    const keyword = first?.name.slice(1, 3) ?? '';
    const found = await findInstitutions(admin, { lifecycle: 'signUp', keyword, pageSize: '1' });
    expect(found.body.data.list).toHaveLength(1);
    expect(found.body.data.total).toBe(trainers.filter((i) => i.name.includes(keyword)).length);
    // LIKE's wildcards are the text they are; credit finds review institutions.
    const wildcard = await findInstitutions(admin, { lifecycle: 'course', keyword: '%' });
    expect(wildcard.body.data.total).toBe(trainers.filter((i) => i.name.includes('%')).length);
    const credit = await findInstitutions(admin, { lifecycle: 'credit' });
    expect(credit.body.data.total).toBeGreaterThan(0);
    // Real-name has no institutions; a reviewer may not search.
    const realname = await findInstitutions(admin, { lifecycle: 'realname' });
    expect(realname.httpStatus).toBe(400);
    expect(realname.body.message).toBe(
      (await readMap(admin, { lifecycle: 'realname', ...wholeTime, institution: '1' })).body
        .message,
    );
    const reviewer = await sessionFor(server, PLATFORM_REVIEWER);
    expect((await findInstitutions(reviewer, { lifecycle: 'course' })).httpStatus).toBe(403);
  });

  it('finds a company once it is approved as an institution, under its name now', async () => {
    const company = await createCompany(server);
    const named = (keyword: string) =>
      findInstitutions(admin, { lifecycle: 'course', keyword }).then(
        (answer) => answer.body.data.list,
      );
    const now = server.clock.now();
    const [application] = await server.db
      .insert(institutionApplications)
      .values({
        corporateId: company.corporateId,
        applicantAccountId: company.accountId,
        kind: 'training',
        status: statusFamilies.application.codeOf('submitted'),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: institutionApplications.id });
    expect(await named(company.name)).toEqual([]);
    await server.db
      .update(institutionApplications)
      .set({ status: statusFamilies.application.codeOf('approved') })
      .where(eq(institutionApplications.id, application?.id ?? 0));
    expect(await named(company.name)).toEqual([{ id: company.corporateId, name: company.name }]);
    // A review institution it is not; renamed, it is found by its new name only.
    const review = await findInstitutions(admin, { lifecycle: 'credit', keyword: company.name });
    expect(review.body.data.list).toEqual([]);
    const renamed = `更名后的机构${company.corporateId}`;
    await server.db
      .update(corporates)
      .set({ name: renamed })
      .where(eq(corporates.id, company.corporateId));
    expect(await named(renamed)).toEqual([{ id: company.corporateId, name: renamed }]);
    expect(await named(company.name)).toEqual([]);
  });

  it('narrows to an institution: the courses it gives, their sign-ups', async () => {
    const [trainer] = await server.db
      .select({ id: courses.corporateId, n: count() })
      .from(courses)
      .groupBy(courses.corporateId)
      .orderBy(courses.corporateId)
      .limit(1);
    if (!trainer) throw new Error('the demo has courses');
    const ofTrainer = await readMap(admin, {
      lifecycle: 'course',
      ...wholeTime,
      institution: String(trainer.id),
    });
    expect(ofTrainer.httpStatus, ofTrainer.body.message).toBe(200);
    expect(ofTrainer.body.data.institution).toBe(trainer.id);
    const [named] = await server.db
      .select({ name: corporates.name })
      .from(corporates)
      .where(eq(corporates.id, trainer.id));
    expect(ofTrainer.body.data.institutionName).toBe(named?.name);
    expect(recordsOf(ofTrainer.body.data)).toBe(trainer.n);
    // Its records below the map are its own too.
    const held = ofTrainer.body.data.statuses.find((status) => status.records > 0);
    const listed = await readRecords(admin, {
      lifecycle: 'course',
      ...wholeTime,
      institution: String(trainer.id),
      status: String(held?.code),
      pageSize: '100',
    });
    expect(listed.body.data.total).toBe(held?.records);
    // Sign-ups of an institution that gives no course: none.
    const nobody = await readMap(admin, {
      lifecycle: 'signUp',
      ...wholeTime,
      institution: '999999999',
    });
    expect(recordsOf(nobody.body.data)).toBe(0);
    expect(timesOf(nobody.body.data)).toBe(0);
    expect(nobody.body.data.institutionName).toBeNull();
  });

  it('counts every lifecycle as its table and events do, each status of its family once', async () => {
    for (const name of LIFECYCLE_NAMES) {
      const answer = await readMap(admin, { lifecycle: name, ...wholeTime });
      expect(answer.httpStatus, `${name}: ${answer.body.message}`).toBe(200);
      const { statuses, transitions } = answer.body.data;
      const workflow = server.app.workflowSources.get(name)?.workflow;
      if (!workflow) throw new Error(`${name} is not registered`);
      expect(statuses.map((status) => status.code)).toEqual(
        statusFamilies[workflow.family].statuses.map((status) => status.meta.code),
      );
      const [rows] = await server.db.select({ n: count() }).from(workflow.table);
      expect(
        statuses.reduce((sum, status) => sum + status.records, 0),
        name,
      ).toBe(rows?.n);
      const [events] = await server.db
        .select({ n: count() })
        .from(workflowEvents)
        .where(eq(workflowEvents.entity, workflow.name));
      expect(
        transitions.reduce((sum, step) => sum + step.times, 0),
        name,
      ).toBe(events?.n);
    }
    // The demo has real-name applications in several statuses, and time spent in them.
    const realname = (await readMap(admin, { lifecycle: 'realname', ...wholeTime })).body.data;
    expect(realname.statuses.filter((status) => status.records > 0).length).toBeGreaterThan(2);
    const timed = realname.statuses.filter((status) => status.stays > 0);
    expect(timed.length).toBeGreaterThan(0);
    for (const status of timed) {
      expect(status.medianSeconds).toBeGreaterThanOrEqual(0);
      expect(status.p90Seconds).toBeGreaterThanOrEqual(status.medianSeconds ?? Infinity);
    }
  });

  it('counts a transition taken through the app in its period, and lists its record', async () => {
    const api = realnameApi(server.app);
    const company = await createCompany(server);
    const application = await submitNew(server.app, company);
    const period = { lifecycle: 'realname', from: today, to: today };
    const before = (await readMap(admin, period)).body.data;
    const approvals = (figures: WorkflowMapFigures) =>
      figures.transitions.find(
        (step) => step.fromCode === 1 && step.toCode === 2 && step.event === 'APPROVE',
      )?.times ?? 0;

    const reviewer = await sessionFor(server, PLATFORM_REVIEWER);
    const decided = await api.decide(reviewer, {
      id: application.id,
      version: application.version,
      event: 'APPROVE',
    });
    expect(decided.httpStatus, decided.body.message).toBe(200);

    const after = (await readMap(admin, period)).body.data;
    expect(approvals(after)).toBe(approvals(before) + 1);
    const statusOf = (figures: WorkflowMapFigures, code: number) =>
      figures.statuses.find((status) => status.code === code);
    const approvedNow = (figures: WorkflowMapFigures) => statusOf(figures, 2)?.records;
    expect(approvedNow(after)).toBe((approvedNow(before) ?? 0) + 1);
    // Its stay in "submitted" ended today: it is among the stays timed.
    const submittedStays = (figures: WorkflowMapFigures) => statusOf(figures, 1)?.stays;
    expect(submittedStays(after)).toBe((submittedStays(before) ?? 0) + 1);

    const took = await readRecords(admin, {
      ...period,
      fromCode: '1',
      toCode: '2',
      event: 'APPROVE',
      pageSize: '100',
    });
    expect(took.httpStatus, took.body.message).toBe(200);
    expect(took.body.data.total).toBe(approvals(after));
    expect(took.body.data.list[0]).toEqual({
      id: application.id,
      status: 2,
      at: server.clock.now().toISOString(),
    });
    // A record deleted since took the step all the same: listed without a status, still counted.
    await server.db.delete(realnameApplications).where(eq(realnameApplications.id, application.id));
    const tookStill = await readRecords(admin, {
      ...period,
      fromCode: '1',
      toCode: '2',
      event: 'APPROVE',
      pageSize: '100',
    });
    expect(tookStill.body.data.total).toBe(approvals(after));
    expect(tookStill.body.data.list[0]).toMatchObject({ id: application.id, status: null });

    // Outside the period it is not counted.
    const yesterday = localDate(new Date(startOfDay(today).getTime() - 1));
    const earlier = (await readMap(admin, { ...period, from: yesterday, to: yesterday })).body.data;
    const [taken] = await server.db
      .select({ n: count() })
      .from(workflowEvents)
      .where(
        and(
          eq(workflowEvents.entity, ENTITY),
          eq(workflowEvents.event, 'APPROVE'),
          gte(workflowEvents.createdAt, startOfDay(yesterday)),
          lt(workflowEvents.createdAt, startOfNextDay(yesterday)),
        ),
      );
    expect(approvals(earlier)).toBe(taken?.n);
  });

  it('lists the records a state holds now, newest first', async () => {
    const answer = await readRecords(admin, {
      lifecycle: 'realname',
      ...wholeTime,
      status: '1',
      pageSize: '100',
    });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    const held = await server.db
      .select({ id: realnameApplications.id })
      .from(realnameApplications)
      .where(eq(realnameApplications.status, 1));
    expect(answer.body.data.total).toBe(held.length);
    expect(answer.body.data.list.map((record) => record.id)).toEqual(
      held.map((row) => row.id).sort((a, b) => b - a),
    );
    for (const record of answer.body.data.list) {
      expect(record.status).toBe(1);
      expect(record.at).not.toBeNull();
    }
  });

  it('is for the staff who run the system: the operator reads it, reviewers and companies do not', async () => {
    const query = { lifecycle: 'course', ...wholeTime };
    expect((await readMap(await sessionFor(server, OPERATOR), query)).httpStatus).toBe(200);
    for (const user of [PLATFORM_REVIEWER, COMPANY]) {
      const token = await sessionFor(server, user);
      expect((await readMap(token, query)).httpStatus, user).toBe(403);
      expect((await readRecords(token, { ...query, status: '1' })).httpStatus, user).toBe(403);
    }
  });

  it('refuses a period that ends before it starts, and a records call naming nothing', async () => {
    const backwards = await readMap(
      admin,
      { lifecycle: 'realname', from: '2026-03-02', to: '2026-03-01' },
      'en',
    );
    expect(backwards.httpStatus).toBe(400);
    expect(backwards.body.message).toBe('End date: cannot be before the start date');
    expect(backwards.body.fieldErrors).toEqual({ to: 'cannot be before the start date' });

    const nothing = await readRecords(admin, { lifecycle: 'realname', ...wholeTime, event: 'X' });
    expect(nothing.httpStatus).toBe(400);
    expect(nothing.body.message).toBe(
      '状态: 请选择一个状态，或一次流转（起始状态、目标状态和事件）',
    );

    const unknown = await readMap(admin, { lifecycle: 'nothing', ...wholeTime });
    expect(unknown.httpStatus).toBe(400);

    // Real-name applications have no business line: the filter is refused, by its name.
    const noLine = await readMap(
      admin,
      { lifecycle: 'realname', ...wholeTime, businessLine: '2' },
      'en',
    );
    expect(noLine.httpStatus).toBe(400);
    expect(noLine.body.fieldErrors).toEqual({ businessLine: 'does not apply to this workflow' });
    const noInstitution = await readRecords(admin, {
      lifecycle: 'institution',
      ...wholeTime,
      institution: '5',
      status: '1',
    });
    expect(noInstitution.httpStatus).toBe(400);
    expect(noInstitution.body.message).toBe('机构: 不适用于该业务流程');
  });

  it('answers the widest period it takes twenty times at once, and names the field of one beyond it', async () => {
    const widest = { lifecycle: 'realname', from: '1900-01-01', to: '2999-12-31' };
    const maps = await Promise.all(Array.from({ length: 20 }, () => readMap(admin, widest)));
    for (const map of maps) expect(map.httpStatus, map.body.message).toBe(200);
    const all = await readMap(admin, { lifecycle: 'realname', ...wholeTime });
    expect(maps[0]?.body.data.transitions).toEqual(all.body.data.transitions);
    for (const [field, period] of [
      ['from', { from: '0001-01-01', to: '2026-03-01' }],
      ['to', { from: '2026-03-01', to: '9999-12-31' }],
    ] as const) {
      const refused = await readMap(admin, { lifecycle: 'realname', ...period }, 'en');
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.fieldErrors).toEqual({
        [field]: 'must be between 1900-01-01 and 2999-12-31',
      });
    }
    for (const impossible of ['2026-02-30', '2026-13-01', '20260101']) {
      const refused = await readMap(admin, {
        lifecycle: 'realname',
        from: impossible,
        to: '2026-03-01',
      });
      expect(refused.httpStatus, impossible).toBe(400);
      expect(refused.body.fieldErrors, impossible).toHaveProperty('from');
    }
  });
});
