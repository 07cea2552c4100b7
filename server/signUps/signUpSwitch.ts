/**
 * `train/update-applycourse-switch`: the institution takes a published course off sign-up
 * or puts it back (its `enabled` switch; course/query-courseInfo-page shows only enabled
 * courses). The switch carries the state wanted, so repeating it changes nothing and two
 * clicks never undo each other unseen; the course's own version is left to its steps.
 */
import { and, eq } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { courses } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';

const PUBLISHED = statusFamilies.course.codeOf('published');

export interface SignUpSwitch {
  readonly id: number;
  readonly enabled: boolean;
}

export async function switchSignUp(
  db: Database,
  actor: Actor,
  { id, enabled }: SignUpSwitch,
  now: Date,
): Promise<SignUpSwitch> {
  const [course] = await db
    .select({ status: courses.status })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.corporateId, actor.corporateId ?? -1)));
  if (!course) throw new AppError(HttpStatus.notFound, 'error.notFound');
  if (course.status !== PUBLISHED) {
    throw new AppError(HttpStatus.conflict, 'error.signUpSwitchClosed');
  }
  await db.update(courses).set({ enabled, updatedAt: now }).where(eq(courses.id, id));
  return { id, enabled };
}
