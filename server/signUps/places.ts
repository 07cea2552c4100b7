/**
 * Taking places for new sign-ups, exactly: the course's row and the session's row are
 * locked (in that order, so two sign-ups never wait on each other crosswise), then the
 * places held are counted. Of many sign-ups for the last place, the first to lock takes
 * it and every other one is refused (409), whatever the number of processes.
 */
import { and, count, eq } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { courses, signUps, trainingDates } from '../db/schema';
import { holdsPlace, OPEN_SESSION_STATUSES } from '../lib/coursePlaces';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';

const PUBLISHED = statusFamilies.course.codeOf('published');

const closed = () => new AppError(HttpStatus.conflict, 'error.signUpClosed');

export interface OpenSession {
  readonly courseId: number;
  readonly institutionId: number;
  readonly courseName: string;
}

/**
 * Locks the session and its course for `wanted` new places: refused while the
 * course is not open for sign-up (not published, switched off, past its deadline, the
 * session started or cancelled) or when fewer places are left than wanted.
 */
export async function takePlaces(
  tx: Database,
  trainingDateId: number,
  wanted: number,
  now: Date,
  /**
   * Places the caller already holds, counted again: in the course (a sign-up moving to
   * another session), and in the session too (one staying in its own session).
   */
  held: { readonly inCourse?: number; readonly inSession?: number } = {},
): Promise<OpenSession> {
  const { inCourse = 0, inSession = 0 } = held;
  const today = localDate(now);
  // The session before its course: a change to a session locks the course after it (the
  // trigger keeping courses.last_open_starts_on), and one order for both cannot deadlock.
  const [date] = await tx
    .select({
      courseId: trainingDates.courseId,
      status: trainingDates.status,
      startsOn: trainingDates.startsOn,
      capacity: trainingDates.capacity,
    })
    .from(trainingDates)
    .where(eq(trainingDates.id, trainingDateId))
    .for('update');
  if (!date) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const [course] = await tx
    .select({
      id: courses.id,
      corporateId: courses.corporateId,
      name: courses.name,
      status: courses.status,
      enabled: courses.enabled,
      capacity: courses.capacity,
      signUpDeadline: courses.signUpDeadline,
    })
    .from(courses)
    .where(eq(courses.id, date.courseId))
    .for('update');
  const open =
    course !== undefined &&
    course.status === PUBLISHED &&
    course.enabled &&
    (course.signUpDeadline ?? '') >= today &&
    OPEN_SESSION_STATUSES.includes(date.status) &&
    date.startsOn > today;
  if (!open) throw closed();

  const heldWhere = async (condition: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select({ held: count() })
      .from(signUps)
      .where(and(condition, holdsPlace()));
    return row?.held ?? 0;
  };
  const left = Math.min(
    date.capacity - (await heldWhere(eq(signUps.trainingDateId, trainingDateId))) + inSession,
    (course.capacity ?? 0) - (await heldWhere(eq(signUps.courseId, course.id))) + inCourse,
  );
  if (left < wanted) {
    throw new AppError(HttpStatus.conflict, 'error.noPlacesLeft', {
      params: { left: Math.max(0, left), wanted },
    });
  }
  return { courseId: course.id, institutionId: course.corporateId, courseName: course.name };
}

/** A 400 naming the session field. */
export const sessionRefused = (key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field: 'trainingDateId',
    fieldErrors: { trainingDateId: { key } },
  });

/** A session of the sign-up's own course, else 400 naming `trainingDateId`. */
export async function assertSessionOfCourse(
  tx: Database,
  trainingDateId: number,
  courseId: number,
): Promise<void> {
  const [session] = await tx
    .select({ courseId: trainingDates.courseId })
    .from(trainingDates)
    .where(eq(trainingDates.id, trainingDateId));
  if (session?.courseId !== courseId) throw sessionRefused('validation.sameCourseSession');
}
