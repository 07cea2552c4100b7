/**
 * `course/query-courseInfo-page`: the courses open for sign-up (issue 16): published, their
 * enable switch on, the sign-up deadline not passed; each with its open sessions and the
 * places still free. Filtered by name, course type or level, business line, the days a
 * session starts, where (a place, or online) and the most a trainee would pay.
 */
import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { OpenCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { courseLevels, courses, trainingDates } from '../db/schema';
import { placesHeld } from '../lib/coursePlaces';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { courseFamily } from './entity';
import { selectCourses, toCourses, type FilesConfig } from './rows';

const PUBLISHED = courseFamily.codeOf('published');
const dateFamily = statusFamilies.trainingDate;
/** Sessions a trainee may still sign up to: scheduled, or moved to a new day. */
const OPEN_DATE_STATUSES = [dateFamily.codeOf('scheduled'), dateFamily.codeOf('changed')];

export interface OpenCourseQuery extends PageQuery {
  /** One course (a sign-up moving to another of its sessions). */
  readonly courseId?: number;
  readonly name?: string;
  readonly courseTypeId?: number;
  readonly courseLevelId?: number;
  readonly businessLine?: number;
  /** A session starts on or after this day (YYYY-MM-DD). */
  readonly startsFrom?: string;
  /** A session starts on or before this day. */
  readonly startsTo?: string;
  /** Contained in the course's place; `online` for the online courses. */
  readonly location?: string;
  /** Yuan: the fee at most. */
  readonly feeMax?: number;
}

/** The open sessions of the course (not started yet), among those the query's days name. */
function openSession(query: OpenCourseQuery, today: string): SQL {
  return and(
    eq(trainingDates.courseId, courses.id),
    inArray(trainingDates.status, OPEN_DATE_STATUSES),
    query.startsFrom && query.startsFrom > today
      ? gte(trainingDates.startsOn, query.startsFrom)
      : gt(trainingDates.startsOn, today),
    ...(query.startsTo ? [lte(trainingDates.startsOn, query.startsTo)] : []),
  ) as SQL;
}

function openFilters(db: Database, query: OpenCourseQuery, today: string): SQL[] {
  const name = query.name?.trim();
  const location = query.location?.trim();
  const sessions = db.select({ id: trainingDates.id }).from(trainingDates);
  return [
    eq(courses.status, PUBLISHED),
    eq(courses.enabled, true),
    gte(courses.signUpDeadline, today),
    exists(sessions.where(openSession(query, today))),
    ...(query.courseId === undefined ? [] : [eq(courses.id, query.courseId)]),
    ...(name ? [ilike(courses.name, containsPattern(name))] : []),
    ...(query.courseLevelId === undefined ? [] : [eq(courses.courseLevelId, query.courseLevelId)]),
    ...(query.courseTypeId === undefined
      ? []
      : [
          inArray(
            courses.courseLevelId,
            db
              .select({ id: courseLevels.id })
              .from(courseLevels)
              .where(eq(courseLevels.typeId, query.courseTypeId)),
          ),
        ]),
    ...(query.businessLine === undefined ? [] : [eq(courses.businessLine, query.businessLine)]),
    ...(location === 'online'
      ? [eq(courses.online, true)]
      : location
        ? [
            or(
              ilike(courses.location, containsPattern(location)),
              exists(
                sessions.where(
                  and(
                    eq(trainingDates.courseId, courses.id),
                    ilike(trainingDates.location, containsPattern(location)),
                  ),
                ),
              ),
            ) as SQL,
          ]
        : []),
    ...(query.feeMax === undefined ? [] : [lte(courses.fee, String(query.feeMax))]),
  ];
}

export async function queryOpenPage(
  db: Database,
  config: FilesConfig,
  today: string,
  query: OpenCourseQuery,
): Promise<Page<OpenCourse>> {
  const where = and(...openFilters(db, query, today));
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(courses).where(where),
      rows: (limit, offset) =>
        selectCourses(db)
          .where(where)
          .orderBy(asc(courses.signUpDeadline), asc(courses.id))
          .limit(limit)
          .offset(offset),
    },
    async (rows) => {
      const found = await toCourses(db, config, rows);
      const held = await placesHeld(
        db,
        found.map((course) => course.id),
      );
      return found.map((course) => ({
        ...course,
        dates: course.dates
          .filter((date) => OPEN_DATE_STATUSES.includes(date.status) && date.startsOn > today)
          .map((date) => ({
            ...date,
            remainingPlaces: Math.max(0, date.capacity - (held.byDate.get(date.id) ?? 0)),
          })),
        remainingPlaces: Math.max(0, (course.capacity ?? 0) - (held.byCourse.get(course.id) ?? 0)),
      }));
    },
  );
}
