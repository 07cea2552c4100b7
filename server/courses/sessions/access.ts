/**
 * Who an actor is towards a session: the institution running its course (while the course
 * is published or in training: before that the schedule is the course form's), or the
 * platform deciding moves. To anyone else the session does not exist (404).
 */
import { may } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError, HttpStatus } from '../../lib/errors';
import { courseFamily } from '../entity';
import { findSession, type SessionRow } from './rows';

/** A course past review and not finished: its sessions are moved, not rewritten. */
export const RUNNING_COURSE_STATUSES: readonly number[] = [
  courseFamily.codeOf('published'),
  courseFamily.codeOf('inTraining'),
];

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export function sessionPartyOf(
  actor: Actor,
  row: Pick<SessionRow, 'courseCorporateId' | 'courseStatus'>,
): Party | null {
  if (!RUNNING_COURSE_STATUSES.includes(row.courseStatus)) return null;
  if (may('trainingDate.review', actor.activeRole)) return 'platform';
  const own = actor.corporateId !== null && actor.corporateId === row.courseCorporateId;
  return own && may('course.apply', actor.activeRole) ? 'institution' : null;
}

/** A session the actor acts on as `party`; to anyone else it does not exist. */
export async function sessionAs(
  db: Database,
  actor: Actor,
  id: number,
  party: Party,
): Promise<SessionRow> {
  const found = await findSession(db, id);
  if (!found || sessionPartyOf(actor, found) !== party) throw notFound();
  return found;
}
