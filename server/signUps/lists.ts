/**
 * `train/query-applycourse-page`: the caller's sign-ups, newest first — a company's for
 * every person it signed up, an individual's own. ID card numbers masked (DESIGN §4).
 */
import { and, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { SignUp } from '@machines/contracts';
import type { Database } from '../db/client';
import { courses, signUps } from '../db/schema';
import type { Actor } from '../lib/access';
import { containsPattern, type Page, type PageQuery } from '../lib/paging';
import { toSignUp } from './rows';
import { readSignUpPage } from './signUpPage';

export interface OwnSignUpQuery extends PageQuery {
  readonly status?: number;
  /** Contained in the course's name. */
  readonly courseName?: string;
  /** Contained in the trainee's name. */
  readonly traineeName?: string;
}

/**
 * Whose sign-ups the actor sees as their applicant: its company's (any account of it, in a
 * company role), or an individual's own. Training records read the same.
 */
export const ownedBy = (actor: Actor): SQL =>
  actor.corporateId !== null
    ? eq(signUps.corporateId, actor.corporateId)
    : (and(eq(signUps.applicantAccountId, actor.accountId), isNull(signUps.corporateId)) as SQL);

export function queryOwnSignUps(
  db: Database,
  actor: Actor,
  query: OwnSignUpQuery,
): Promise<Page<SignUp>> {
  const course = query.courseName?.trim();
  const trainee = query.traineeName?.trim();
  const where = and(
    ownedBy(actor),
    ...(query.status === undefined ? [] : [eq(signUps.status, query.status)]),
    ...(course ? [ilike(courses.name, containsPattern(course))] : []),
    ...(trainee ? [ilike(signUps.traineeName, containsPattern(trainee))] : []),
  );
  return readSignUpPage(db, query, {
    where,
    joins: ['course'],
    orderBy: [desc(signUps.createdAt), desc(signUps.id)],
    toRow: (row) => toSignUp(row, { whole: false }),
  });
}
