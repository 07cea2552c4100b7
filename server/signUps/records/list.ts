/**
 * `v2/query-train-record`: the trainings of the caller's people (a company's), or its own
 * (an individual's), the latest session first, with each course's credit hours.
 */
import { desc, eq, ilike, like } from 'drizzle-orm';
import type { TrainingRecord } from '@machines/contracts';
import type { Database } from '../../db/client';
import { courses, signUps, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { readPage, type Page, type PageQuery } from '../../lib/paging';
import { namePattern, ownerOf } from '../lists';
import { OWNER_CONDITIONS, preparedSignUpPage, type OwnerFilters } from '../signUpPage';
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

interface RecordFilters extends OwnerFilters {
  readonly personId?: number;
  readonly status?: number;
  readonly yearPattern?: string;
  readonly coursePattern?: string;
  readonly traineePattern?: string;
}

const trainingRecords = preparedSignUpPage<RecordFilters>('training_records', {
  conditions: {
    ...OWNER_CONDITIONS,
    personId: (personId) => eq(signUps.personId, personId),
    status: (status) => eq(signUps.status, status),
    yearPattern: (pattern) => like(trainingDates.endsOn, pattern),
    coursePattern: (pattern) => ilike(courses.name, pattern),
    traineePattern: (pattern) => ilike(signUps.traineeName, pattern),
  },
  joins: { yearPattern: 'session', coursePattern: 'course' },
  orderBy: [desc(trainingDates.startsOn), desc(signUps.id)],
});

export async function queryTrainingRecords(
  db: Database,
  actor: Actor,
  query: TrainingRecordQuery,
): Promise<Page<TrainingRecord>> {
  if (query.personId !== undefined) await ownPersonOrNotFound(db, actor, query.personId);
  const reads = trainingRecords(db, {
    ...ownerOf(actor),
    personId: query.personId,
    status: query.status,
    yearPattern: query.year === undefined ? undefined : `${query.year}-%`,
    coursePattern: namePattern(query.courseName),
    traineePattern: namePattern(query.traineeName),
  });
  return readPage(query, reads, (rows) => rows.map(toTrainingRecord));
}
