/**
 * Training courses (issue 15): a training institution (2010, line 0) writes a course with
 * its teachers and dates and submits it (a course without dates names `dates`); an expert
 * of line 0 — never one of another line — returns it; the institution corrects and sends
 * it again; the platform publishes it; the institution closes sign-up and finishes it.
 * Copy makes a draft with the same content; a draft is deleted; another institution
 * reaches none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CourseChoices } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { courseLevels, courseTypes } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { addCourseMaterial, individualIn, trainingInstitution } from './support/courses';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const family = statusFamilies.course;
const COURSE = '/api/course';

interface CourseAnswer {
  id: number;
  status: number;
  version: number;
  name: string;
  businessLine: number;
  teachers: { id: number }[];
  dates: { startsOn: string; capacity: number }[];
  copiedFromId: number | null;
}

describe.each(testDatabases)('training courses (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let institution: string;
  let otherInstitution: string;
  let expert: string;
  let otherLineExpert: string;
  let teacherId: number;
  let levelId: number;
  let certificateLevelId: number;

  const post = (path: string, token: string, body: object) =>
    call<CourseAnswer>(server.app, 'POST', path, { token, body });

  const complete = () => ({
    name: '系统集成项目管理实务',
    courseLevelId: String(levelId),
    certificateLevelId: String(certificateLevelId),
    description: '面向项目经理的五天面授课程，含案例研讨与结业考试。',
    fee: '2800',
    capacity: '60',
    location: '成都市高新区天府大道 1000 号',
    signUpDeadline: '2030-03-01',
    creditHours: '40',
    teacherIds: [teacherId],
  });
  const schedule = (course: CourseAnswer, token = institution) =>
    post('/api/train/custome-traindate', token, {
      courseId: course.id,
      version: course.version,
      dates: [
        { startsOn: '2030-03-10', endsOn: '2030-03-14', capacity: 30, location: '一号教室' },
        { startsOn: '2030-04-07', endsOn: '2030-04-11', capacity: 30 },
      ],
    });
  const step = (token: string, course: CourseAnswer, event: string, comment?: string) =>
    post(`${COURSE}/update-coursestatus`, token, {
      id: course.id,
      version: course.version,
      event,
      ...(comment ? { comment } : {}),
    });
  const detail = (token: string, id: number) =>
    call<{ course: CourseAnswer; availableEvents: { type: string }[] }>(
      server.app,
      'GET',
      `${COURSE}/course`,
      { token, query: { id: String(id) } },
    );

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    const own = await trainingInstitution(server, platform);
    institution = own.token;
    teacherId = own.teacher;
    // What the form offers the institution: its line's course levels, any certificate level.
    const choices = await call<CourseChoices>(server.app, 'GET', `${COURSE}/query-course-choices`, {
      token: institution,
    });
    expect(choices.body.data.courseTypes.map((type) => type.businessLine)).toEqual([0]);
    const level = choices.body.data.courseTypes[0]?.levels[0];
    const certificate = choices.body.data.certificateTypes[0]?.levels[0];
    if (!level || !certificate) throw new Error('The demo offers no course or certificate level');
    levelId = level.id;
    certificateLevelId = certificate.id;
    otherInstitution = (await trainingInstitution(server, platform)).token;
    expert = await individualIn(server, '1010');
    otherLineExpert = await individualIn(server, '1110');
  });

  afterAll(async () => {
    await server.close();
  });

  it('goes from a draft through a return to publication, sign-up closed and finished', async () => {
    const draft = await post(`${COURSE}/create-course`, institution, {
      name: '系统集成项目管理实务',
    });
    expect(draft.httpStatus).toBe(200);
    expect(draft.body.data).toMatchObject({ status: family.codeOf('draft'), businessLine: 0 });

    // Complete but for its dates: the submission names them.
    const noDates = await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: draft.body.data.version,
      ...complete(),
    });
    expect(noDates.httpStatus).toBe(400);
    expect(noDates.body.fieldErrors).toHaveProperty('dates');

    const scheduled = await schedule(draft.body.data);
    expect(scheduled.httpStatus).toBe(200);
    expect(scheduled.body.data.dates.map((date) => date.startsOn)).toEqual([
      '2030-03-10',
      '2030-04-07',
    ]);
    expect(scheduled.body.data.version).toBe(draft.body.data.version + 1);

    const submitted = await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: scheduled.body.data.version,
      ...complete(),
    });
    expect(submitted.httpStatus).toBe(200);
    expect(submitted.body.data.status).toBe(family.codeOf('pendingReview'));
    expect(submitted.body.data.teachers.map((teacher) => teacher.id)).toEqual([teacherId]);

    // Only the experts of its line see it.
    expect((await detail(otherLineExpert, submitted.body.data.id)).httpStatus).toBe(404);
    const queue = await call<{ list: CourseAnswer[] }>(
      server.app,
      'GET',
      `${COURSE}/query-applycourseInfo-page`,
      {
        token: otherLineExpert,
        query: { pageIndex: '1', pageSize: '100' },
      },
    );
    expect(queue.body.data.list.map((course) => course.id)).not.toContain(submitted.body.data.id);
    const offered = await detail(expert, submitted.body.data.id);
    expect(offered.body.data.availableEvents.map((event) => event.type).sort()).toEqual([
      'APPROVE',
      'RETURN',
    ]);

    const returned = await step(expert, submitted.body.data, 'RETURN', '请补充课程大纲。');
    expect(returned.body.data.status).toBe(family.codeOf('returned'));

    const resubmitted = await post(`${COURSE}/submit-course`, institution, {
      id: returned.body.data.id,
      version: returned.body.data.version,
      description: '五天面授课程，附课程大纲与案例清单。',
    });
    expect(resubmitted.body.data.status).toBe(family.codeOf('pendingReview'));

    // The institution cannot approve its own course: the machine refuses (409).
    expect((await step(institution, resubmitted.body.data, 'APPROVE')).httpStatus).toBe(409);
    const published = await step(platform, resubmitted.body.data, 'APPROVE');
    expect(published.body.data.status).toBe(family.codeOf('published'));
    // Published: its schedule is no longer written whole.
    expect((await schedule(published.body.data)).httpStatus).toBe(409);

    const closed = await step(institution, published.body.data, 'CLOSE_SIGNUP');
    expect(closed.body.data.status).toBe(family.codeOf('inTraining'));
    const finished = await step(institution, closed.body.data, 'FINISH');
    expect(finished.body.data.status).toBe(family.codeOf('finished'));
  });

  it('copies a course into a draft with the same content and dates, and deletes a draft', async () => {
    const draft = await post(`${COURSE}/create-course`, institution, complete());
    const scheduled = await schedule(draft.body.data);
    const copy = await call<CourseAnswer>(server.app, 'GET', `${COURSE}/copy`, {
      token: institution,
      query: { id: String(draft.body.data.id) },
    });
    expect(copy.httpStatus).toBe(200);
    expect(copy.body.data).toMatchObject({
      status: family.codeOf('draft'),
      name: scheduled.body.data.name,
      copiedFromId: draft.body.data.id,
    });
    expect(copy.body.data.dates).toHaveLength(2);
    expect(copy.body.data.teachers.map((teacher) => teacher.id)).toEqual([teacherId]);

    const removed = await post(`${COURSE}/delete-coursestatus`, institution, {
      id: copy.body.data.id,
      version: copy.body.data.version,
    });
    expect(removed.httpStatus).toBe(200);
    expect((await detail(institution, copy.body.data.id)).httpStatus).toBe(404);
  });

  it('keeps a course’s materials: the institution adds and removes them, its reviewers read them', async () => {
    const draft = await post(`${COURSE}/create-course`, institution, complete());
    const scheduled = await schedule(draft.body.data);
    const file = await upload(server.app, institution, {
      bytes: samples.pdf,
      fileName: '讲义.pdf',
      purpose: 'course',
    });
    const material = await addCourseMaterial(
      server.app,
      institution,
      draft.body.data.id,
      file.body.data.id,
    );
    const materials = (token: string) =>
      call<{ list: { id: number; name: string }[] }>(
        server.app,
        'GET',
        `${COURSE}/query-coursematerial-page`,
        {
          token,
          query: { courseId: String(draft.body.data.id), pageIndex: '1', pageSize: '10' },
        },
      );
    // A draft: the reviewers do not reach it yet, another institution never.
    expect((await materials(expert)).httpStatus).toBe(404);
    expect((await materials(otherInstitution)).httpStatus).toBe(404);
    await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: scheduled.body.data.version,
      ...complete(),
    });
    const listed = await materials(expert);
    expect(listed.body.data.list.map((one) => one.name)).toEqual(['第一章 课程讲义']);
    const read = async (token: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/files/${material.file.id}`,
          headers: { 'access-token': token },
        })
      ).statusCode;
    expect(await read(expert)).toBe(200);
    expect(await read(otherLineExpert)).toBe(404);
    expect(await read(otherInstitution)).toBe(404);

    const stranger = await call(
      server.app,
      'DELETE',
      '/api/credit-category/delete-coursematerial',
      {
        token: otherInstitution,
        query: { id: String(material.id) },
      },
    );
    expect(stranger.httpStatus).toBe(404);
    const removed = await call(server.app, 'DELETE', '/api/credit-category/delete-coursematerial', {
      token: institution,
      query: { id: String(material.id) },
    });
    expect(removed.httpStatus).toBe(200);
    expect((await materials(institution)).body.data.list).toEqual([]);
  });

  it('refuses dates over the course’s places or before its deadline, naming the date', async () => {
    const draft = await post(`${COURSE}/create-course`, institution, complete());
    const tooMany = await post('/api/train/custome-traindate', institution, {
      courseId: draft.body.data.id,
      version: draft.body.data.version,
      dates: [{ startsOn: '2030-03-10', endsOn: '2030-03-12', capacity: 61 }],
    });
    expect(tooMany.httpStatus).toBe(400);
    expect(tooMany.body.fieldErrors).toHaveProperty('dates.0');
    const early = await post('/api/train/custome-traindate', institution, {
      courseId: draft.body.data.id,
      version: draft.body.data.version,
      dates: [{ startsOn: '2030-02-20', endsOn: '2030-02-22', capacity: 10 }],
    });
    expect(early.httpStatus).toBe(400);
  });

  it('saves the course with its dates in one call: a refused date leaves the course as it was', async () => {
    const dates = [
      { startsOn: '2030-03-10', endsOn: '2030-03-12', capacity: 30, location: '一号教室' },
    ];
    const draft = await post(`${COURSE}/create-course`, institution, { name: '一次保存', dates });
    expect(draft.httpStatus).toBe(200);
    expect(draft.body.data.dates).toHaveLength(1);
    const refused = await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: draft.body.data.version,
      ...complete(),
      dates: [{ ...dates[0], capacity: 61 }],
    });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('dates.0');
    const unchanged = await detail(institution, draft.body.data.id);
    expect(unchanged.body.data.course).toMatchObject({
      version: draft.body.data.version,
      status: family.codeOf('draft'),
      dates: [{ capacity: 30 }],
    });
    const sent = await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: draft.body.data.version,
      ...complete(),
      dates: [...dates, { startsOn: '2030-04-10', endsOn: '2030-04-10', capacity: 20 }],
    });
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.data).toMatchObject({ status: family.codeOf('pendingReview') });
    expect(sent.body.data.dates.map((date) => date.startsOn)).toEqual(['2030-03-10', '2030-04-10']);
  });

  it('shows the super-administrator every course, drafts too; it copies one for its institution and deletes a draft', async () => {
    const superAdmin = await sessionFor(server, DEMO.superAdmin);
    const operator = await sessionFor(server, DEMO.operator);
    const own = await post(`${COURSE}/create-course`, institution, { name: '总览测试课程' });
    const others = await post(`${COURSE}/create-course`, otherInstitution, {
      name: '总览测试课程（另一家）',
    });
    const overview = (token: string, query: Record<string, string>) =>
      call<{ list: CourseAnswer[] }>(server.app, 'GET', `${COURSE}/query-all-course-page`, {
        token,
        query: { pageIndex: '1', pageSize: '50', ...query },
      });
    const drafts = await overview(superAdmin, { name: '总览测试课程', status: '0' });
    expect(drafts.body.data.list.map((course) => course.id).sort()).toEqual(
      [own.body.data.id, others.body.data.id].sort(),
    );
    expect(
      (await overview(superAdmin, { name: '总览测试课程', status: '1' })).body.data.list,
    ).toEqual([]);
    // Other platform staff review what was sent, and never see a draft.
    expect((await overview(operator, {})).httpStatus).toBe(403);
    expect((await detail(platform, own.body.data.id)).httpStatus).toBe(404);
    const seen = await detail(superAdmin, own.body.data.id);
    expect(seen.httpStatus).toBe(200);
    expect(seen.body.data.availableEvents).toEqual([]);

    // A copy made by the super-administrator is the institution's draft.
    const copy = await call<CourseAnswer>(server.app, 'GET', `${COURSE}/copy`, {
      token: superAdmin,
      query: { id: String(own.body.data.id) },
    });
    expect(copy.httpStatus).toBe(200);
    expect(copy.body.data).toMatchObject({ status: 0, copiedFromId: own.body.data.id });
    const institutionList = await call<{ list: CourseAnswer[] }>(
      server.app,
      'GET',
      `${COURSE}/query-course-page`,
      { token: institution, query: { pageIndex: '1', pageSize: '100' } },
    );
    expect(institutionList.body.data.list.map((course) => course.id)).toContain(copy.body.data.id);
    // An expert copies nothing.
    const expertCopy = await call(server.app, 'GET', `${COURSE}/copy`, {
      token: expert,
      query: { id: String(own.body.data.id) },
    });
    expect(expertCopy.httpStatus).toBe(403);

    const deleted = await post(`${COURSE}/delete-coursestatus`, superAdmin, {
      id: copy.body.data.id,
      version: copy.body.data.version,
    });
    expect(deleted.httpStatus).toBe(200);
    expect((await detail(institution, copy.body.data.id)).httpStatus).toBe(404);
  });

  it('lets the super-administrator delete no course that was ever sent', async () => {
    const superAdmin = await sessionFor(server, DEMO.superAdmin);
    const draft = await post(`${COURSE}/create-course`, institution, complete());
    const scheduled = await schedule(draft.body.data);
    const sent = await post(`${COURSE}/submit-course`, institution, {
      id: draft.body.data.id,
      version: scheduled.body.data.version,
      ...complete(),
    });
    expect(sent.body.data.status).toBe(family.codeOf('pendingReview'));
    const refused = await post(`${COURSE}/delete-coursestatus`, superAdmin, {
      id: sent.body.data.id,
      version: sent.body.data.version,
    });
    expect(refused.httpStatus).toBe(409);
    // The platform's steps are the super-administrator's too.
    const offered = await detail(superAdmin, sent.body.data.id);
    expect(offered.body.data.availableEvents.map((event) => event.type).sort()).toEqual([
      'APPROVE',
      'RETURN',
    ]);
  });

  it('keeps one institution out of another’s courses, and a level of another line out', async () => {
    const draft = await post(`${COURSE}/create-course`, institution, { name: '仅本机构可见' });
    expect((await detail(otherInstitution, draft.body.data.id)).httpStatus).toBe(404);
    const copy = await call(server.app, 'GET', `${COURSE}/copy`, {
      token: otherInstitution,
      query: { id: String(draft.body.data.id) },
    });
    expect(copy.httpStatus).toBe(404);
    const edit = await post(`${COURSE}/create-course`, otherInstitution, {
      id: draft.body.data.id,
      version: draft.body.data.version,
      name: '改名',
    });
    expect(edit.httpStatus).toBe(404);

    const [lineOne] = await server.db
      .select({ id: courseLevels.id })
      .from(courseLevels)
      .innerJoin(courseTypes, eq(courseTypes.id, courseLevels.typeId))
      .where(eq(courseTypes.businessLine, 1))
      .limit(1);
    if (!lineOne) throw new Error('The demo has no course level of line 1');
    const wrongLine = await post(`${COURSE}/create-course`, institution, {
      name: '错线课程',
      courseLevelId: String(lineOne.id),
    });
    expect(wrongLine.httpStatus).toBe(400);
    expect(wrongLine.body.fieldErrors).toHaveProperty('courseLevelId');
  });

  it('keeps the course and certificate levels a course uses out of deletion (409, not 500)', async () => {
    await post(`${COURSE}/create-course`, institution, complete());
    const admin = await sessionFor(server, DEMO.superAdmin);
    const course = await post('/api/qualification/DeleteCouserLevel', admin, { id: levelId });
    expect(course.httpStatus).toBe(409);
    expect(course.body.message).toContain('课程');
    const certificate = await post('/api/qualification/DeleteCertificateLevel', admin, {
      id: certificateLevelId,
    });
    expect(certificate.httpStatus).toBe(409);
  });
});
