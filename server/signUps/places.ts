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
import { holdsPlace } from '../lib/coursePlaces';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';

const PUBLISHED = statusFamilies.course.codeOf('published');
const dateFamily = statusFamilies.trainingDate;
const OPEN_DATE_STATUSES: readonly number[] = [
  dateFamily.codeOf('scheduled'),
  dateFamily.codeOf('changed'),
];

const closed = () => new AppError(HttpStatus.conflict, 'error.signUpClosed');

export interface OpenSession {
  readonly courseId: number;
  readonly institutionId: number;
  readonly courseName: string;
}

/**
 * Locks the session's course and the session for `wanted` new places: refused while the
 * course is not open for sign-up (not published, switched off, past its deadline, the
 * session started or cancelled) or when fewer places are left than wanted.
 */
export async function takePlaces(
  tx: Database,
  trainingDateId: number,
  wanted: number,
  now: Date,
  /** Places the caller already holds in the course (a sign-up moving to another session). */
  heldInCourse = 0,
): Promise<OpenSession> {
  const today = localDate(now);
  const [session] = await tx
    .select({ courseId: trainingDates.courseId })
    .from(trainingDates)
    .where(eq(trainingDates.id, trainingDateId));
  if (!session) throw new AppError(HttpStatus.notFound, 'error.notFound');
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
    .where(eq(courses.id, session.courseId))
    .for('update');
  const [date] = await tx
    .select({
      status: trainingDates.status,
      startsOn: trainingDates.startsOn,
      capacity: trainingDates.capacity,
    })
    .from(trainingDates)
    .where(eq(trainingDates.id, trainingDateId))
    .for('update');
  const open =
    course !== undefined &&
    date !== undefined &&
    course.status === PUBLISHED &&
    course.enabled &&
    (course.signUpDeadline ?? '') >= today &&
    OPEN_DATE_STATUSES.includes(date.status) &&
    date.startsOn > today;
  if (!open) throw closed();

  const held = async (condition: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select({ held: count() })
      .from(signUps)
      .where(and(condition, holdsPlace()));
    return row?.held ?? 0;
  };
  const left = Math.min(
    date.capacity - (await held(eq(signUps.trainingDateId, trainingDateId))),
    (course.capacity ?? 0) - (await held(eq(signUps.courseId, course.id))) + heldInCourse,
  );
  if (left < wanted) {
    throw new AppError(HttpStatus.conflict, 'error.noPlacesLeft', {
      params: { left: Math.max(0, left), wanted },
    });
  }
  return { courseId: course.id, institutionId: course.corporateId, courseName: course.name };
}
