/**
 * The places of a course and of its dated sessions: each sign-up neither rejected nor
 * cancelled holds one (DESIGN §3.5). Counted here for what sign-up shows and for the
 * check a new sign-up passes under its row locks (server/signUps/places.ts).
 */
import { and, count, notInArray, type SQL } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { inIds, prepared } from '../db/prepared';
import { signUps } from '../db/schema';

const family = statusFamilies.signUp;
const sessionFamily = statusFamilies.trainingDate;

/**
 * The sessions a trainee may still sign up to, once they have not started: scheduled, or
 * moved to a new day. Migration 0038's trigger keeps each course's last one by these codes.
 */
export const OPEN_SESSION_STATUSES: readonly number[] = [
  sessionFamily.codeOf('scheduled'),
  sessionFamily.codeOf('changed'),
];

/** The statuses that leave a place free again. */
export const PLACE_FREE_STATUSES: readonly number[] = [
  family.codeOf('rejected'),
  family.codeOf('cancelled'),
];

/** The condition of a sign-up that holds a place. */
export const holdsPlace = (): SQL => notInArray(signUps.status, [...PLACE_FREE_STATUSES]);

export interface PlacesHeld {
  readonly byCourse: ReadonlyMap<number, number>;
  readonly byDate: ReadonlyMap<number, number>;
}

/** A page of courses' places: one statement whatever the page's length, prepared once. */
const placesHeldStatement = prepared((db) =>
  db
    .select({
      courseId: signUps.courseId,
      trainingDateId: signUps.trainingDateId,
      held: count(),
    })
    .from(signUps)
    .where(and(inIds(signUps.courseId), holdsPlace()))
    .groupBy(signUps.courseId, signUps.trainingDateId)
    .prepare('places_held'),
);

/** The places held in each of the courses and in each of their sessions. */
export async function placesHeld(db: Database, courseIds: readonly number[]): Promise<PlacesHeld> {
  const byCourse = new Map<number, number>();
  const byDate = new Map<number, number>();
  if (courseIds.length === 0) return { byCourse, byDate };
  const rows = await placesHeldStatement(db).execute({ ids: [...courseIds] });
  for (const row of rows) {
    byCourse.set(row.courseId, (byCourse.get(row.courseId) ?? 0) + row.held);
    byDate.set(row.trainingDateId, row.held);
  }
  return { byCourse, byDate };
}
