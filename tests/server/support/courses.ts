/** The course endpoints as a test calls them. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';

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
