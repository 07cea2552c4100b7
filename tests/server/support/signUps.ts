/** The sign-up endpoints as a test calls them. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idCardCheckCharacter } from '../../../machines/validation/idCard';
import { associationDay, statusFamilies } from '../../../machines/workflows';
import { accounts, courses, signUps, trainingDates } from '../../../server/db/schema';
import { call } from './api';
import { sessionFor, type TestServer } from './testServer';

export interface SignUpAnswer {
  id: number;
  status: number;
  version: number;
  courseId: number;
  trainingDateId: number;
  traineeName: string;
  traineeIdCard: string;
  /** A training date status while the sign-up's date moves (`SignUp.dateStatus`). */
  dateStatus: number | null;
}

/** A well-formed 18-character number from its first 17 digits. */
export const idCardNumber = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;

/** A company signs people of its roster up (`train/entry-course`). */
export async function signUpPeople(
  app: FastifyInstance,
  token: string,
  trainingDateId: number,
  personIds: readonly number[],
): Promise<SignUpAnswer[]> {
  const answer = await call<SignUpAnswer[]>(app, 'POST', '/api/train/entry-course', {
    token,
    body: { trainingDateId, personIds },
  });
  if (answer.httpStatus !== 200) throw new Error(`Sign-up failed: ${answer.body.message}`);
  return answer.body.data;
}

/** An individual signs themselves up (`train/entry-course-reg`). */
export async function signUpSelf(
  app: FastifyInstance,
  token: string,
  trainingDateId: number,
  trainee: { name: string; idCard: string; mobile: string },
): Promise<SignUpAnswer> {
  const answer = await call<SignUpAnswer>(app, 'POST', '/api/train/entry-course-reg', {
    token,
    body: { trainingDateId, ...trainee },
  });
  if (answer.httpStatus !== 200) throw new Error(`Sign-up failed: ${answer.body.message}`);
  return answer.body.data;
}

/** A session of a demo institution's account acting in `role` (shuxin reviews as 2010). */
export async function institutionSession(
  server: TestServer,
  userName: string,
  role: string,
): Promise<string> {
  await server.db.update(accounts).set({ activeRole: role }).where(eq(accounts.userName, userName));
  return sessionFor(server, userName);
}

/** The institution decides sign-ups (`train/muliti-update-applycourse-status`). */
export async function decideSignUps(
  app: FastifyInstance,
  token: string,
  items: readonly { id: number; version: number }[],
  event: string,
  comment?: string,
) {
  return call<{ results: { id: number; ok: boolean; status?: number; message?: string }[] }>(
    app,
    'PUT',
    '/api/train/muliti-update-applycourse-status',
    { token, body: { items, event, ...(comment ? { comment } : {}) } },
  );
}

/** shuxin's demo course published with sessions ahead, open for sign-up. */
export const OPEN_COURSE = '信息技术服务基础实务（第三期）';

/**
 * An approved sign-up asks to move to another session (`train/changedate`): approved here
 * as its institution would, for suites that need a request and not the review before it.
 */
export async function approvedAskingToMove(
  server: TestServer,
  token: string,
  signUp: SignUpAnswer,
  trainingDateId: number,
): Promise<{ id: number; version: number }> {
  await server.db
    .update(signUps)
    .set({ status: statusFamilies.signUp.codeOf('approved'), version: signUp.version + 1 })
    .where(eq(signUps.id, signUp.id));
  const answer = await call<{ id: number; version: number }>(
    server.app,
    'POST',
    '/api/train/changedate',
    { token, body: { signUpId: signUp.id, trainingDateId, reason: '工作安排冲突' } },
  );
  if (answer.httpStatus !== 200) throw new Error(`Date change failed: ${answer.body.message}`);
  return answer.body.data;
}

/** The open demo course and its sessions (two), by date. */
export async function openCourseSessions(
  db: TestServer['db'],
): Promise<{ courseId: number; sessionIds: number[] }> {
  const sessions = await db
    .select({ courseId: courses.id, sessionId: trainingDates.id })
    .from(courses)
    .innerJoin(trainingDates, eq(trainingDates.courseId, courses.id))
    .where(eq(courses.name, OPEN_COURSE))
    .orderBy(trainingDates.startsOn);
  const [first] = sessions;
  if (!first) throw new Error(`The demo has no ${OPEN_COURSE}`);
  return { courseId: first.courseId, sessionIds: sessions.map((session) => session.sessionId) };
}

/** The open demo course and its first session, by date. */
export async function openCourseSession(
  db: TestServer['db'],
): Promise<{ courseId: number; sessionId: number }> {
  const { courseId, sessionIds } = await openCourseSessions(db);
  return { courseId, sessionId: sessionIds[0] ?? -1 };
}

/**
 * Runs `step` with the session begun on the test clock's day, then puts its dates back: a
 * sign-up needs a session ahead, an exam one that has started (the sign-up machine's guard).
 */
export async function whileSessionStarted<T>(
  server: TestServer,
  sessionId: number,
  step: () => Promise<T>,
): Promise<T> {
  const [session] = await server.db
    .select({ startsOn: trainingDates.startsOn })
    .from(trainingDates)
    .where(eq(trainingDates.id, sessionId));
  if (!session) throw new Error(`No session ${sessionId}`);
  const today = associationDay(server.clock.now());
  await server.db
    .update(trainingDates)
    .set({ startsOn: today })
    .where(eq(trainingDates.id, sessionId));
  try {
    return await step();
  } finally {
    await server.db
      .update(trainingDates)
      .set({ startsOn: session.startsOn })
      .where(eq(trainingDates.id, sessionId));
  }
}
