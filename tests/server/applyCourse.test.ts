/**
 * The sign-up picker (issue 17): `train/applycourselist`, the courses the caller may apply
 * to now (open, places left, an individual's own courses left out), and
 * `train/applycourse`, applying in one call whoever the applicant is.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenCourse, SignUp } from '@machines/contracts';
import { courses } from '../../server/db/schema';
import { call } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import { idCardNumber, institutionSession, OPEN_COURSE } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const SHUXIN = DEMO.shuxinAdmin;
/** The demo trainee: signed up to the open course already. */
const TRAINEE = DEMO.trainee;
/** The other open course of the demo, two sessions. */
const OTHER_OPEN_COURSE = '信息系统项目管理实务';

describe.each(testDatabases)('applying to a course from the picker (%s)', (kind) => {
  let server: TestServer;

  const applicable = async (token: string, name?: string) => {
    const answer = await call<OpenCourse[]>(server.app, 'GET', '/api/train/applycourselist', {
      token,
      ...(name ? { query: { name } } : {}),
    });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return answer.body.data;
  };
  const namesOf = (list: readonly OpenCourse[]) => list.map((course) => course.name);
  const apply = (token: string, body: object) =>
    call<SignUp[]>(server.app, 'POST', '/api/train/applycourse', { token, body });
  const sessionOf = async (token: string, name: string) => {
    const course = (await applicable(token, name)).find((found) => found.name === name);
    const session = course?.dates.find((date) => date.remainingPlaces > 0);
    if (!session) throw new Error(`${name} has no open session for this caller`);
    return session.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });

  afterAll(() => server.close());

  it('lists the open courses with places left, soonest deadline first, each with its sessions', async () => {
    const list = await applicable(await sessionFor(server, SHUXIN));
    expect(namesOf(list)).toEqual(expect.arrayContaining([OPEN_COURSE, OTHER_OPEN_COURSE]));
    const deadlines = list.map((course) => course.signUpDeadline ?? '');
    expect(deadlines).toEqual([...deadlines].sort());
    for (const course of list) {
      expect(course.remainingPlaces, course.name).toBeGreaterThan(0);
      expect(
        course.dates.some((date) => date.remainingPlaces > 0),
        course.name,
      ).toBe(true);
    }
    expect(namesOf(await applicable(await sessionFor(server, SHUXIN), '项目管理'))).toEqual([
      OTHER_OPEN_COURSE,
    ]);
  });

  it('leaves out an individual’s own courses and a course with no place left', async () => {
    const trainee = await sessionFor(server, TRAINEE);
    expect(namesOf(await applicable(trainee))).not.toContain(OPEN_COURSE);
    // The open course's places all taken: its capacity brought down to the places held.
    const [full] = await server.db
      .select({ id: courses.id, capacity: courses.capacity })
      .from(courses)
      .where(eq(courses.name, OPEN_COURSE));
    const { rows } = await server.db.execute(
      sql`select count(*)::int as held from sign_ups where course_id = ${full?.id} and status not in (2, 3)`,
    );
    const held = Number((rows[0] as { held: number }).held);
    expect(held).toBeGreaterThan(0);
    await server.db.update(courses).set({ capacity: held }).where(eq(courses.name, OPEN_COURSE));
    try {
      expect(namesOf(await applicable(await sessionFor(server, SHUXIN)))).not.toContain(
        OPEN_COURSE,
      );
    } finally {
      await server.db
        .update(courses)
        .set({ capacity: full?.capacity ?? null })
        .where(eq(courses.name, OPEN_COURSE));
    }
  });

  it('signs an individual up with their particulars; the course then leaves their picker', async () => {
    const trainee = await individualIn(server, '1000');
    const trainingDateId = await sessionOf(trainee, OTHER_OPEN_COURSE);
    const answer = await apply(trainee, {
      trainingDateId,
      name: '赵敏',
      idCard: idCardNumber('51010419900101123'),
      mobile: '13711112222',
    });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ traineeName: '赵敏', trainingDateId, status: 0 });
    expect(namesOf(await applicable(trainee))).not.toContain(OTHER_OPEN_COURSE);
    const again = await apply(trainee, {
      trainingDateId,
      name: '赵敏',
      idCard: idCardNumber('51010419900101123'),
      mobile: '13711112222',
    });
    expect(again.httpStatus).toBe(409);
  });

  it('signs a company’s verified people up, all or none, naming the field it lacks', async () => {
    const company = await sessionFor(server, SHUXIN);
    const trainingDateId = await sessionOf(company, OTHER_OPEN_COURSE);
    const { rows } = await server.db.execute(
      sql`select p.id from people p join accounts a on a.corporate_id = p.corporate_id
          where a.user_name = ${SHUXIN} and p.status = 2 order by p.id limit 2`,
    );
    const personIds = (rows as { id: number | string }[]).map((row) => Number(row.id));
    const none = await apply(company, { trainingDateId });
    expect(none.httpStatus).toBe(400);
    expect(none.body.fieldErrors).toHaveProperty('personIds');
    const answer = await apply(company, { trainingDateId, personIds });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data.map((signUp) => signUp.personId)).toEqual(personIds);
  });

  it('is for companies and trainees only', async () => {
    const institution = await institutionSession(server, SHUXIN, '2010');
    const list = await call(server.app, 'GET', '/api/train/applycourselist', {
      token: institution,
    });
    expect(list.httpStatus).toBe(403);
    const applied = await apply(institution, { trainingDateId: 1, personIds: [1] });
    expect(applied.httpStatus).toBe(403);
  });
});
