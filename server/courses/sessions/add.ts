/**
 * A session added to a running course (`train/add-traindate`, ours). No review: a new
 * date changes nothing anyone was promised, and it keeps the schedule's rules (within the
 * course's places, after its sign-up deadline) and starts after today.
 */
import { eq, sql } from 'drizzle-orm';
import type { CourseSession, SessionAdd } from '@machines/contracts';
import { courses, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { localDate } from '../../lib/dates';
import { AppError, HttpStatus } from '../../lib/errors';
import { courseAs } from '../access';
import { checkSession } from '../schedule';
import { RUNNING_COURSE_STATUSES } from './access';
import { SESSION_LABELS } from './move';
import { loadSession } from './rows';

export async function addSession(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  body: SessionAdd,
): Promise<CourseSession> {
  const { course } = await courseAs(db, actor, body.courseId, 'institution');
  if (!RUNNING_COURSE_STATUSES.includes(course.status)) {
    throw new AppError(HttpStatus.conflict, 'error.courseNotRunning');
  }
  const date = await checkSession(body, course, SESSION_LABELS);
  const now = clock.now();
  if (date.startsOn <= localDate(now)) {
    const key = 'validation.sessionNotAhead';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'startsOn',
      labels: SESSION_LABELS,
      fieldErrors: { startsOn: { key } },
    });
  }
  const id = await db.transaction(async (tx) => {
    // The course answers its dates: a client holding it sees it changed.
    await tx
      .update(courses)
      .set({ version: sql`${courses.version} + 1`, updatedAt: now })
      .where(eq(courses.id, course.id));
    const [row] = await tx
      .insert(trainingDates)
      .values({ courseId: course.id, ...date, createdAt: now, updatedAt: now })
      .returning({ id: trainingDates.id });
    if (!row) throw new Error('A session was not stored');
    return row.id;
  });
  return loadSession(db, id);
}
