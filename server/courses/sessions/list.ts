/**
 * Sessions of running courses (`train/query-traindate-page`, ours). The institution reads
 * its own courses' sessions, one course at a time from its course list; the platform reads
 * the sessions whose move was ever asked, those waiting for it first.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseSession } from '@machines/contracts';
import type { Database } from '../../db/client';
import { courses, trainingDates, workflowEvents } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../../lib/paging';
import { courseAs } from '../access';
import { RUNNING_COURSE_STATUSES } from './access';
import { CHANGE_REQUESTED, trainingDateEntity } from './entity';
import { selectSessions, toSessions } from './rows';

export interface SessionQuery extends PageQuery {
  /** The institution's course; the institution names one always. */
  readonly courseId?: number;
  readonly status?: number;
  readonly courseName?: string;
}

/** A move was asked of the session at some time: the platform's list. */
const everMoved = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(workflowEvents)
      .where(
        and(
          eq(workflowEvents.entity, trainingDateEntity.name),
          eq(workflowEvents.entityId, trainingDates.id),
          eq(workflowEvents.event, 'REQUEST_CHANGE'),
        ),
      ),
  );

export async function querySessions(
  db: Database,
  actor: Actor,
  party: 'institution' | 'platform',
  query: SessionQuery,
): Promise<Page<CourseSession>> {
  const scope: SQL[] = [];
  if (party === 'institution') {
    // Another institution's course, or none named: 404, as for any course not one's own.
    await courseAs(db, actor, query.courseId ?? -1, 'institution');
    scope.push(eq(trainingDates.courseId, query.courseId ?? -1));
  } else {
    scope.push(everMoved(db));
    if (query.courseId !== undefined) scope.push(eq(trainingDates.courseId, query.courseId));
  }
  const name = query.courseName?.trim();
  const where = and(
    inArray(courses.status, [...RUNNING_COURSE_STATUSES]),
    ...scope,
    ...(query.status === undefined ? [] : [eq(trainingDates.status, query.status)]),
    ...(name ? [ilike(courses.name, containsPattern(name))] : []),
  ) as SQL;
  // The platform's waiting moves first, then the latest decided; the institution's by date.
  const order =
    party === 'platform'
      ? [
          sql`${trainingDates.status} = ${CHANGE_REQUESTED} desc`,
          desc(trainingDates.updatedAt),
          desc(trainingDates.id),
        ]
      : [asc(trainingDates.startsOn), asc(trainingDates.id)];
  return readPage(
    query,
    {
      total: db
        .select({ total: count() })
        .from(trainingDates)
        .innerJoin(courses, eq(courses.id, trainingDates.courseId))
        .where(where),
      rows: (limit, offset) =>
        selectSessions(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => toSessions(db, rows),
  );
}
