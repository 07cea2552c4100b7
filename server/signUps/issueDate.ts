/**
 * The issue date of a course's personnel certificates (`train/get-issuedate`,
 * `train/set-issuedate`): the day its institution has them say they were issued, the day
 * the training ended, say. Certificates issued before a change keep their day; unset,
 * each certificate carries the day its reviewer issues it.
 */
import { and, eq } from 'drizzle-orm';
import { issueDateSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { courses } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { FIELD_LABELS } from './actions';

export interface CourseIssueDate {
  readonly id: number;
  /** YYYY-MM-DD, or empty. */
  readonly issuedOn: string;
}

/** The caller's institution's course; another's does not exist (404). */
const ownCourse = (actor: Actor, id: number) =>
  and(eq(courses.id, id), eq(courses.corporateId, actor.corporateId ?? -1));

export async function loadIssueDate(db: Database, actor: Actor, id: number) {
  const [course] = await db
    .select({ issuedOn: courses.certificateIssuedOn })
    .from(courses)
    .where(ownCourse(actor, id));
  if (!course) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return { id, issuedOn: course.issuedOn ?? '' };
}

export async function setIssueDate(
  db: Database,
  actor: Actor,
  body: CourseIssueDate,
  now: Date,
): Promise<CourseIssueDate> {
  const values = await validate(issueDateSchema, body, { labels: FIELD_LABELS });
  const issuedOn = values.issuedOn || null;
  const [updated] = await db
    .update(courses)
    .set({ certificateIssuedOn: issuedOn, updatedAt: now })
    .where(ownCourse(actor, body.id))
    .returning({ id: courses.id });
  if (!updated) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return { id: body.id, issuedOn: issuedOn ?? '' };
}
