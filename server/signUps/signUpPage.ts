/**
 * One page of a sign-up list: the rows as every sign-up endpoint selects them, and their
 * total counted over only the tables the list's filters name (a count over every join
 * would cost the large lists time for nothing).
 */
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  preparedPage,
  type FilterConditions,
  type PageShape,
  type Preparable,
} from '../lib/preparedPage';
import { corporates, courses, signUps, trainingDates } from '../db/schema';
import type { PageReads } from '../lib/paging';
import { selectSignUps, type SignUpRow } from './rows';

/** Tables a list's filters read besides the sign-ups: the course, the session, the company. */
export type SignUpJoin = 'course' | 'session' | 'company';

function countSignUps(db: Database, where: SQL | undefined, joins: readonly SignUpJoin[]) {
  let counted = db.select({ total: count() }).from(signUps).$dynamic();
  if (joins.includes('course')) {
    counted = counted.innerJoin(courses, eq(courses.id, signUps.courseId));
  }
  if (joins.includes('session')) {
    counted = counted.innerJoin(trainingDates, eq(trainingDates.id, signUps.trainingDateId));
  }
  if (joins.includes('company')) {
    counted = counted.leftJoin(corporates, eq(corporates.id, signUps.corporateId));
  }
  return counted.where(where);
}

/** Where the sign-ups of an applicant are: a company's, or an individual's own. */
export interface OwnerFilters {
  readonly corporateId?: number;
  readonly individualAccountId?: number;
}

export const OWNER_CONDITIONS: FilterConditions<OwnerFilters> = {
  corporateId: (corporateId) => eq(signUps.corporateId, corporateId),
  individualAccountId: (accountId) =>
    and(eq(signUps.applicantAccountId, accountId), isNull(signUps.corporateId)) as SQL,
};

/**
 * A sign-up list prepared by shape (server/lib/preparedPage.ts): `joins` names the table
 * each filter reads besides the sign-ups, so a shape's count joins only those; `keptTotal`
 * answers the total of the shapes whose count the database keeps (undefined: counted).
 */
export function preparedSignUpPage<Filters extends object>(
  name: string,
  {
    conditions,
    joins,
    orderBy,
    always,
    keptTotal,
  }: {
    conditions: FilterConditions<Filters>;
    joins: Partial<Record<keyof Filters, SignUpJoin>>;
    orderBy: readonly SQL[];
    /** What every sign-up of the list is, whatever the filters (on the sign-ups alone). */
    always?: SQL;
    keptTotal?: (
      db: Database,
      shape: PageShape<Filters, undefined>,
    ) => Preparable<{ total: number }> | undefined;
  },
): (db: Database, filters: Filters) => PageReads<SignUpRow> {
  const page = preparedPage<Filters, SignUpRow>(name, conditions, {
    total: (db, where, shape) => {
      const kept = keptTotal?.(db, shape);
      if (kept) return kept;
      const joined = (Object.keys(joins) as (keyof Filters)[])
        .filter(shape.has)
        .map((filter) => joins[filter] as SignUpJoin);
      return countSignUps(db, and(always, where), joined);
    },
    rows: (db, where, { limit, offset }) =>
      selectSignUps(db)
        .where(and(always, where))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return (db, filters) => page(db, { filters });
}
