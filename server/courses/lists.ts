/**
 * The course lists: an institution's own (`course/query-course-page`), the review queue
 * (`course/query-applycourseInfo-page`: the platform sees every line, an expert only its
 * own, nobody drafts) and every institution's courses, drafts too, for the
 * super-administrator (`courseManage`: `course/query-all-course-page`).
 */
import { and, count, desc, eq, ilike, ne } from 'drizzle-orm';
import { businessLine, roleKind } from '@machines/access';
import type { Course } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { courseStatusCounts, courses } from '../db/schema';
import type { Actor } from '../lib/access';
import { containsPattern, readPage, type Page } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { keptTotalStatement } from '../lib/derivedCounts';
import {
  reviewConditions,
  reviewValues,
  shapeOnlyByStatus,
  type ReviewQuery,
  type ReviewValues,
} from '../lib/workflow/reviewFilters';
import { courseFamily } from './entity';
import { selectCourses, toCourses, type FilesConfig } from './rows';

export type { OwnPageQuery };

export interface CourseReviewQuery extends ReviewQuery {
  /** Contained in the course's name. */
  readonly name?: string;
  readonly businessLine?: number;
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

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

interface CourseConditions extends ReviewValues {
  readonly businessLine?: number;
  readonly coursePattern?: string;
}

/** Drafts in the list or not: the review queue never shows them, the super-administrator's does. */
type CourseListKind = 'review' | 'all';

const DRAFT = courseFamily.codeOf('draft');

const LATEST_SENT = [desc(courses.submittedAt), desc(courses.id)];
const NEWEST = [desc(courses.createdAt), desc(courses.id)];
const notDraftIn = (kind: CourseListKind) =>
  kind === 'review' ? ne(courses.status, DRAFT) : undefined;

const coursePage = preparedPage<CourseConditions, CourseRow, CourseListKind>(
  'courses_lists',
  {
    ...reviewConditions(courses),
    businessLine: (line) => eq(courses.businessLine, line),
    coursePattern: (pattern) => ilike(courses.name, pattern),
  },
  {
    total: (db, where, shape) => {
      const excluded = shape.variant === 'review' ? [DRAFT] : [];
      // No filter but the status: the total is the counts the database keeps.
      if (!shape.has('businessLine') && !shape.has('coursePattern') && shapeOnlyByStatus(shape)) {
        return keptTotalStatement(db, courseStatusCounts, { notIn: excluded }, shape.has('status'));
      }
      return db
        .select({ total: count() })
        .from(courses)
        .where(and(notDraftIn(shape.variant), where));
    },
    rows: (db, where, page, { variant }) =>
      selectCourses(db)
        .where(and(notDraftIn(variant), where))
        .orderBy(...(variant === 'review' ? LATEST_SENT : NEWEST))
        .limit(page.limit)
        .offset(page.offset),
  },
);

function courseValues(
  query: CourseReviewQuery,
  businessLine: number | undefined,
): CourseConditions {
  const name = query.name?.trim();
  return {
    ...reviewValues(query),
    businessLine,
    coursePattern: name ? containsPattern(name) : undefined,
  };
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
  const reads = coursePage(db, { filters: courseValues(query, line), variant: 'review' });
  return readPage(query, reads, (rows) => toCourses(db, config, rows));
}

/** `course/query-all-course-page`: every course of every institution, newest first. */
export function queryAllPage(
  db: Database,
  config: FilesConfig,
  query: CourseReviewQuery,
): Promise<Page<Course>> {
  const reads = coursePage(db, {
    filters: courseValues(query, query.businessLine),
    variant: 'all',
  });
  return readPage(query, reads, (rows) => toCourses(db, config, rows));
}
