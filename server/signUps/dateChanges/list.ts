/**
 * The date change requests of the institution's courses (`train/changedatelist`), those
 * waiting first, then the newest. Another institution's course named by the filter: 404.
 */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DateChangeRequest } from '@machines/contracts';
import type { Database } from '../../db/client';
import { courses, dateChangeRequests, signUps } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { AppError, HttpStatus } from '../../lib/errors';
import { containsPattern, readPage, type Page, type PageQuery } from '../../lib/paging';
import { PENDING_DATE_CHANGE } from './entity';
import { selectDateChanges, toDateChanges } from './rows';

export interface DateChangeQuery extends PageQuery {
  readonly courseId?: number;
  readonly status?: number;
  readonly traineeName?: string;
}

export async function queryDateChanges(
  db: Database,
  actor: Actor,
  query: DateChangeQuery,
): Promise<Page<DateChangeRequest>> {
  const institutionId = actor.corporateId ?? -1;
  if (query.courseId !== undefined) {
    const [own] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, query.courseId), eq(courses.corporateId, institutionId)));
    if (!own) throw new AppError(HttpStatus.notFound, 'error.notFound');
  }
  const trainee = query.traineeName?.trim();
  const where = and(
    eq(courses.corporateId, institutionId),
    ...(query.courseId === undefined ? [] : [eq(signUps.courseId, query.courseId)]),
    ...(query.status === undefined ? [] : [eq(dateChangeRequests.status, query.status)]),
    ...(trainee ? [ilike(dateChangeRequests.traineeName, containsPattern(trainee))] : []),
  ) as SQL;
  return readPage(
    query,
    {
      total: db
        .select({ total: count() })
        .from(dateChangeRequests)
        .innerJoin(signUps, eq(signUps.id, dateChangeRequests.signUpId))
        .innerJoin(courses, eq(courses.id, signUps.courseId))
        .where(where),
      rows: (limit, offset) =>
        selectDateChanges(db)
          .where(where)
          .orderBy(
            sql`${dateChangeRequests.status} = ${PENDING_DATE_CHANGE} desc`,
            desc(dateChangeRequests.createdAt),
            desc(dateChangeRequests.id),
          )
          .limit(limit)
          .offset(offset),
    },
    (rows) => toDateChanges(db, rows),
  );
}
