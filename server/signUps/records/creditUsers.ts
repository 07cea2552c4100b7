/**
 * `course/query-creditUser-list`: the people a course gave its credit hours to — its
 * sign-ups from the passed exam on (HOURS_EARNED) — for the course's institution and for
 * the super-administrator, who manages every course. Anyone else's course does not exist
 * (404), so its id tells nothing.
 */
import { asc, eq, ilike, inArray } from 'drizzle-orm';
import { may } from '@machines/access';
import type { TrainingRecord } from '@machines/contracts';
import type { Database } from '../../db/client';
import { corporates, signUps, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../../lib/paging';
import { assertCourseInReach } from '../access';
import { preparedSignUpPage } from '../signUpPage';
import { HOURS_EARNED, toTrainingRecord } from './rows';

export interface CreditUserQuery extends PageQuery {
  readonly courseId: number;
  /** Contained in the trainee's name. */
  readonly traineeName?: string;
  /** Contained in the company's name. */
  readonly companyName?: string;
}

interface CreditUserFilters {
  readonly courseId: number;
  readonly traineePattern?: string;
  readonly companyPattern?: string;
}

const creditUserPage = preparedSignUpPage<CreditUserFilters>('course_credit_users', {
  conditions: {
    courseId: (courseId) => eq(signUps.courseId, courseId),
    traineePattern: (pattern) => ilike(signUps.traineeName, pattern),
    companyPattern: (pattern) => ilike(corporates.name, pattern),
  },
  joins: { companyPattern: 'company' },
  always: inArray(signUps.status, [...HOURS_EARNED]),
  // Session by session, each in the order its trainees signed up: the roll call.
  orderBy: [asc(trainingDates.startsOn), asc(signUps.id)],
});

export async function queryCreditUsers(
  db: Database,
  actor: Actor,
  query: CreditUserQuery,
): Promise<Page<TrainingRecord>> {
  await assertCourseInReach(db, actor, query.courseId, {
    anyCourse: may('course.manage', actor.activeRole),
  });
  const trainee = query.traineeName?.trim();
  const company = query.companyName?.trim();
  const reads = creditUserPage(db, {
    courseId: query.courseId,
    traineePattern: trainee ? containsPattern(trainee) : undefined,
    companyPattern: company ? containsPattern(company) : undefined,
  });
  return readPage(query, reads, (rows) => rows.map(toTrainingRecord));
}
