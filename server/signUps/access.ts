/**
 * Who an actor is towards a sign-up (DESIGN §2 scoping): its applicant (the individual who
 * signed up, or any account of the company that signed its person up, in the company
 * role), the course's training institution reviewing sign-ups, or, once the exam is
 * passed, a certificate reviewer (the platform; an expert of the course's business line).
 * To anyone else it does not exist (404), so ids do not leak.
 */
import { businessLine, canOpenPage, may, roleKind } from '@machines/access';
import type { Party } from '@machines/workflows';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { courses } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { CERTIFICATE_STATUSES } from './entity';
import { findSignUp, type SignUpRow } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export function signUpPartyOf(actor: Actor, row: SignUpRow): Party | null {
  const role = actor.activeRole;
  const { signUp } = row;
  // The institution reviews its courses' sign-ups on its sign-up review page.
  if (canOpenPage('entryTraining', role) && actor.corporateId === row.courseCorporateId) {
    return 'institution';
  }
  if (may('signUp.certificateReview', role)) {
    if (!CERTIFICATE_STATUSES.includes(signUp.status)) return null;
    if (roleKind(role) === 'platform') return 'platform';
    return businessLine(role) === row.courseBusinessLine ? 'expert' : null;
  }
  if (!may('signUp.apply', role)) return null;
  return signedUpBy(actor, signUp) ? 'applicant' : null;
}

/**
 * Whether the sign-up is the actor's as its applicant: its company's person's (any account of
 * the company), or an individual's own. What training records show, too.
 */
export function signedUpBy(actor: Actor, signUp: SignUpRow['signUp']): boolean {
  return actor.corporateId !== null
    ? signUp.corporateId === actor.corporateId
    : signUp.corporateId === null && signUp.applicantAccountId === actor.accountId;
}

export async function signUpInReach(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ found: SignUpRow; party: Party }> {
  const found = await findSignUp(db, id);
  const party = found ? signUpPartyOf(actor, found) : null;
  if (!found || !party) throw notFound();
  return { found, party };
}

/**
 * A course whose sign-ups the actor reads: its own institution's, or with `anyCourse` any
 * (the super-administrator, who manages every course). Otherwise it does not exist (404).
 */
/** A course's institution, by the course's id: prepared once. */
const courseInstitution = preparedById('course_institution_by_id', (db, id) =>
  db.select({ corporateId: courses.corporateId }).from(courses).where(eq(courses.id, id)),
);

export async function assertCourseInReach(
  db: Database,
  actor: Actor,
  courseId: number,
  { anyCourse }: { readonly anyCourse: boolean },
): Promise<void> {
  const found = await courseInstitution(db, courseId);
  if (!found || (!anyCourse && found.corporateId !== actor.corporateId)) throw notFound();
}
