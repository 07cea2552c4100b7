/**
 * The certificate reviewers' queue (`train/query-entryusercerdit-page`): sign-ups from the
 * exam passed on, those waiting for a decision first. The platform sees every course's;
 * an expert only the courses of their business line (DESIGN §3.5).
 */
import { desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { businessLine, roleKind } from '@machines/access';
import type { SignUp } from '@machines/contracts';
import type { Database } from '../db/client';
import { courses, signUpStatusCounts, signUps } from '../db/schema';
import { keptTotalStatement } from '../lib/derivedCounts';
import type { Actor } from '../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { CERTIFICATE_PENDING, CERTIFICATE_STATUSES } from './entity';
import { toSignUp } from './rows';
import { preparedSignUpPage } from './signUpPage';

export interface CertificateQuery extends PageQuery {
  readonly status?: number;
  readonly traineeName?: string;
  readonly courseName?: string;
  readonly certificateNumber?: string;
}

/** The business line an actor reviews certificates of: none for the platform (every line). */
function reviewedLine(actor: Actor): number | undefined {
  const role = actor.activeRole;
  return roleKind(role) === 'platform' ? undefined : businessLine(role);
}

interface CertificateFilters {
  readonly status?: number;
  readonly businessLine?: number;
  readonly traineePattern?: string;
  readonly coursePattern?: string;
  readonly numberPattern?: string;
}

/** Filters the kept counters cannot answer: with any of them, the queue is counted. */
const COUNTED_FILTERS = [
  'businessLine',
  'traineePattern',
  'coursePattern',
  'numberPattern',
] as const satisfies readonly (keyof CertificateFilters)[];

/** The queue, prepared by shape (server/lib/preparedPage.ts). */
const certificateReviewPage = preparedSignUpPage<CertificateFilters>('certificate_review', {
  conditions: {
    status: (status) => eq(signUps.status, status),
    businessLine: (line) => eq(courses.businessLine, line),
    traineePattern: (pattern) => ilike(signUps.traineeName, pattern),
    coursePattern: (pattern) => ilike(courses.name, pattern),
    numberPattern: (pattern) => ilike(signUps.certificateNumber, pattern),
  },
  // The platform's whole queue is counted on the sign-ups alone.
  joins: { businessLine: 'course', coursePattern: 'course' },
  always: inArray(signUps.status, [...CERTIFICATE_STATUSES]),
  keptTotal: (db, shape) =>
    COUNTED_FILTERS.some(shape.has)
      ? undefined
      : keptTotalStatement(
          db,
          signUpStatusCounts,
          { in: CERTIFICATE_STATUSES },
          shape.has('status'),
        ),
  // The decisions still to take first, then the most recently changed.
  orderBy: [
    // Constants, not parameters: the expression is the one sign_ups_certificate_queue_idx
    // is ordered by, so page one reads the index instead of sorting the whole queue.
    sql`(${signUps.status} in (${sql.raw(CERTIFICATE_PENDING.join(', '))})) desc`,
    desc(signUps.updatedAt),
    desc(signUps.id),
  ],
});

const patternOf = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? containsPattern(trimmed) : undefined;
};

export function queryCertificateReviews(
  db: Database,
  actor: Actor,
  query: CertificateQuery,
): Promise<Page<SignUp>> {
  const reads = certificateReviewPage(db, {
    status: query.status,
    businessLine: reviewedLine(actor),
    traineePattern: patternOf(query.traineeName),
    coursePattern: patternOf(query.courseName),
    numberPattern: patternOf(query.certificateNumber),
  });
  return readPage(query, reads, async (rows) => rows.map((row) => toSignUp(row, { whole: false })));
}
