/**
 * The institution's side of sign-ups (`/entryTraining`): its courses open to sign-up or
 * past it, with their places and the sign-ups waiting (`train/entrytraincoursemanagerlist`),
 * and the sign-ups of its courses (`train/query-entryuser-page`). Another institution's
 * courses never show: the institution is the caller's company.
 */
import { and, count, desc, eq, ilike, inArray, max, min, sql, sum } from 'drizzle-orm';
import type { SignUp, SignUpCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { inIds, prepared } from '../db/prepared';
import { preparedPage } from '../lib/preparedPage';
import { corporates, courses, signUps, trainingDates } from '../db/schema';
import type { Actor } from '../lib/access';
import { placesHeld } from '../lib/coursePlaces';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { assertCourseInReach } from './access';
import { signUpFamily } from './entity';
import { toSignUp } from './rows';
import { preparedSignUpPage } from './signUpPage';

const courseFamily = statusFamilies.course;
/** A course takes sign-ups once published; its sign-ups stay reviewable after. */
const SIGN_UP_COURSE_STATUSES = [
  courseFamily.codeOf('published'),
  courseFamily.codeOf('inTraining'),
  courseFamily.codeOf('finished'),
];
const PENDING = signUpFamily.codeOf('signedUp');

export interface SignUpCourseQuery extends PageQuery {
  readonly name?: string;
  readonly status?: number;
}

export interface InstitutionSignUpQuery extends PageQuery {
  readonly courseId?: number;
  readonly trainingDateId?: number;
  readonly status?: number;
  readonly traineeName?: string;
  readonly companyName?: string;
}

/** The institution the actor reviews for; a caller of no company reaches nothing. */
const institutionOf = (actor: Actor): number => actor.corporateId ?? -1;

interface SignUpCourseFilters {
  readonly institutionId: number;
  readonly status?: number;
  readonly namePattern?: string;
}

/** The institution's courses that take sign-ups: prepared by shape (server/lib/preparedPage.ts). */
const signUpCoursePage = preparedPage<SignUpCourseFilters, SignUpCourseRow>(
  'sign_up_courses',
  {
    institutionId: (institutionId) => eq(courses.corporateId, institutionId),
    status: (status) => eq(courses.status, status),
    namePattern: (pattern) => ilike(courses.name, pattern),
  },
  {
    total: (db, where) =>
      db
        .select({ total: count() })
        .from(courses)
        .where(and(inArray(courses.status, SIGN_UP_COURSE_STATUSES), where)),
    rows: (db, where, { limit, offset }) =>
      db
        .select({
          id: courses.id,
          name: courses.name,
          status: courses.status,
          enabled: courses.enabled,
          signUpDeadline: courses.signUpDeadline,
          templateFileId: courses.templateFileId,
        })
        .from(courses)
        .where(and(inArray(courses.status, SIGN_UP_COURSE_STATUSES), where))
        .orderBy(desc(courses.decidedAt), desc(courses.id))
        .limit(limit)
        .offset(offset),
  },
);

interface SignUpCourseRow {
  readonly id: number;
  readonly name: string;
  readonly status: number;
  readonly enabled: boolean;
  readonly signUpDeadline: string | null;
  readonly templateFileId: string | null;
}

export function querySignUpCourses(
  db: Database,
  actor: Actor,
  query: SignUpCourseQuery,
): Promise<Page<SignUpCourse>> {
  const name = query.name?.trim();
  const reads = signUpCoursePage(db, {
    filters: {
      institutionId: institutionOf(actor),
      status: query.status,
      namePattern: name ? containsPattern(name) : undefined,
    },
  });
  return readPage(query, reads, async (rows) => {
    const ids = rows.map((row) => row.id);
    const [held, sessions, pending] = await Promise.all([
      placesHeld(db, ids),
      sessionSpans(db, ids),
      pendingCounts(db, ids),
    ]);
    return rows.map(({ templateFileId, ...row }) => {
      const span = sessions.get(row.id);
      return {
        ...row,
        ownTemplate: templateFileId !== null,
        signUpDeadline: row.signUpDeadline ?? '',
        startsOn: span?.startsOn ?? '',
        endsOn: span?.endsOn ?? '',
        capacity: span?.capacity ?? 0,
        placesHeld: held.byCourse.get(row.id) ?? 0,
        pendingSignUps: pending.get(row.id) ?? 0,
      };
    });
  });
}

interface SessionSpan {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
}

/** Each course's first and last day and its places (the sum of its sessions'). */
const sessionSpansOf = prepared((db) =>
  db
    .select({
      courseId: trainingDates.courseId,
      startsOn: min(trainingDates.startsOn),
      endsOn: max(trainingDates.endsOn),
      capacity: sum(trainingDates.capacity),
    })
    .from(trainingDates)
    .where(inIds(trainingDates.courseId))
    .groupBy(trainingDates.courseId)
    .prepare('sign_up_course_spans'),
);

async function sessionSpans(
  db: Database,
  courseIds: readonly number[],
): Promise<Map<number, SessionSpan>> {
  if (courseIds.length === 0) return new Map();
  const rows = await sessionSpansOf(db).execute({ ids: [...courseIds] });
  return new Map(
    rows.map((row) => [
      row.courseId,
      {
        startsOn: row.startsOn ?? '',
        endsOn: row.endsOn ?? '',
        capacity: Number(row.capacity ?? 0),
      },
    ]),
  );
}

/** The sign-ups each course has waiting for a decision. */
const pendingCountsOf = prepared((db) =>
  db
    .select({ courseId: signUps.courseId, pending: count() })
    .from(signUps)
    .where(and(inIds(signUps.courseId), eq(signUps.status, PENDING)))
    .groupBy(signUps.courseId)
    .prepare('sign_up_course_pending'),
);

async function pendingCounts(
  db: Database,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await pendingCountsOf(db).execute({ ids: [...courseIds] });
  return new Map(rows.map((row) => [row.courseId, row.pending]));
}

interface InstitutionSignUpFilters {
  readonly institutionId: number;
  readonly courseId?: number;
  readonly trainingDateId?: number;
  readonly status?: number;
  readonly traineePattern?: string;
  readonly companyPattern?: string;
}

/** The sign-ups of the institution's courses: the decisions still to take first, then the newest. */
const institutionSignUpPage = preparedSignUpPage<InstitutionSignUpFilters>('institution_sign_ups', {
  conditions: {
    institutionId: (institutionId) => eq(courses.corporateId, institutionId),
    courseId: (courseId) => eq(signUps.courseId, courseId),
    trainingDateId: (trainingDateId) => eq(signUps.trainingDateId, trainingDateId),
    status: (status) => eq(signUps.status, status),
    traineePattern: (pattern) => ilike(signUps.traineeName, pattern),
    companyPattern: (pattern) => ilike(corporates.name, pattern),
  },
  joins: { institutionId: 'course', companyPattern: 'company' },
  orderBy: [sql`${signUps.status} = ${PENDING} desc`, desc(signUps.createdAt), desc(signUps.id)],
});

export async function queryInstitutionSignUps(
  db: Database,
  actor: Actor,
  query: InstitutionSignUpQuery,
): Promise<Page<SignUp>> {
  // A course named by the filter is the institution's own; another's does not exist.
  if (query.courseId !== undefined) {
    await assertCourseInReach(db, actor, query.courseId, { anyCourse: false });
  }
  const trainee = query.traineeName?.trim();
  const company = query.companyName?.trim();
  const reads = institutionSignUpPage(db, {
    institutionId: institutionOf(actor),
    courseId: query.courseId,
    trainingDateId: query.trainingDateId,
    status: query.status,
    traineePattern: trainee ? containsPattern(trainee) : undefined,
    companyPattern: company ? containsPattern(company) : undefined,
  });
  return readPage(query, reads, (rows) => rows.map((row) => toSignUp(row, { whole: false })));
}
