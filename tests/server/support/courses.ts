/** The course endpoints as a test calls them. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, corporates } from '../../../server/db/schema';
import { createSession } from '../../../server/lib/sessions';
import { call } from './api';
import { createCompany } from './companies';
import { verifiedPerson } from './institutions';
import type { TestServer } from './testServer';

export interface CourseAnswer {
  id: number;
  status: number;
  version: number;
  name: string;
}

/** A draft course of the institution `token` acts for (in a course applicant role). */
export async function createDraftCourse(
  app: FastifyInstance,
  token: string,
  teacherId: number,
): Promise<CourseAnswer> {
  const answer = await call<CourseAnswer>(app, 'POST', '/api/course/create-course', {
    token,
    body: { name: '信息系统集成实务培训', teacherIds: [teacherId] },
  });
  if (answer.httpStatus !== 200) throw new Error(`Course draft failed: ${answer.body.message}`);
  return answer.body.data;
}

/** One material of the course, its file a fresh upload of the institution. */
export async function addCourseMaterial(
  app: FastifyInstance,
  token: string,
  courseId: number,
  fileId: string,
): Promise<{ id: number; file: { id: string } }> {
  const answer = await call<{ id: number; file: { id: string } }>(
    app,
    'POST',
    '/api/course/create-coursematerial',
    { token, body: { courseId, fileId, name: '第一章 课程讲义' } },
  );
  if (answer.httpStatus !== 200) throw new Error(`Material failed: ${answer.body.message}`);
  return answer.body.data;
}

/** A new company made a training institution of line 0, acting as 2010, with a teacher. */
export async function trainingInstitution(
  server: TestServer,
  platformToken: string,
): Promise<{ token: string; teacher: number }> {
  const company = await createCompany(server);
  await server.db
    .update(corporates)
    .set({ isTraining: true, businessLine: 0 })
    .where(eq(corporates.id, company.corporateId));
  const teacher = await verifiedPerson(server.app, company.token, platformToken, '王讲师');
  await server.db
    .update(accounts)
    .set({ availableRoles: ['2000', '2010'], activeRole: '2010' })
    .where(eq(accounts.id, company.accountId));
  return { token: company.token, teacher };
}

let individuals = 0;

/** A session of a new individual account holding `role` alone (an expert, say). */
export async function individualIn(server: TestServer, role: string): Promise<string> {
  individuals += 1;
  const userName = `136${String(((Date.now() % 1e6) * 100 + individuals) % 1e8).padStart(8, '0')}`;
  const [account] = await server.db
    .insert(accounts)
    .values({
      userName,
      mobile: userName,
      passwordHash: 'not-a-hash',
      name: `专家${role}`,
      availableRoles: [role],
      activeRole: role,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('No account');
  return createSession(
    server.db,
    { accountId: account.id, ip: null, userAgent: null },
    server.clock.now(),
  );
}
