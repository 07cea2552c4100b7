/**
 * The certificate reviewers' queue (`train/query-entryusercerdit-page`): sign-ups from the
 * exam passed on, those waiting for a decision first. The platform sees every course's;
 * an expert only the courses of their business line (DESIGN §3.5).
 */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { businessLine, roleKind } from '@machines/access';
import type { SignUp } from '@machines/contracts';
import type { Database } from '../db/client';
import { courses, signUpStatusCounts, signUps } from '../db/schema';
import { countedByStatus } from '../lib/derivedCounts';
import type { Actor } from '../lib/access';
import { containsPattern, type Page, type PageQuery } from '../lib/paging';
import { CERTIFICATE_PENDING, CERTIFICATE_STATUSES } from './entity';
import { toSignUp } from './rows';
import { readSignUpPage } from './signUpPage';

export interface CertificateQuery extends PageQuery {
  readonly status?: number;
  readonly traineeName?: string;
  readonly courseName?: string;
  readonly certificateNumber?: string;
}

/** The courses an actor reviews certificates of: all (platform), or one line's. */
function reviewedLine(actor: Actor): SQL | undefined {
  const role = actor.activeRole;
  return roleKind(role) === 'platform' ? undefined : eq(courses.businessLine, businessLine(role));
}

export function queryCertificateReviews(
  db: Database,
  actor: Actor,
  query: CertificateQuery,
): Promise<Page<SignUp>> {
  const trainee = query.traineeName?.trim();
  const course = query.courseName?.trim();
  const number = query.certificateNumber?.trim();
  const statuses =
    query.status === undefined
      ? [...CERTIFICATE_STATUSES]
      : CERTIFICATE_STATUSES.filter((status) => status === query.status);
  const line = reviewedLine(actor);
  const where = and(
    inArray(signUps.status, statuses.length > 0 ? statuses : [-1]),
    line,
    ...(trainee ? [ilike(signUps.traineeName, containsPattern(trainee))] : []),
    ...(course ? [ilike(courses.name, containsPattern(course))] : []),
    ...(number ? [ilike(signUps.certificateNumber, containsPattern(number))] : []),
  ) as SQL;
  const unfiltered = !line && !trainee && !course && !number;
  return readSignUpPage(db, query, {
    where,
    // The platform's whole queue is counted on the sign-ups alone.
    joins: line || course ? ['course'] : [],
    ...(unfiltered ? { keptTotal: countedByStatus(db, signUpStatusCounts, { in: statuses }) } : {}),
    // The decisions still to take first, then the most recently changed.
    orderBy: [
      // Constants, not parameters: the expression is the one sign_ups_certificate_queue_idx
      // is ordered by, so page one reads the index instead of sorting the whole queue.
      sql`(${signUps.status} in (${sql.raw(CERTIFICATE_PENDING.join(', '))})) desc`,
      desc(signUps.updatedAt),
      desc(signUps.id),
    ],
    toRow: (row) => toSignUp(row, { whole: false }),
  });
}
