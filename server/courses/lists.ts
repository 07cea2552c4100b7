/**
 * The course lists: an institution's own (`course/query-course-page`), the review queue
 * (`course/query-applycourseInfo-page`: the platform sees every line, an expert only its
 * own, nobody drafts) and every institution's courses, drafts too, for the
 * super-administrator (`courseManage`: `course/query-all-course-page`).
 */
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { businessLine, roleKind } from '@machines/access';
import type { Course } from '@machines/contracts';
import type { Database } from '../db/client';
import { courseStatusCounts, courses } from '../db/schema';
import type { Actor } from '../lib/access';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { countedByStatus, statusesWithin, type StatusSelection } from '../lib/derivedCounts';
import {
  filtersOnlyByStatus,
  reviewFilters,
  type ReviewQuery,
} from '../lib/workflow/reviewFilters';
import { courseFamily } from './entity';
import { selectCourses, toCourses, type FilesConfig } from './rows';

export type { OwnPageQuery };

export interface CourseReviewQuery extends ReviewQuery {
  /** Contained in the course's name. */
  readonly name?: string;
  readonly businessLine?: number;
}

function readCoursePage(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  /** The total when the database keeps it (server/lib/derivedCounts.ts); counted otherwise. */
  keptTotal?: Promise<number>,
): Promise<Page<Course>> {
  return readPage(
    query,
    {
      total: keptTotal ?? db.select({ total: count() }).from(courses).where(where),
      rows: (limit, offset) =>
        selectCourses(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => toCourses(db, config, rows),
  );
}

const ownPage = ownRecordsPage('courses_own', courses, selectCourses);

/** `course/query-course-page`: the institution's own courses, newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<Course>> {
  return readPage(query, ownPage(db, corporateId, query), (rows) => toCourses(db, config, rows));
}

/**
 * `course/query-applycourseInfo-page`: what was sent for review and everything after,
 * latest submission first; an expert sees the courses of its role's business line.
 */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  query: CourseReviewQuery,
): Promise<Page<Course>> {
  const line =
    roleKind(actor.activeRole) === 'platform' ? query.businessLine : businessLine(actor.activeRole);
  const draft = courseFamily.codeOf('draft');
  const where = and(
    ne(courses.status, draft),
    ...courseFilters(db, { ...query, businessLine: line }),
  );
  const kept = onlyStatusFiltered({ ...query, businessLine: line })
    ? keptCourseTotal(db, statusesWithin(query.status, [draft]))
    : undefined;
  const latestSent = [desc(courses.submittedAt), desc(courses.id)];
  return readCoursePage(db, config, where, latestSent, query, kept);
}

/** `course/query-all-course-page`: every course of every institution, newest first. */
export function queryAllPage(
  db: Database,
  config: FilesConfig,
  query: CourseReviewQuery,
): Promise<Page<Course>> {
  const where = and(...courseFilters(db, query));
  const kept = onlyStatusFiltered(query)
    ? keptCourseTotal(db, statusesWithin(query.status, []))
    : undefined;
  const newest = [desc(courses.createdAt), desc(courses.id)];
  return readCoursePage(db, config, where, newest, query, kept);
}

/** No filter but the status: the total is the counts the database keeps. */
const onlyStatusFiltered = (query: CourseReviewQuery) =>
  filtersOnlyByStatus(query) && query.businessLine === undefined && !query.name?.trim();

const keptCourseTotal = (db: Database, which: StatusSelection) =>
  countedByStatus(db, courseStatusCounts, which);

function courseFilters(db: Database, query: CourseReviewQuery): SQL[] {
  const name = query.name?.trim();
  return [
    ...reviewFilters(db, courses, query),
    ...(query.businessLine === undefined ? [] : [eq(courses.businessLine, query.businessLine)]),
    ...(name ? [ilike(courses.name, containsPattern(name))] : []),
  ];
}
