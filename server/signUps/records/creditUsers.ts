/**
 * `course/query-creditUser-list`: the people a course gave its credit hours to — its
 * sign-ups from the passed exam on (HOURS_EARNED) — for the course's institution and for
 * the super-administrator, who manages every course. Anyone else's course does not exist
 * (404), so its id tells nothing.
 */
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { may } from '@machines/access';
import type { TrainingRecord } from '@machines/contracts';
import type { Database } from '../../db/client';
import { corporates, signUps, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { containsPattern, type Page, type PageQuery } from '../../lib/paging';
import { assertCourseInReach } from '../access';
import { readSignUpPage } from '../signUpPage';
import { HOURS_EARNED, toTrainingRecord } from './rows';

export interface CreditUserQuery extends PageQuery {
  readonly courseId: number;
  /** Contained in the trainee's name. */
  readonly traineeName?: string;
  /** Contained in the company's name. */
  readonly companyName?: string;
}

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
  const where = and(
    eq(signUps.courseId, query.courseId),
    inArray(signUps.status, [...HOURS_EARNED]),
    trainee ? ilike(signUps.traineeName, containsPattern(trainee)) : undefined,
    company ? ilike(corporates.name, containsPattern(company)) : undefined,
  ) as SQL;
  return readSignUpPage(db, query, {
    where,
    joins: company ? ['company'] : [],
    // Session by session, each in the order its trainees signed up: the roll call.
    orderBy: [asc(trainingDates.startsOn), asc(signUps.id)],
    toRow: toTrainingRecord,
  });
}
