/**
 * `v2/query-train-record`: the trainings of the caller's people (a company's), or its own
 * (an individual's), the latest session first, with each course's credit hours.
 */
import { and, desc, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { TrainingRecord } from '@machines/contracts';
import type { Database } from '../../db/client';
import { courses, signUps, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { containsPattern, type Page, type PageQuery } from '../../lib/paging';
import { ownedBy } from '../lists';
import { readSignUpPage } from '../signUpPage';
import { ownPersonOrNotFound, toTrainingRecord } from './rows';

export interface TrainingRecordQuery extends PageQuery {
  /** One person of the company's roster (a company only). */
  readonly personId?: number;
  readonly status?: number;
  /** Contained in the course's name. */
  readonly courseName?: string;
  /** Contained in the trainee's name. */
  readonly traineeName?: string;
  /** The year the session ended. */
  readonly year?: number;
}

export async function queryTrainingRecords(
  db: Database,
  actor: Actor,
  query: TrainingRecordQuery,
): Promise<Page<TrainingRecord>> {
  if (query.personId !== undefined) await ownPersonOrNotFound(db, actor, query.personId);
  const course = query.courseName?.trim();
  const trainee = query.traineeName?.trim();
  const where = and(
    ownedBy(actor),
    query.personId === undefined ? undefined : eq(signUps.personId, query.personId),
    query.status === undefined ? undefined : eq(signUps.status, query.status),
    query.year === undefined ? undefined : like(trainingDates.endsOn, `${query.year}-%`),
    course ? ilike(courses.name, containsPattern(course)) : undefined,
    trainee ? ilike(signUps.traineeName, containsPattern(trainee)) : undefined,
  ) as SQL;
  return readSignUpPage(db, query, {
    where,
    joins: ['course', 'session'],
    orderBy: [desc(trainingDates.startsOn), desc(signUps.id)],
    toRow: toTrainingRecord,
  });
}
