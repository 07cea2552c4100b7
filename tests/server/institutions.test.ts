/**
 * Training and review institutions (issue 12): a company applies with verified people,
 * the platform decides; an approval adds the role of the kind and line to the company's
 * accounts, the switch takes it away (a session in that role continues as 2000) and gives
 * it back; teachers and assessors come from the approved applications; no company sees
 * another's applications.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, corporates } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import {
  completeInstitutionFields,
  INSTITUTION_PATHS,
  submitNewInstitution,
  verifiedPerson,
} from './support/institutions';
import { declareNewPerson } from './support/people';
import type { BatchResult, Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Application {
  id: number;
  kind: string;
  status: number;
  version: number;
  businessLine: string;
  roleCode: string;
  contactMobile: string;
  people: { id: number; name: string; verified: boolean }[];
}

interface UserInfo {
  roles: string[];
  availableRoles: string[];
  isTraining: boolean;
  isReview: boolean;
}

const training = INSTITUTION_PATHS.training;
const review = INSTITUTION_PATHS.review;

describe.each(testDatabases)('institutions (%s)', (databaseKind) => {
  let server: TestServer;
  let company: TestCompany;
  let reviewer: string;
  let operator: string;
  let teacher: number;

  const post = <T>(token: string, url: string, body: unknown) =>
    call<T>(server.app, 'POST', url, { token, body });
  const put = <T>(token: string, url: string, body: unknown) =>
    call<T>(server.app, 'PUT', url, { token, body });
  const get = <T>(token: string, url: string, query?: Record<string, string>) =>
    call<T>(server.app, 'GET', url, { token, ...(query ? { query } : {}) });
  const decide = (url: string, application: { id: number; version: number }, event: string) =>
    post<Application>(reviewer, url, {
      id: application.id,
      version: application.version,
      event,
      ...(event === 'APPROVE' ? {} : { comment: '请补充材料。' }),
    });
  const userInfo = async (token = company.token) =>
    (await get<UserInfo>(token, '/api/user/userinfo')).body.data;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    operator = await sessionFor(server, DEMO.operator);
  });
  beforeEach(async () => {
    company = await createCompany(server);
    teacher = await verifiedPerson(server.app, company.token, reviewer, '李老师');
  });
  afterAll(() => server.close());

  it('names missing fields, refuses lines without a role code and people not verified', async () => {
    const empty = await post<Application>(company.token, training.submit, {});
    expect(empty.httpStatus).toBe(400);
    expect(Object.keys(empty.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining([
        'businessLine',
        'introduction',
        'premises',
        'courseScope',
        'contactName',
        'contactMobile',
        'qualificationFileId',
        'personIds',
      ]),
    );
    // Line 4 has no training code (2410), line 2 no review code (2201).
    const noLine = await post(company.token, training.save, { businessLine: '4' });
    expect(noLine.body.fieldErrors).toHaveProperty('businessLine');
    const noReviewLine = await post(company.token, review.save, { businessLine: '2' });
    expect(noReviewLine.body.fieldErrors).toHaveProperty('businessLine');
    // Course types are a training institution's only.
    const reviewCourses = await post(company.token, review.save, { courseScope: '系统集成' });
    expect(reviewCourses.body.fieldErrors).toHaveProperty('courseScope');

    const declared = await declareNewPerson(server.app, company.token, '待审核');
    const unverified = await post(company.token, training.save, { personIds: [declared.id] });
    expect(unverified.httpStatus).toBe(400);
    expect(unverified.body.fieldErrors).toHaveProperty('personIds');
    const other = await createCompany(server);
    const foreign = await verifiedPerson(server.app, other.token, reviewer);
    const foreignPerson = await post(company.token, training.save, { personIds: [foreign] });
    expect(foreignPerson.body.fieldErrors).toHaveProperty('personIds');
  });

  it('keeps one open application of each kind', async () => {
    const first = await post<Application>(company.token, training.save, { businessLine: '1' });
    expect(first.httpStatus).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'training', status: 0, roleCode: '2110' });
    const second = await post(company.token, training.save, { businessLine: '0' });
    expect(second.httpStatus).toBe(409);
    const otherKind = await post<Application>(company.token, review.save, { businessLine: '1' });
    expect(otherKind.httpStatus).toBe(200);
    expect(otherKind.body.data.roleCode).toBe('2101');
    const mine = await get<{ training: { openApplicationId: number } }>(
      company.token,
      '/api/corporate/query-my-institution',
    );
    expect(mine.body.data.training.openApplicationId).toBe(first.body.data.id);
    // A training id on the review calls does not exist there.
    const crossed = await post(company.token, review.save, {
      id: first.body.data.id,
      version: first.body.data.version,
      introduction: '改',
    });
    expect(crossed.httpStatus).toBe(404);
  });

  it('grants the role on approval, takes it away with the switch, and falls back to 2000', async () => {
    const submitted = await submitNewInstitution(server.app, company.token, 'training', [teacher]);
    expect(submitted.status).toBe(1);
    const returned = await decide(training.decide, submitted, 'RETURN');
    expect(returned.body.data.status).toBe(4);
    const corrected = await post<Application>(company.token, training.submit, {
      id: returned.body.data.id,
      version: returned.body.data.version,
      premises: '成都市高新区天府大道 2 号',
    });
    expect(corrected.body.data.status).toBe(1);
    expect(await userInfo()).toMatchObject({ availableRoles: ['2000'], isTraining: false });

    const approved = await decide(training.decide, corrected.body.data, 'APPROVE');
    expect(approved.body.data.status).toBe(2);
    expect(await userInfo()).toMatchObject({ availableRoles: ['2000', '2110'], isTraining: true });

    const teachers = await get<{ id: number; name: string }[]>(reviewer, training.staff, {
      corporateId: String(company.corporateId),
    });
    expect(teachers.body.data.map((person) => person.id)).toEqual([teacher]);

    const switched = await put(company.token, '/api/user/update-usertype', { role: '2110' });
    expect(switched.httpStatus).toBe(200);
    expect((await userInfo()).roles).toEqual(['2110']);
    const own = await get<{ id: number }[]>(company.token, training.staff);
    expect(own.body.data.map((person) => person.id)).toEqual([teacher]);

    const off = await put<Application>(reviewer, training.switch, {
      id: approved.body.data.id,
      version: approved.body.data.version,
      enabled: false,
      comment: '暂停培训资格。',
    });
    expect(off.body.data.status).toBe(6);
    // The same session, at its next request, acts as 2000.
    expect(await userInfo()).toMatchObject({
      roles: ['2000'],
      availableRoles: ['2000'],
      isTraining: false,
    });
    const refused = await get(company.token, training.staff);
    expect(refused.httpStatus).toBe(403);
    const again = await put<Application>(reviewer, training.switch, {
      id: off.body.data.id,
      version: off.body.data.version,
      enabled: false,
    });
    expect(again.httpStatus).toBe(409);

    const on = await put<Application>(reviewer, training.switch, {
      id: off.body.data.id,
      version: off.body.data.version,
      enabled: true,
    });
    expect(on.body.data.status).toBe(2);
    expect(await userInfo()).toMatchObject({ availableRoles: ['2000', '2110'], roles: ['2000'] });
    const [stored] = await server.db
      .select({ isTraining: corporates.isTraining })
      .from(corporates)
      .where(eq(corporates.id, company.corporateId));
    expect(stored?.isTraining).toBe(true);
  });

  it('gives a company that is both kinds both codes, each line its own', async () => {
    const asTraining = await submitNewInstitution(
      server.app,
      company.token,
      'training',
      [teacher],
      '0',
    );
    const asReview = await submitNewInstitution(
      server.app,
      company.token,
      'review',
      [teacher],
      '3',
    );
    await decide(training.decide, asTraining, 'APPROVE');
    await decide(review.decide, asReview, 'APPROVE');
    expect(await userInfo()).toMatchObject({
      availableRoles: ['2000', '2010', '2301'],
      isTraining: true,
      isReview: true,
    });
    const [account] = await server.db
      .select({ availableRoles: accounts.availableRoles })
      .from(accounts)
      .where(eq(accounts.id, company.accountId));
    expect(account?.availableRoles).toEqual(['2000', '2010', '2301']);
    const assessors = await get<{ id: number }[]>(reviewer, review.staff, {
      corporateId: String(company.corporateId),
    });
    expect(assessors.body.data.map((person) => person.id)).toEqual([teacher]);
  });

  it('lists by kind for reviewers with masked mobiles, decides in batches, scopes companies', async () => {
    const first = await submitNewInstitution(server.app, company.token, 'review', [teacher]);
    const other = await createCompany(server);
    const otherTeacher = await verifiedPerson(server.app, other.token, reviewer);
    const second = await submitNewInstitution(server.app, other.token, 'review', [otherTeacher]);
    const draft = await post<Application>(other.token, training.save, { businessLine: '1' });

    const page = await get<Page<Application>>(reviewer, review.page, { pageSize: '100' });
    const ids = page.body.data.list.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(draft.body.data.id);
    expect(page.body.data.list.every((row) => row.kind === 'review')).toBe(true);
    expect(page.body.data.list.find((row) => row.id === first.id)?.contactMobile).toBe(
      '138****5678',
    );
    const trainingPage = await get<Page<Application>>(reviewer, training.page, { pageSize: '100' });
    expect(trainingPage.body.data.list.map((row) => row.id)).not.toContain(first.id);

    // The other company's application does not exist for this one; a draft not for reviewers.
    expect((await get(company.token, review.detail, { id: String(second.id) })).httpStatus).toBe(
      404,
    );
    expect(
      (await get(reviewer, training.detail, { id: String(draft.body.data.id) })).httpStatus,
    ).toBe(404);
    // A review id on the training decision is unknown there.
    expect((await decide(training.decide, first, 'APPROVE')).httpStatus).toBe(404);

    const batch = await post<{ results: BatchResult[] }>(reviewer, review.batch, {
      items: [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version + 5 },
      ],
      event: 'APPROVE',
    });
    expect(batch.body.data.results.map((result) => result.ok)).toEqual([true, false]);
    expect(await userInfo()).toMatchObject({ availableRoles: ['2000', '2101'] });
    expect(await userInfo(other.token)).toMatchObject({ availableRoles: ['2000'] });
  });

  it('lets only the platform decide and only member companies apply', async () => {
    const submitted = await submitNewInstitution(server.app, company.token, 'training', [teacher]);
    expect((await decide(training.decide, submitted, 'APPROVE')).httpStatus).toBe(200);
    const byCompany = await post(company.token, training.decide, {
      id: submitted.id,
      version: submitted.version + 1,
      event: 'REVOKE',
    });
    expect(byCompany.httpStatus).toBe(403);
    expect((await get(operator, training.page)).httpStatus).toBe(403);
    const fields = await completeInstitutionFields(server.app, company.token, 'review', [teacher]);
    expect((await post(reviewer, review.submit, fields)).httpStatus).toBe(403);
  });

  it('withdraws a submission, and the applicant sees its steps', async () => {
    const submitted = await submitNewInstitution(server.app, company.token, 'review', [teacher]);
    const withdrawn = await post<Application>(company.token, review.withdraw, {
      id: submitted.id,
      version: submitted.version,
    });
    expect(withdrawn.body.data.status).toBe(5);
    const detail = await get<{
      application: Application;
      events: { event: string }[];
      availableEvents: { type: string }[];
    }>(company.token, review.detail, { id: String(submitted.id) });
    expect(detail.body.data.events.map((event) => event.event)).toEqual(['SUBMIT', 'WITHDRAW']);
    expect(detail.body.data.availableEvents.map((event) => event.type)).toContain('SUBMIT');
    expect(detail.body.data.application.people.map((person) => person.id)).toEqual([teacher]);
    const own = await get<Page<Application>>(
      company.token,
      '/api/corporate/query-my-institutionapply-page',
    );
    expect(own.body.data.list.map((row) => row.id)).toEqual([submitted.id]);
  });
});
