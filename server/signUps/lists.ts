/**
 * `train/query-applycourse-page`: the caller's sign-ups, newest first — a company's for
 * every person it signed up, an individual's own. ID card numbers masked (DESIGN §4).
 */
import { desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { SignUp } from '@machines/contracts';
import type { Database } from '../db/client';
import { boundConditions } from '../lib/preparedPage';
import { courses, signUps } from '../db/schema';
import type { Actor } from '../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { toSignUp } from './rows';
import { OWNER_CONDITIONS, preparedSignUpPage, type OwnerFilters } from './signUpPage';

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
export const ownerOf = (actor: Actor): OwnerFilters =>
  actor.corporateId !== null
    ? { corporateId: actor.corporateId }
    : { individualAccountId: actor.accountId };

/** The same, as a condition with the values bound in (a statement built per request). */
export const ownedBy = (db: Database, actor: Actor): SQL | undefined =>
  boundConditions(db, OWNER_CONDITIONS, ownerOf(actor));

/** Text contained in a name, as a LIKE pattern; blank text is no filter. */
export function namePattern(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? containsPattern(trimmed) : undefined;
}

interface OwnSignUpFilters extends OwnerFilters {
  readonly status?: number;
  readonly coursePattern?: string;
  readonly traineePattern?: string;
}

const ownSignUps = preparedSignUpPage<OwnSignUpFilters>('own_sign_ups', {
  conditions: {
    ...OWNER_CONDITIONS,
    status: (status) => eq(signUps.status, status),
    coursePattern: (pattern) => ilike(courses.name, pattern),
    traineePattern: (pattern) => ilike(signUps.traineeName, pattern),
  },
  joins: { coursePattern: 'course' },
  orderBy: [desc(signUps.createdAt), desc(signUps.id)],
});

export function queryOwnSignUps(
  db: Database,
  actor: Actor,
  query: OwnSignUpQuery,
): Promise<Page<SignUp>> {
  const reads = ownSignUps(db, {
    ...ownerOf(actor),
    status: query.status,
    coursePattern: namePattern(query.courseName),
    traineePattern: namePattern(query.traineeName),
  });
  return readPage(query, reads, (rows) => rows.map((row) => toSignUp(row, { whole: false })));
}
