/**
 * Training sign-ups (issue 16), the institution's side: its courses with their places and
 * waiting sign-ups, the sign-ups of its courses only, approving and rejecting (a reason
 * required) one by one or in a batch answering per item, cancelling an approved sign-up
 * (the place is free again), the course's sign-up switch; another institution reaches
 * none of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { courses, trainingDates } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { createDraftCourse, individualIn, trainingInstitution } from './support/courses';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import {
  decideSignUps,
  idCardNumber,
  institutionSession,
  signUpPeople,
  signUpSelf,
  type SignUpAnswer,
  OPEN_COURSE,
  openCourseSession,
  whileSessionStarted,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.signUp;
/** A demo course of shuxin (13900002000), published with sessions ahead. */
const SHUXIN = DEMO.shuxinAdmin;

describe.each(testDatabases)('sign-up review (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let institution: string;
  let courseId: number;
  let sessionId: number;
  let trainees = 0;

  const courseList = (token: string, query: Record<string, string> = {}) =>
    call<{ list: SignUpCourse[] }>(server.app, 'GET', '/api/train/entrytraincoursemanagerlist', {
      token,
      query: { pageIndex: '1', pageSize: '50', ...query },
    });
  const signUpList = (token: string, query: Record<string, string> = {}) =>
    call<{ list: SignUpAnswer[]; total: number }>(
      server.app,
      'GET',
      '/api/train/query-entryuser-page',
      { token, query: { pageIndex: '1', pageSize: '100', ...query } },
    );
  const decide = (token: string, signUp: SignUpAnswer, event: string, comment?: string) =>
    call<SignUpAnswer>(server.app, 'PUT', '/api/train/update-applycourse-status', {
      token,
      body: { id: signUp.id, version: signUp.version, event, ...(comment ? { comment } : {}) },
    });
  const trainee = async () => {
    trainees += 1;
    const token = await individualIn(server, '1000');
    return signUpSelf(server.app, token, sessionId, {
      name: `复核学员${trainees}`,
      idCard: idCardNumber(`51010419850101${String(trainees).padStart(3, '0')}`),
      mobile: `1370000${String(1000 + trainees).slice(-4)}`,
    });
  };
  const pendingOf = async (token: string) =>
    (await courseList(token)).body.data.list.find((course) => course.id === courseId)
      ?.pendingSignUps;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    institution = await institutionSession(server, SHUXIN, '2010');
    ({ courseId, sessionId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  it('lists the institution’s courses with their waiting sign-ups, and only its own', async () => {
    const before = await pendingOf(institution);
    expect(before).toBeGreaterThanOrEqual(0);
    await trainee();
    expect(await pendingOf(institution)).toBe((before ?? 0) + 1);
    const course = (await courseList(institution, { name: '第三期' })).body.data.list[0];
    expect(course).toMatchObject({ id: courseId, enabled: true });
    expect(course?.capacity).toBeGreaterThanOrEqual(course?.placesHeld ?? 0);

    const other = await trainingInstitution(server, platform);
    expect((await courseList(other.token)).body.data.list).toEqual([]);
    const foreign = await signUpList(other.token, { courseId: String(courseId) });
    expect(foreign.httpStatus).toBe(404);
    expect((await signUpList(other.token)).body.data.total).toBe(0);
    // Companies and reviewers have no sign-up review.
    expect((await courseList(platform)).httpStatus).toBe(403);
  });

  it('approves and rejects (with a reason) one by one; the applicant sees it', async () => {
    const first = await trainee();
    const second = await trainee();
    const approved = await decide(institution, first, 'APPROVE_SIGNUP');
    expect(approved.body.data.status).toBe(family.codeOf('approved'));
    const bare = await decide(institution, second, 'REJECT_SIGNUP');
    expect(bare.httpStatus).toBe(409);
    const rejected = await decide(institution, second, 'REJECT_SIGNUP', '资料不全');
    expect(rejected.body.data.status).toBe(family.codeOf('rejected'));
    // A stale version changes nothing.
    expect((await decide(institution, first, 'CANCEL')).httpStatus).toBe(409);

    const listed = await signUpList(institution, { courseId: String(courseId) });
    const byId = new Map(listed.body.data.list.map((row) => [row.id, row]));
    expect(byId.get(first.id)?.status).toBe(family.codeOf('approved'));
    expect(byId.get(second.id)?.status).toBe(family.codeOf('rejected'));
    expect(byId.get(first.id)?.traineeIdCard).toContain('*');

    const detail = await call<{ events: { comment: string | null }[] }>(
      server.app,
      'GET',
      '/api/train/query-entry-user-detail',
      { token: institution, query: { id: String(second.id) } },
    );
    expect(detail.body.data.events.map((event) => event.comment)).toContain('资料不全');
  });

  it('decides a batch per item and frees the place of a cancelled sign-up', async () => {
    const company = await createCompany(server);
    const people = [
      await verifiedPerson(server.app, company.token, platform, '孙学员'),
      await verifiedPerson(server.app, company.token, platform, '李学员'),
    ];
    const [one, two] = await signUpPeople(server.app, company.token, sessionId, people);
    if (!one || !two) throw new Error('nobody signed up');
    const other = await trainingInstitution(server, platform);
    const batch = await decideSignUps(
      server.app,
      institution,
      [one, { ...two, version: two.version + 5 }],
      'APPROVE_SIGNUP',
    );
    expect(batch.httpStatus).toBe(200);
    expect(batch.body.data.results.map((result) => result.ok)).toEqual([true, false]);
    expect(batch.body.data.results[1]?.message).toBeTruthy();
    const foreign = await decideSignUps(server.app, other.token, [two], 'APPROVE_SIGNUP');
    expect(foreign.body.data.results[0]?.ok).toBe(false);

    const mine = await call<{ list: SignUpAnswer[] }>(
      server.app,
      'GET',
      '/api/train/query-applycourse-page',
      { token: company.token, query: { pageIndex: '1', pageSize: '10' } },
    );
    const approvedOne = mine.body.data.list.find((row) => row.id === one.id);
    expect(approvedOne?.status).toBe(family.codeOf('approved'));
    if (!approvedOne) throw new Error('the approved sign-up is missing');
    const heldBefore = (await courseList(institution)).body.data.list.find(
      (course) => course.id === courseId,
    )?.placesHeld;
    const cancelled = await decide(institution, approvedOne, 'CANCEL');
    expect(cancelled.body.data.status).toBe(family.codeOf('cancelled'));
    const heldAfter = (await courseList(institution)).body.data.list.find(
      (course) => course.id === courseId,
    )?.placesHeld;
    expect(heldAfter).toBe((heldBefore ?? 0) - 1);
    // Another institution: the sign-up does not exist.
    const foreignDetail = await call(server.app, 'GET', '/api/train/query-entry-user-detail', {
      token: other.token,
      query: { id: String(one.id) },
    });
    expect(foreignDetail.httpStatus).toBe(404);
  });

  it('switches a published course off sign-up and on again; nobody else may', async () => {
    const switchTo = (token: string, id: number, enabled: boolean) =>
      call<{ enabled: boolean }>(server.app, 'PUT', '/api/train/update-applycourse-switch', {
        token,
        body: { id, enabled },
      });
    const off = await switchTo(institution, courseId, false);
    expect(off.body.data.enabled).toBe(false);
    const applicant = await individualIn(server, '1000');
    const refused = await call(server.app, 'POST', '/api/train/entry-course-reg', {
      token: applicant,
      body: {
        trainingDateId: sessionId,
        name: '关闭后',
        idCard: idCardNumber('51010419850101999'),
        mobile: '13700009999',
      },
    });
    expect(refused.httpStatus).toBe(409);
    expect((await switchTo(institution, courseId, true)).body.data.enabled).toBe(true);
    expect((await pendingOf(institution)) ?? -1).toBeGreaterThanOrEqual(0);

    const other = await trainingInstitution(server, platform);
    expect((await switchTo(other.token, courseId, false)).httpStatus).toBe(404);
    const draft = await createDraftCourse(server.app, other.token, other.teacher);
    const closed = await switchTo(other.token, draft.id, false);
    expect(closed.httpStatus).toBe(409);
  });

  it('records exams of approved trainees: a pass goes to certificate review, with its score', async () => {
    const exam = (token: string, signUp: { id: number; version: number }, body: object) =>
      call<SignUpAnswer & { examScore: string }>(
        server.app,
        'POST',
        '/api/train/auditexamination',
        {
          token,
          body: { id: signUp.id, version: signUp.version, ...body },
        },
      );
    const waiting = await trainee();
    const early = await exam(institution, waiting, { event: 'PASS_EXAM', score: 90 });
    expect(early.httpStatus).toBe(409);
    const approved = (await decide(institution, waiting, 'APPROVE_SIGNUP')).body.data;
    // Its session is still ahead: the machine refuses the exam, and the answer names the day.
    const [session] = await server.db
      .select({ startsOn: trainingDates.startsOn })
      .from(trainingDates)
      .where(eq(trainingDates.id, sessionId));
    const beforeStart = await exam(institution, approved, { event: 'PASS_EXAM', score: 90 });
    expect(beforeStart.httpStatus).toBe(409);
    expect(beforeStart.body.message).toContain(`（${session?.startsOn} 开始）`);
    const failedEarly = await exam(institution, approved, { event: 'FAIL_EXAM', score: 30 });
    expect(failedEarly.httpStatus).toBe(409);
    const view = await call<{ availableEvents: { type: string }[] }>(
      server.app,
      'GET',
      '/api/train/query-entry-user-detail',
      { token: institution, query: { id: String(approved.id) } },
    );
    expect(view.body.data.availableEvents.map((event) => event.type)).toEqual(['CANCEL']);
    await whileSessionStarted(server, sessionId, async () => {
      const outOfRange = await exam(institution, approved, { event: 'PASS_EXAM', score: 100.5 });
      expect(outOfRange.httpStatus).toBe(400);
      expect(outOfRange.body.fieldErrors).toHaveProperty('score');
      const twoDecimals = await exam(institution, approved, { event: 'PASS_EXAM', score: 88.25 });
      expect(twoDecimals.body.fieldErrors).toHaveProperty('score');
      const other = await trainingInstitution(server, platform);
      expect(
        (await exam(other.token, approved, { event: 'PASS_EXAM', score: 90 })).httpStatus,
      ).toBe(404);
      const passed = await exam(institution, approved, { event: 'PASS_EXAM', score: 86.5 });
      expect(passed.body.data).toMatchObject({
        status: family.codeOf('examPassed'),
        examScore: '86.5',
      });
    });

    const [one, two, three] = [await trainee(), await trainee(), await trainee()];
    if (!one || !two || !three) throw new Error('nobody signed up');
    const approvals = await decideSignUps(server.app, institution, [one, two], 'APPROVE_SIGNUP');
    expect(approvals.body.data.results.every((result) => result.ok)).toBe(true);
    const batch = await whileSessionStarted(server, sessionId, () =>
      call<{ results: { id: number; ok: boolean; status?: number }[] }>(
        server.app,
        'POST',
        '/api/train/muliti-auditexamination',
        {
          token: institution,
          body: {
            event: 'FAIL_EXAM',
            items: [
              { id: one.id, version: one.version + 1, score: 52 },
              { id: two.id, version: two.version + 1, score: 120 },
              // Still waiting for its approval: the machine refuses the exam.
              { id: three.id, version: three.version, score: 40 },
            ],
          },
        },
      ),
    );
    expect(batch.body.data.results.map((result) => result.ok)).toEqual([true, false, false]);
    expect(batch.body.data.results[0]?.status).toBe(family.codeOf('examFailed'));
  });

  it('lets the applicant move a waiting sign-up to another session, and no longer once decided', async () => {
    const sessions = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .where(eq(trainingDates.courseId, courseId))
      .orderBy(trainingDates.startsOn);
    const second = sessions[1]?.id;
    if (second === undefined) throw new Error(`${OPEN_COURSE} has one session`);
    const [otherCourseSession] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .innerJoin(courses, eq(courses.id, trainingDates.courseId))
      .where(eq(courses.name, '信息系统项目管理实务'))
      .limit(1);
    const token = await individualIn(server, '1000');
    const mine = await signUpSelf(server.app, token, sessionId, {
      name: '改期学员',
      idCard: idCardNumber('51010419850101777'),
      mobile: '13700007777',
    });
    const edit = (body: object, as = token) =>
      call<SignUpAnswer>(server.app, 'POST', '/api/train/update-entry-course', {
        token: as,
        body: {
          id: mine.id,
          version: mine.version,
          trainingDateId: second,
          name: '改期学员甲',
          idCard: idCardNumber('51010419850101777'),
          mobile: '13700007777',
          ...body,
        },
      });
    const elsewhere = await edit({ trainingDateId: otherCourseSession?.id });
    expect(elsewhere.httpStatus).toBe(400);
    expect(elsewhere.body.fieldErrors).toHaveProperty('trainingDateId');
    const stranger = await individualIn(server, '1000');
    expect((await edit({}, stranger)).httpStatus).toBe(404);

    const moved = await edit({});
    expect(moved.httpStatus).toBe(200);
    expect(moved.body.data).toMatchObject({ trainingDateId: second, traineeName: '改期学员甲' });
    expect((await edit({})).httpStatus).toBe(409);

    const approved = await decide(institution, moved.body.data, 'APPROVE_SIGNUP');
    expect(approved.httpStatus).toBe(200);
    const late = await edit({ version: approved.body.data.version, trainingDateId: sessionId });
    expect(late.httpStatus).toBe(409);
  });
});
