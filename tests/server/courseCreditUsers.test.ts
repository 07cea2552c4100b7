/**
 * A course's credit-hour list (issue 16, `course/query-creditUser-list`, and its export
 * `course/export-creditUser-list`), on the demo seed: the people the course gave its hours
 * to are its sign-ups from the passed exam on, the failed ones and those still training
 * not; the course's institution and the super-administrator read it, another institution's
 * course does not exist.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingRecord } from '@machines/contracts';
import { courses } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { trainingInstitution } from './support/courses';
import { readSheet } from './support/sheets';
import { institutionSession, openCourseSession } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Paged<T> {
  list: T[];
  total: number;
}

/** shuxin's finished course: 钱学森 passed (4), 冯雪 failed (5), 蒋涛 and 吴磊 certified (6), 罗敏's certificate rejected (7). */
const FINISHED = '信息技术服务基础实务（第二期）';
const EARNED = ['钱学森', '蒋涛', '罗敏', '吴磊'];
const SUPER_ADMIN = DEMO.superAdmin;

describe.each(testDatabases)('a course’s credit-hour list (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let finished: { id: number; hours: string };
  /** A training institution of the same line, not the course's. */
  let otherInstitution: string;

  const list = (token: string, query: Record<string, string>) =>
    call<Paged<TrainingRecord>>(server.app, 'GET', '/api/course/query-creditUser-list', {
      token,
      query: { pageIndex: '1', pageSize: '50', ...query },
    });
  const exportOf = (token: string, query: Record<string, string>, language = 'zh') =>
    server.app.inject({
      method: 'GET',
      url: '/api/course/export-creditUser-list',
      query,
      headers: { 'access-token': token, 'accept-language': language },
    });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    const [course] = await server.db
      .select({ id: courses.id, hours: courses.creditHours })
      .from(courses)
      .where(eq(courses.name, FINISHED));
    if (!course?.hours) throw new Error(`The demo has no ${FINISHED} with hours`);
    finished = { id: course.id, hours: course.hours };
    otherInstitution = (
      await trainingInstitution(server, await sessionFor(server, DEMO.platformReviewer))
    ).token;
  });
  afterAll(() => server.close());

  it('lists the trainees from the passed exam on, each with the course’s hours, ID cards masked', async () => {
    const answer = await list(institution, { courseId: String(finished.id) });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    const rows = answer.body.data.list;
    expect(rows.map((row) => row.traineeName).sort()).toEqual([...EARNED].sort());
    expect(answer.body.data.total).toBe(EARNED.length);
    expect(rows.map((row) => row.status).sort()).toEqual([4, 6, 6, 7]);
    expect(rows.every((row) => row.creditHours === finished.hours && row.hoursEarned)).toBe(true);
    expect(rows.every((row) => /^\d{4}\*{10}\d{3}[\dX]$/.test(row.traineeIdCard))).toBe(true);
  });

  it('filters by trainee and by company; a course nobody has finished lists nobody', async () => {
    const named = await list(institution, { courseId: String(finished.id), traineeName: '蒋' });
    expect(named.body.data.list.map((row) => row.traineeName)).toEqual(['蒋涛']);
    const company = await list(institution, {
      courseId: String(finished.id),
      companyName: '蓉城',
    });
    expect(company.body.data.list.map((row) => row.traineeName)).toEqual(['钱学森']);
    const { courseId: openId } = await openCourseSession(server.db);
    const open = await list(institution, { courseId: String(openId) });
    expect(open.httpStatus).toBe(200);
    expect(open.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('answers the super-administrator for any course, and no one else but its institution', async () => {
    const admin = await sessionFor(server, SUPER_ADMIN);
    expect((await list(admin, { courseId: String(finished.id) })).body.data.total).toBe(
      EARNED.length,
    );
    expect((await list(otherInstitution, { courseId: String(finished.id) })).httpStatus).toBe(404);
    expect((await list(institution, { courseId: '987654' })).httpStatus).toBe(404);
    const company = await sessionFor(server, DEMO.rongchengAdmin);
    expect((await list(company, { courseId: String(finished.id) })).httpStatus).toBe(403);
    expect((await list(institution, {})).httpStatus).toBe(400);
  });

  it('exports the list with the hours, in the caller’s language', async () => {
    const answer = await exportOf(institution, { courseId: String(finished.id) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`filename="credit-hours-${finished.id}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
    );
    const zh = await readSheet(answer.rawPayload);
    expect(zh.name).toBe('学时名单');
    expect(zh.rows[0]?.at(-1)).toBe('学时');
    expect(
      zh.rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual([...EARNED].sort());
    expect(zh.rows.slice(1).every((row) => row.at(-1) === finished.hours)).toBe(true);

    const en = await readSheet(
      (await exportOf(institution, { courseId: String(finished.id), traineeName: '罗' }, 'en'))
        .rawPayload,
    );
    expect(en.name).toBe('Credit hours earned');
    expect(en.rows.slice(1).map((row) => row[1])).toEqual(['罗敏']);
    expect((await exportOf(otherInstitution, { courseId: String(finished.id) })).statusCode).toBe(
      404,
    );
  });
});
