/**
 * The institution's side of sign-ups (`/entryTraining`): its courses open to sign-up or
 * past it, with their places and the sign-ups waiting (`train/entrytraincoursemanagerlist`),
 * and the sign-ups of its courses (`train/query-entryuser-page`). Another institution's
 * courses never show: the institution is the caller's company.
 */
import { and, count, desc, eq, ilike, inArray, max, min, sql, sum, type SQL } from 'drizzle-orm';
import type { SignUp, SignUpCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { corporates, courses, signUps, trainingDates } from '../db/schema';
import type { Actor } from '../lib/access';
import { placesHeld } from '../lib/coursePlaces';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { assertCourseInReach } from './access';
import { signUpFamily } from './entity';
import { toSignUp } from './rows';
import { readSignUpPage } from './signUpPage';

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

export function querySignUpCourses(
  db: Database,
  actor: Actor,
  query: SignUpCourseQuery,
): Promise<Page<SignUpCourse>> {
  const name = query.name?.trim();
  const where = and(
    eq(courses.corporateId, institutionOf(actor)),
    query.status === undefined
      ? inArray(courses.status, SIGN_UP_COURSE_STATUSES)
      : and(inArray(courses.status, SIGN_UP_COURSE_STATUSES), eq(courses.status, query.status)),
    ...(name ? [ilike(courses.name, containsPattern(name))] : []),
  );
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(courses).where(where),
      rows: (limit, offset) =>
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
          .where(where)
          .orderBy(desc(courses.decidedAt), desc(courses.id))
          .limit(limit)
          .offset(offset),
    },
    async (rows) => {
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
    },
  );
}

interface SessionSpan {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
}

/** Each course's first and last day and its places (the sum of its sessions'). */
async function sessionSpans(
  db: Database,
  courseIds: readonly number[],
): Promise<Map<number, SessionSpan>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: trainingDates.courseId,
      startsOn: min(trainingDates.startsOn),
      endsOn: max(trainingDates.endsOn),
      capacity: sum(trainingDates.capacity),
    })
    .from(trainingDates)
    .where(inArray(trainingDates.courseId, [...courseIds]))
    .groupBy(trainingDates.courseId);
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

async function pendingCounts(
  db: Database,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: signUps.courseId, pending: count() })
    .from(signUps)
    .where(and(inArray(signUps.courseId, [...courseIds]), eq(signUps.status, PENDING)))
    .groupBy(signUps.courseId);
  return new Map(rows.map((row) => [row.courseId, row.pending]));
}

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
  const where = and(
    eq(courses.corporateId, institutionOf(actor)),
    ...(query.courseId === undefined ? [] : [eq(signUps.courseId, query.courseId)]),
    ...(query.trainingDateId === undefined
      ? []
      : [eq(signUps.trainingDateId, query.trainingDateId)]),
    ...(query.status === undefined ? [] : [eq(signUps.status, query.status)]),
    ...(trainee ? [ilike(signUps.traineeName, containsPattern(trainee))] : []),
    ...(company ? [ilike(corporates.name, containsPattern(company))] : []),
  ) as SQL;
  return readSignUpPage(db, query, {
    where,
    joins: company ? ['course', 'company'] : ['course'],
    // The decisions still to take first, then the newest.
    orderBy: [sql`${signUps.status} = ${PENDING} desc`, desc(signUps.createdAt), desc(signUps.id)],
    toRow: (row) => toSignUp(row, { whole: false }),
  });
}
