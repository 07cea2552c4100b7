/**
 * Who an actor is towards a course (DESIGN §2, §3.4): its own institution, in a course
 * applicant role, is the institution; platform staff the platform and an expert of the
 * course's business line the expert — neither sees a draft, but for the super-administrator
 * managing every course (`courseManage`). To anyone else the course does not exist (404),
 * so ids do not leak.
 */
import { businessLine, may, roleKind } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { courseFamily } from './entity';
import { findCourse, type CourseRow } from './rows';

const DRAFT = courseFamily.codeOf('draft');
const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export interface CourseRecord {
  readonly corporateId: number;
  readonly businessLine: number;
  readonly status: number;
}

export function coursePartyOf(actor: Actor, course: CourseRecord): Party | null {
  const role = actor.activeRole;
  const sent = course.status !== DRAFT;
  if (may('course.manage', role)) return 'platform';
  if (may('course.review', role)) {
    if (roleKind(role) === 'platform') return sent ? 'platform' : null;
    return sent && businessLine(role) === course.businessLine ? 'expert' : null;
  }
  const own = actor.corporateId !== null && actor.corporateId === course.corporateId;
  return own && may('course.apply', role) ? 'institution' : null;
}

export async function courseInReach(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ found: CourseRow; party: Party }> {
  const found = await findCourse(db, id);
  const party = found ? coursePartyOf(actor, found.course) : null;
  if (!found || !party) throw notFound();
  return { found, party };
}

/** A course the actor acts on as one party; to the others it does not exist. */
export async function courseAs(db: Database, actor: Actor, id: number, party: Party) {
  const reached = await courseInReach(db, actor, id);
  if (reached.party !== party) throw notFound();
  return reached.found;
}
