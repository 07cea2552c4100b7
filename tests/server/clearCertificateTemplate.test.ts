/**
 * `train/clear-certimg` (docs/signUps.md): the institution clears its published course's
 * own certificate template, so its certificates are drawn on their level's; not while the
 * course is still being written (the designer resets it there), not once a certificate of
 * the course is issued, not without a level template to fall back on; another
 * institution's course does not exist, a company may not call it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateTemplate, SignUpCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { courses } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { institutionSession, OPEN_COURSE, openCourseSession } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** shuxin's finished course, with certificates issued. */
const FINISHED_COURSE = '信息技术服务基础实务（第二期）';

describe.each(testDatabases)('clearing a course’s certificate template (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let courseId: number;

  const clear = (token: string, id: number) =>
    call<{ id: number; ownTemplate: boolean }>(server.app, 'POST', '/api/train/clear-certimg', {
      token,
      body: { id },
    });
  const courseRow = async (id: number) => {
    const answer = await call<{ list: SignUpCourse[] }>(
      server.app,
      'GET',
      '/api/train/entrytraincoursemanagerlist',
      { token: institution, query: { pageIndex: '1', pageSize: '50' } },
    );
    return answer.body.data.list.find((course) => course.id === id);
  };
  const courseNamed = async (name: string) => {
    const [course] = await server.db
      .select({ id: courses.id, status: courses.status, templateFileId: courses.templateFileId })
      .from(courses)
      .where(eq(courses.name, name));
    if (!course) throw new Error(`The demo has no ${name}`);
    return course;
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    ({ courseId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  it('refuses a course still being written, and anyone but its institution', async () => {
    const open = await courseNamed(OPEN_COURSE);
    await server.db
      .update(courses)
      .set({ status: statusFamilies.course.codeOf('draft') })
      .where(eq(courses.id, courseId));
    try {
      const answer = await clear(institution, courseId);
      expect(answer.httpStatus).toBe(409);
      expect(answer.body.message).toContain('重置');
    } finally {
      await server.db.update(courses).set({ status: open.status }).where(eq(courses.id, courseId));
    }
    const other = await institutionSession(server, DEMO.tianfuAdmin, '2110');
    expect((await clear(other, courseId)).httpStatus).toBe(404);
    const company = await sessionFor(server, DEMO.jinchengAdmin);
    expect((await clear(company, courseId)).httpStatus).toBe(403);
  });

  it('clears the published course’s own template: its certificates fall back to the level’s', async () => {
    expect(await courseRow(courseId)).toMatchObject({ ownTemplate: true });
    const answer = await clear(institution, courseId);
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toEqual({ id: courseId, ownTemplate: false });
    expect(await courseRow(courseId)).toMatchObject({ ownTemplate: false });
    const template = await call<CertificateTemplate>(
      server.app,
      'GET',
      `/api/course/get-image-point/${courseId}`,
      { token: institution },
    );
    expect(template.body.data).toMatchObject({ backgroundFileId: null, points: [] });
    // Nothing of its own is left to clear.
    const again = await clear(institution, courseId);
    expect(again.httpStatus).toBe(409);
    expect(again.body.message).toBe('该课程没有自有证书模板');
  });

  it('keeps the template of a course with certificates issued', async () => {
    const finished = await courseNamed(FINISHED_COURSE);
    const [template] = await server.db
      .select({ fileId: courses.templateFileId })
      .from(courses)
      .where(eq(courses.name, '数据治理与数据安全实务'));
    await server.db
      .update(courses)
      .set({ templateFileId: template?.fileId ?? null })
      .where(eq(courses.id, finished.id));
    const answer = await clear(institution, finished.id);
    expect(answer.httpStatus).toBe(409);
    expect(answer.body.message).toBe('该课程已有证书发放，不能再更换证书模板');
    expect((await courseNamed(FINISHED_COURSE)).templateFileId).not.toBeNull();
  });
});
