/**
 * How the workflow map narrows a kind of record to a business line or an institution (issue
 * 45): a condition on the record's table, which the map's reads put on the records now and,
 * as a set of ids, on the events and stays. A course's dates, sign-ups and date changes are
 * the course's line and training institution's; so these few are written once here rather
 * than by each area (areas never import each other).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courses, signUps } from '../../db/schema';

export interface RecordScopes {
  /** The records of one business line (0-9). */
  readonly businessLine?: (line: number) => SQL;
  /** The records one institution (a company's id) reviews or trains. */
  readonly institution?: (corporateId: number) => SQL;
}

/** Records that name a course (`courseId`): its line, and the institution that gives it. */
export function scopesThroughCourse(db: Database, courseId: PgColumn): Required<RecordScopes> {
  const coursesWhere = (condition: SQL) =>
    inArray(courseId, db.select({ id: courses.id }).from(courses).where(condition));
  return {
    businessLine: (line) => coursesWhere(eq(courses.businessLine, line)),
    institution: (corporateId) => coursesWhere(eq(courses.corporateId, corporateId)),
  };
}

/** Records that name a sign-up (`signUpId`): its course's line and institution. */
export function scopesThroughSignUp(db: Database, signUpId: PgColumn): Required<RecordScopes> {
  const ofCourse = scopesThroughCourse(db, signUps.courseId);
  const signUpsWhere = (condition: SQL) =>
    inArray(signUpId, db.select({ id: signUps.id }).from(signUps).where(condition));
  return {
    businessLine: (line) => signUpsWhere(ofCourse.businessLine(line)),
    institution: (corporateId) => signUpsWhere(ofCourse.institution(corporateId)),
  };
}
