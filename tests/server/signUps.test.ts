/**
 * Training sign-ups (issue 16), the applicant's side: a company signs verified people of
 * its roster up for a session of a published course, an individual themselves; a trainee
 * holds one place in a course; a closed or switched-off course takes nobody; of 50
 * sign-ups for the last place exactly one wins; a cancelled sign-up frees its place; a
 * company never reaches another's sign-ups. The open courses show their free places.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { courses, trainingDates } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import {
  idCardNumber,
  signUpPeople,
  type SignUpAnswer,
  OPEN_COURSE,
  openCourseSession,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.signUp;
/** A demo course of shuxin, published with sessions ahead (server/seed/demoCourses.ts). */
const DRAFT_COURSE = '软件测试入门';

describe.each(testDatabases)('training sign-ups (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let courseId: number;
  let sessionId: number;
  let trainees = 0;

  const openCourses = (token: string, query: Record<string, string> = {}) =>
    call<{ list: OpenCourse[]; total: number }>(
      server.app,
      'GET',
      '/api/course/query-courseInfo-page',
      { token, query: { pageIndex: '1', pageSize: '50', ...query } },
    );
  const selfSignUp = (token: string, trainingDateId = sessionId) => {
    trainees += 1;
    return call<SignUpAnswer>(server.app, 'POST', '/api/train/entry-course-reg', {
      token,
      body: {
        trainingDateId,
        name: `学员${trainees}`,
        idCard: idCardNumber(`51010419900101${String(trainees % 1000).padStart(3, '0')}`),
        mobile: `1390000${String(1000 + (trainees % 9000)).slice(-4)}`,
      },
    });
  };
  const company = async () => {
    const made = await createCompany(server);
    const people = [
      await verifiedPerson(server.app, made.token, platform, '赵学员'),
      await verifiedPerson(server.app, made.token, platform, '钱学员'),
    ];
    return { token: made.token, people };
  };
  const remaining = async (token: string) => {
    const page = await openCourses(token, { name: OPEN_COURSE });
    const course = page.body.data.list.find((candidate) => candidate.id === courseId);
    const session = course?.dates.find((date) => date.id === sessionId);
    return { course: course?.remainingPlaces, session: session?.remainingPlaces };
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    ({ courseId, sessionId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  it('lists the open courses with their free places, and no draft', async () => {
    const trainee = await individualIn(server, '1000');
    const page = await openCourses(trainee);
    expect(page.httpStatus).toBe(200);
    const names = page.body.data.list.map((course) => course.name);
    expect(names).toContain(OPEN_COURSE);
    expect(names).not.toContain(DRAFT_COURSE);
    const places = await remaining(trainee);
    expect(places.session).toBeGreaterThan(0);
    expect(places.course).toBeGreaterThanOrEqual(places.session ?? 0);
    // Reviewers and institutions browse nothing here.
    expect((await openCourses(platform)).httpStatus).toBe(403);
  });

  it('signs a company’s people up once each; another company reaches none of it', async () => {
    const { token, people } = await company();
    const before = await remaining(token);
    const signedUp = await signUpPeople(server.app, token, sessionId, people);
    expect(signedUp.map((row) => row.status)).toEqual([
      family.codeOf('signedUp'),
      family.codeOf('signedUp'),
    ]);
    expect(await remaining(token)).toEqual({
      course: (before.course ?? 0) - 2,
      session: (before.session ?? 0) - 2,
    });

    const again = await call(server.app, 'POST', '/api/train/entry-course', {
      token,
      body: { trainingDateId: sessionId, personIds: [people[0]] },
    });
    expect(again.httpStatus).toBe(409);
    expect(again.body.message).toContain('赵学员');

    const list = await call<{ list: SignUpAnswer[] }>(
      server.app,
      'GET',
      '/api/train/query-applycourse-page',
      { token, query: { pageIndex: '1', pageSize: '10' } },
    );
    expect(list.body.data.list).toHaveLength(2);
    expect(list.body.data.list[0]?.traineeIdCard).toContain('*');
    const first = signedUp[0];
    if (!first) throw new Error('nobody signed up');
    const detail = await call<{
      signUp: SignUpAnswer;
      availableEvents: { type: string }[];
      events: { event: string; fromCode: number | null; toCode: number }[];
    }>(server.app, 'GET', '/api/train/entrycourse-detail', {
      token,
      query: { id: String(first.id) },
    });
    expect(detail.body.data.signUp.traineeIdCard).not.toContain('*');
    // Its history starts with the signing up, before any decision (issue 42).
    expect(detail.body.data.events).toEqual([
      expect.objectContaining({ event: 'SIGN_UP', fromCode: null, toCode: 0 }),
    ]);
    expect(detail.body.data.availableEvents.map((event) => event.type)).toEqual(['CANCEL']);

    const other = await company();
    const foreign = await call(server.app, 'GET', '/api/train/entrycourse-detail', {
      token: other.token,
      query: { id: String(first.id) },
    });
    expect(foreign.httpStatus).toBe(404);
    const foreignCancel = await call(server.app, 'DELETE', '/api/train/delte-entry-course', {
      token: other.token,
      query: { id: String(first.id), version: String(first.version) },
    });
    expect(foreignCancel.httpStatus).toBe(404);
    // A person not verified on the company's own roster is refused, naming the field.
    const stranger = await call(server.app, 'POST', '/api/train/entry-course', {
      token: other.token,
      body: { trainingDateId: sessionId, personIds: [people[1]] },
    });
    expect(stranger.httpStatus).toBe(400);
    expect(stranger.body.fieldErrors).toHaveProperty('personIds');
  });

  it('frees the place of a cancelled sign-up, which the machine then keeps', async () => {
    const trainee = await individualIn(server, '1000');
    const signedUp = await selfSignUp(trainee);
    expect(signedUp.httpStatus).toBe(200);
    expect((await selfSignUp(trainee)).httpStatus).toBe(409);
    const before = await remaining(trainee);
    const cancelled = await call<SignUpAnswer>(
      server.app,
      'DELETE',
      '/api/train/delte-entry-course',
      {
        token: trainee,
        query: { id: String(signedUp.body.data.id), version: String(signedUp.body.data.version) },
      },
    );
    expect(cancelled.body.data.status).toBe(family.codeOf('cancelled'));
    expect((await remaining(trainee)).session).toBe((before.session ?? 0) + 1);
    const twice = await call(server.app, 'DELETE', '/api/train/delte-entry-course', {
      token: trainee,
      query: { id: String(signedUp.body.data.id), version: String(cancelled.body.data.version) },
    });
    expect(twice.httpStatus).toBe(409);
    // A new sign-up to the same course is welcome again.
    expect((await selfSignUp(trainee)).httpStatus).toBe(200);
  });

  it('keeps one identity per individual: every sign-up carries the number of the standing ones', async () => {
    const trainee = await individualIn(server, '1000');
    const identity = () =>
      call<{ idCard: string | null }>(server.app, 'GET', '/api/train/self-identity', {
        token: trainee,
      });
    expect((await identity()).body.data.idCard).toBeNull();
    const [other] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .innerJoin(courses, eq(courses.id, trainingDates.courseId))
      .where(eq(courses.name, '信息系统项目管理实务'))
      .orderBy(trainingDates.startsOn)
      .limit(1);
    if (!other) throw new Error('The demo has no second open course');
    const particulars = (idCard: string) => ({ name: '周身份', idCard, mobile: '13900009911' });
    const first = idCardNumber('51010419910101001');
    const second = idCardNumber('51010419910101002');
    const signUp = (trainingDateId: number, idCard: string) =>
      call<SignUpAnswer>(server.app, 'POST', '/api/train/entry-course-reg', {
        token: trainee,
        body: { trainingDateId, ...particulars(idCard) },
      });
    const mine = await signUp(sessionId, first);
    expect(mine.httpStatus, mine.body.message).toBe(200);
    expect((await identity()).body.data.idCard).toBe(first);
    // Another course with another number: refused on the field, naming the number (masked).
    const refused = await signUp(other.id, second);
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.fieldErrors?.idCard).toContain('5101**********0016');
    // A waiting sign-up, the account's only standing one, may still be corrected.
    const corrected = await call<SignUpAnswer>(
      server.app,
      'POST',
      '/api/train/update-entry-course',
      {
        token: trainee,
        body: {
          id: mine.body.data.id,
          version: mine.body.data.version,
          trainingDateId: sessionId,
          ...particulars(second),
        },
      },
    );
    expect(corrected.httpStatus, corrected.body.message).toBe(200);
    expect((await identity()).body.data.idCard).toBe(second);
    expect((await signUp(other.id, second)).httpStatus).toBe(200);
    // Now two stand: neither may bring another number.
    const late = await call(server.app, 'POST', '/api/train/update-entry-course', {
      token: trainee,
      body: {
        id: mine.body.data.id,
        version: corrected.body.data.version,
        trainingDateId: sessionId,
        ...particulars(first),
      },
    });
    expect(late.httpStatus).toBe(400);
    expect(late.body.fieldErrors).toHaveProperty('idCard');
  });

  it('takes nobody into a course that is not open: a draft, or one switched off', async () => {
    const trainee = await individualIn(server, '1000');
    const [draftSession] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .innerJoin(courses, eq(courses.id, trainingDates.courseId))
      .where(eq(courses.status, statusFamilies.course.codeOf('pendingReview')))
      .limit(1);
    if (!draftSession) throw new Error('The demo has no course waiting with a session');
    const waiting = await selfSignUp(trainee, draftSession.id);
    expect(waiting.httpStatus).toBe(409);

    await server.db.update(courses).set({ enabled: false }).where(eq(courses.id, courseId));
    try {
      expect((await selfSignUp(trainee)).httpStatus).toBe(409);
      const page = await openCourses(trainee, { name: OPEN_COURSE });
      expect(page.body.data.list.map((course) => course.id)).not.toContain(courseId);
    } finally {
      await server.db.update(courses).set({ enabled: true }).where(eq(courses.id, courseId));
    }
  });

  it('gives the last place of a session to exactly one of 50 sign-ups at once', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 50 }, () => individualIn(server, '1000')),
    );
    const free = (await remaining(tokens[0] ?? '')).session ?? 0;
    const [session] = await server.db
      .select({ capacity: trainingDates.capacity })
      .from(trainingDates)
      .where(eq(trainingDates.id, sessionId));
    const capacity = session?.capacity ?? 0;
    // One place left in the session.
    await server.db
      .update(trainingDates)
      .set({ capacity: capacity - free + 1 })
      .where(eq(trainingDates.id, sessionId));
    try {
      const answers = await Promise.all(tokens.map((token) => selfSignUp(token)));
      const statuses = answers.map((answer) => answer.httpStatus);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect((await remaining(tokens[0] ?? '')).session).toBe(0);
    } finally {
      await server.db
        .update(trainingDates)
        .set({ capacity })
        .where(eq(trainingDates.id, sessionId));
    }
  });
});
