/**
 * Taking one person off an application (issue 17): `credit-category/delete-userapplycredit`
 * (a person a credit application counts) and `credit-category/delete-userapplycourseId` (a
 * teacher of a course). Each is a change of the application, so its workflow machine
 * decides: allowed in every status it tags `editable`, 409 in every other; a person the
 * application does not name is a 400 naming the field; another company's gets the 404 of
 * a record that does not exist.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { courses, creditApplications } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { createDraftCourse, trainingInstitution } from './support/courses';
import { completeCreditFields, CREDIT, offeredCategoryOf } from './support/credit';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface PeopleAnswer {
  id: number;
  version: number;
  status: number;
}
interface CreditAnswer extends PeopleAnswer {
  people: { id: number; name: string }[];
}
interface CourseAnswer extends PeopleAnswer {
  teachers: { id: number; name: string }[];
}

const REMOVE_CREDIT_PERSON = `${CREDIT}/delete-userapplycredit`;
const REMOVE_TEACHER = `${CREDIT}/delete-userapplycourseId`;

/** Every status of a family, and whether its machine lets the applicant change it. */
const statusesOf = (family: StatusFamilyName) =>
  statusFamilies[family].statuses.map(({ meta }) => ({
    code: meta.code,
    editable: statusFamilies[family].snapshotOf(meta.code).hasTag('editable'),
  }));

describe.each(testDatabases)('taking a person off an application (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;

  const remove = <T>(path: string, token: string, query: Record<string, number>) =>
    call<T>(server.app, 'DELETE', path, {
      token,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });

  /**
   * The record put in each status of its family (at version 100 + code): taking the person
   * off answers 200 where the machine tags the status `editable`, 409 in every other. Then
   * the record is back at draft, version 0, and `restore` names the person again.
   */
  async function agreesInEveryStatus(check: {
    family: StatusFamilyName;
    table: typeof creditApplications | typeof courses;
    id: number;
    removal: (version: number) => ReturnType<typeof remove>;
    restore: () => Promise<unknown>;
  }): Promise<void> {
    const { table } = check;
    const setStatus = (status: number, version: number) =>
      server.db.update(table).set({ status, version }).where(eq(table.id, check.id));
    for (const { code, editable } of statusesOf(check.family)) {
      await setStatus(code, 100 + code);
      const answer = await check.removal(100 + code);
      expect(answer.httpStatus, `status ${code}: ${answer.body.message}`).toBe(
        editable ? 200 : 409,
      );
      await setStatus(0, 0);
      await check.restore();
    }
  }

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  describe('a credit application', () => {
    let token: string;
    let draft: CreditAnswer;
    let first: number;
    let second: number;

    beforeAll(async () => {
      const company = await createCompany(server);
      token = company.token;
      first = await verifiedPerson(server.app, token, platform, '周工程师');
      second = await verifiedPerson(server.app, token, platform, '吴工程师');
      const category = await offeredCategoryOf(server.app, token);
      const fields = await completeCreditFields(server.app, token, category.id, [first, second]);
      const answer = await call<CreditAnswer>(
        server.app,
        'POST',
        `${CREDIT}/create-corporatecredit`,
        { token, body: fields },
      );
      expect(answer.httpStatus, answer.body.message).toBe(200);
      draft = answer.body.data;
    });

    it('takes the person off a draft, the others kept in their order, and raises the version', async () => {
      const third = await verifiedPerson(server.app, token, platform, '郑工程师');
      const named = await call<CreditAnswer>(
        server.app,
        'POST',
        `${CREDIT}/create-corporatecredit`,
        {
          token,
          body: { id: draft.id, version: draft.version, personIds: [first, third, second] },
        },
      );
      draft = named.body.data;
      const removed = await remove<CreditAnswer>(REMOVE_CREDIT_PERSON, token, {
        id: draft.id,
        version: draft.version,
        personId: third,
      });
      expect(removed.httpStatus, removed.body.message).toBe(200);
      expect(removed.body.data.people.map((person) => person.id)).toEqual([first, second]);
      expect(removed.body.data.version).toBe(draft.version + 1);

      // The version seen before is stale now: someone changed it first.
      const stale = await remove(REMOVE_CREDIT_PERSON, token, {
        id: draft.id,
        version: draft.version,
        personId: first,
      });
      expect(stale.httpStatus).toBe(409);
      draft = removed.body.data;
    });

    it('names the field for a person the application does not count', async () => {
      const refused = await remove(REMOVE_CREDIT_PERSON, token, {
        id: draft.id,
        version: draft.version,
        personId: 999_999,
      });
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.fieldErrors).toHaveProperty('personId');
    });

    it('answers another company as if the application did not exist', async () => {
      const other = await createCompany(server);
      const refused = await remove(REMOVE_CREDIT_PERSON, other.token, {
        id: draft.id,
        version: draft.version,
        personId: first,
      });
      expect(refused.httpStatus).toBe(404);
    });

    it('agrees with the qualification machine in every status', async () => {
      await agreesInEveryStatus({
        family: 'qualification',
        table: creditApplications,
        id: draft.id,
        removal: (version) =>
          remove(REMOVE_CREDIT_PERSON, token, { id: draft.id, version, personId: first }),
        // Named again for the next status.
        restore: () =>
          call(server.app, 'POST', `${CREDIT}/create-corporatecredit`, {
            token,
            body: { id: draft.id, version: 0, personIds: [first, second] },
          }),
      });
    });
  });

  describe('a course', () => {
    let token: string;
    let course: CourseAnswer;
    let first: number;
    let second: number;

    beforeAll(async () => {
      const institution = await trainingInstitution(server, platform);
      token = institution.token;
      first = institution.teacher;
      second = await verifiedPerson(server.app, token, platform, '李讲师');
      const draft = await createDraftCourse(server.app, token, first);
      const named = await call<CourseAnswer>(server.app, 'POST', '/api/course/create-course', {
        token,
        body: { id: draft.id, version: draft.version, teacherIds: [first, second] },
      });
      expect(named.httpStatus, named.body.message).toBe(200);
      course = named.body.data;
    });

    it('takes the teacher off a draft and raises the version', async () => {
      const removed = await remove<CourseAnswer>(REMOVE_TEACHER, token, {
        id: course.id,
        version: course.version,
        personId: first,
      });
      expect(removed.httpStatus, removed.body.message).toBe(200);
      expect(removed.body.data.teachers.map((teacher) => teacher.id)).toEqual([second]);
      expect(removed.body.data.version).toBe(course.version + 1);
      course = removed.body.data;

      const notNamed = await remove(REMOVE_TEACHER, token, {
        id: course.id,
        version: course.version,
        personId: first,
      });
      expect(notNamed.httpStatus).toBe(400);
      expect(notNamed.body.fieldErrors).toHaveProperty('personId');
    });

    it('answers another institution, and a member company, as if the course did not exist', async () => {
      const other = await trainingInstitution(server, platform);
      const refused = await remove(REMOVE_TEACHER, other.token, {
        id: course.id,
        version: course.version,
        personId: second,
      });
      expect(refused.httpStatus).toBe(404);
      // A member company is no course applicant: the access table refuses it first.
      const member = await createCompany(server);
      const forbidden = await remove(REMOVE_TEACHER, member.token, {
        id: course.id,
        version: course.version,
        personId: second,
      });
      expect(forbidden.httpStatus).toBe(403);
    });

    it('agrees with the course machine in every status', async () => {
      await agreesInEveryStatus({
        family: 'course',
        table: courses,
        id: course.id,
        removal: (version) =>
          remove(REMOVE_TEACHER, token, { id: course.id, version, personId: second }),
        restore: () =>
          call(server.app, 'POST', '/api/course/create-course', {
            token,
            body: { id: course.id, version: 0, teacherIds: [second] },
          }),
      });
    });
  });
});
