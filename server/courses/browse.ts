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
  isNull,
  lte,
  notExists,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { OpenCourse } from '@machines/contracts';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { courseLevels, courses, openCourseCounts, signUps, trainingDates } from '../db/schema';
import type { Actor } from '../lib/access';
import { holdsPlace, OPEN_SESSION_STATUSES, placesHeld } from '../lib/coursePlaces';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { courseFamily } from './entity';
import { selectCourses, toCourses, type FilesConfig } from './rows';

const PUBLISHED = courseFamily.codeOf('published');

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

type OpenCourseFilters = Omit<OpenCourseQuery, keyof PageQuery>;

/** The open sessions of the course (not started yet), among those the query's days name. */
function openSession(query: OpenCourseFilters, today: string): SQL {
  return and(
    eq(trainingDates.courseId, courses.id),
    inArray(trainingDates.status, [...OPEN_SESSION_STATUSES]),
    query.startsFrom && query.startsFrom > today
      ? gte(trainingDates.startsOn, query.startsFrom)
      : gt(trainingDates.startsOn, today),
    ...(query.startsTo ? [lte(trainingDates.startsOn, query.startsTo)] : []),
  ) as SQL;
}

/**
 * Open for sign-up on `today` (a day, or the placeholder of a prepared statement): published,
 * switched on, the deadline not passed, a session still ahead.
 */
function openOn(today: string | Placeholder): SQL[] {
  return [
    eq(courses.status, PUBLISHED),
    eq(courses.enabled, true),
    gte(courses.signUpDeadline, today),
    // Kept by a trigger (migration 0038): no join over every future session for the usual page.
    gt(courses.lastOpenStartsOn, today),
  ];
}

function openFilters(db: Database, query: OpenCourseFilters, today: string): SQL[] {
  const name = query.name?.trim();
  const location = query.location?.trim();
  const sessions = db.select({ id: trainingDates.id }).from(trainingDates);
  return [
    ...openOn(today),
    ...(query.startsFrom || query.startsTo
      ? [exists(sessions.where(openSession(query, today)))]
      : []),
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

const FILTERS: readonly (keyof OpenCourseFilters)[] = [
  'courseId',
  'name',
  'courseTypeId',
  'courseLevelId',
  'businessLine',
  'startsFrom',
  'startsTo',
  'location',
  'feeMax',
];

/**
 * Every open course, no filter but today: the pairs of deadline and last open session the
 * database keeps (derived.open_course_counts) after today, summed.
 */
const keptOpenTotal = prepared((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${openCourseCounts.total}), 0)::int` })
    .from(openCourseCounts)
    .where(
      and(
        gte(openCourseCounts.signUpDeadline, sql.placeholder('today')),
        gt(openCourseCounts.lastOpenStartsOn, sql.placeholder('today')),
      ),
    )
    .prepare('open_courses_kept_total'),
);

export async function queryOpenPage(
  db: Database,
  config: FilesConfig,
  today: string,
  query: OpenCourseQuery,
): Promise<Page<OpenCourse>> {
  const where = and(...openFilters(db, query, today));
  const filtered = FILTERS.some((filter) => {
    const value = query[filter];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
  });
  return readPage(
    query,
    {
      total: filtered
        ? db.select({ total: count() }).from(courses).where(where)
        : keptOpenTotal(db).execute({ today }),
      rows: (limit, offset) =>
        selectCourses(db)
          .where(where)
          .orderBy(asc(courses.signUpDeadline), asc(courses.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => withPlaces(db, config, today, rows),
  );
}

/** At most this many in `train/applycourselist`: a picker, narrowed by name. */
export const APPLICABLE_COURSE_LIMIT = 50;
/**
 * Courses read at a time: full courses are dropped after their places are counted, so a
 * picker reads on while it is short, at most this many times (a picker of 50 stays full
 * unless more than three in four of the soonest open courses are full at once).
 */
const APPLICABLE_COURSE_BATCH = APPLICABLE_COURSE_LIMIT + 10;
const APPLICABLE_COURSE_BATCHES = 4;

export interface ApplicableCourseQuery {
  readonly name?: string;
}

/**
 * A batch of the picker's courses, soonest deadline first. Prepared per shape (a name or
 * none, an individual's own courses left out or not): building this seven-table select per
 * request cost more than PostgreSQL takes to answer it, up to four times a request.
 */
function applicableCourseBatch(db: Database, named: boolean, individual: boolean, name: string) {
  const ownSignUp = db
    .select({ id: signUps.id })
    .from(signUps)
    .where(
      and(
        eq(signUps.courseId, courses.id),
        eq(signUps.applicantAccountId, sql.placeholder('accountId')),
        isNull(signUps.corporateId),
        holdsPlace(),
      ),
    );
  return selectCourses(db)
    .where(
      and(
        ...openOn(sql.placeholder('today')),
        ...(named ? [ilike(courses.name, sql.placeholder('name'))] : []),
        ...(individual ? [notExists(ownSignUp)] : []),
      ),
    )
    .orderBy(asc(courses.signUpDeadline), asc(courses.id))
    .limit(APPLICABLE_COURSE_BATCH)
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const applicableCourseShape = (named: boolean, individual: boolean) =>
  prepared((db) =>
    applicableCourseBatch(
      db,
      named,
      individual,
      `applicable_courses_${named ? 'named' : 'all'}_${individual ? 'not_own' : 'any'}`,
    ),
  );

/** By shape: `[named][individual]`. */
const applicableCourseBatches = [
  [applicableCourseShape(false, false), applicableCourseShape(false, true)],
  [applicableCourseShape(true, false), applicableCourseShape(true, true)],
] as const;

/**
 * `train/applycourselist`: the open courses the caller may still apply to, for the
 * sign-up picker. Places left in the course and in one of its open sessions at least;
 * an individual's own courses (a sign-up holding a place) are left out, as a second
 * sign-up to them is refused. Soonest deadline first.
 */
export async function queryApplicableCourses(
  db: Database,
  config: FilesConfig,
  today: string,
  actor: Actor,
  query: ApplicableCourseQuery,
): Promise<OpenCourse[]> {
  const name = query.name?.trim();
  const individual = actor.corporateId === null;
  const statement = applicableCourseBatches[name ? 1 : 0][individual ? 1 : 0](db);
  const applicable: OpenCourse[] = [];
  for (let batch = 0; batch < APPLICABLE_COURSE_BATCHES; batch += 1) {
    const rows = await statement.execute({
      today,
      offset: batch * APPLICABLE_COURSE_BATCH,
      ...(name ? { name: containsPattern(name) } : {}),
      ...(individual ? { accountId: actor.accountId } : {}),
    });
    const open = await withPlaces(db, config, today, rows);
    applicable.push(
      ...open.filter(
        (course) =>
          course.remainingPlaces > 0 && course.dates.some((date) => date.remainingPlaces > 0),
      ),
    );
    if (applicable.length >= APPLICABLE_COURSE_LIMIT || rows.length < APPLICABLE_COURSE_BATCH) {
      break;
    }
  }
  return applicable.slice(0, APPLICABLE_COURSE_LIMIT);
}

/** The courses with their open sessions and the places each still has free. */
async function withPlaces(
  db: Database,
  config: FilesConfig,
  today: string,
  rows: Parameters<typeof toCourses>[2],
): Promise<OpenCourse[]> {
  const found = await toCourses(db, config, rows);
  const held = await placesHeld(
    db,
    found.map((course) => course.id),
  );
  return found.map((course) => ({
    ...course,
    dates: course.dates
      .filter((date) => OPEN_SESSION_STATUSES.includes(date.status) && date.startsOn > today)
      .map((date) => ({
        ...date,
        remainingPlaces: Math.max(0, date.capacity - (held.byDate.get(date.id) ?? 0)),
      })),
    remainingPlaces: Math.max(0, (course.capacity ?? 0) - (held.byCourse.get(course.id) ?? 0)),
  }));
}
