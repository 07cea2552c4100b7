/**
 * Sessions of running courses (`train/query-traindate-page`, ours). The institution reads
 * its own courses' sessions, one course at a time from its course list; the platform reads
 * the sessions whose move was ever asked, those waiting for it first.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseSession } from '@machines/contracts';
import type { Database } from '../../db/client';
import { preparedPage } from '../../lib/preparedPage';
import { courses, trainingDates, workflowEvents } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../../lib/paging';
import { courseAs } from '../access';
import { RUNNING_COURSE_STATUSES } from './access';
import { CHANGE_REQUESTED, trainingDateEntity } from './entity';
import { selectSessions, toSessions, type SessionRow } from './rows';

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

interface SessionFilters {
  readonly courseId?: number;
  readonly status?: number;
  readonly coursePattern?: string;
}

type SessionParty = 'institution' | 'platform';

/** Running courses' sessions; the platform's, only those whose move was ever asked. */
const scopeOf = (db: Database, party: SessionParty) =>
  and(
    inArray(courses.status, [...RUNNING_COURSE_STATUSES]),
    party === 'platform' ? everMoved(db) : undefined,
  );

/** The platform's waiting moves first, then the latest decided; the institution's by date. */
const ORDER: Record<SessionParty, SQL[]> = {
  platform: [
    sql`${trainingDates.status} = ${CHANGE_REQUESTED} desc`,
    desc(trainingDates.updatedAt),
    desc(trainingDates.id),
  ],
  institution: [asc(trainingDates.startsOn), asc(trainingDates.id)],
};

/** Sessions of running courses, prepared by shape; the party decides scope and order. */
const sessionPage = preparedPage<SessionFilters, SessionRow, SessionParty>(
  'course_sessions',
  {
    courseId: (courseId) => eq(trainingDates.courseId, courseId),
    status: (status) => eq(trainingDates.status, status),
    coursePattern: (pattern) => ilike(courses.name, pattern),
  },
  {
    total: (db, where, { variant }) =>
      db
        .select({ total: count() })
        .from(trainingDates)
        .innerJoin(courses, eq(courses.id, trainingDates.courseId))
        .where(and(scopeOf(db, variant), where)),
    rows: (db, where, { limit, offset }, { variant }) =>
      selectSessions(db)
        .where(and(scopeOf(db, variant), where))
        .orderBy(...ORDER[variant])
        .limit(limit)
        .offset(offset),
  },
);

export async function querySessions(
  db: Database,
  actor: Actor,
  party: SessionParty,
  query: SessionQuery,
): Promise<Page<CourseSession>> {
  if (party === 'institution') {
    // Another institution's course, or none named: 404, as for any course not one's own.
    await courseAs(db, actor, query.courseId ?? -1, 'institution');
  }
  const name = query.courseName?.trim();
  const reads = sessionPage(db, {
    filters: {
      courseId: party === 'institution' ? (query.courseId ?? -1) : query.courseId,
      status: query.status,
      coursePattern: name ? containsPattern(name) : undefined,
    },
    variant: party,
  });
  return readPage(query, reads, (rows) => toSessions(db, rows));
}
