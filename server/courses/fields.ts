/**
 * What a training institution sends for a course, checked with the shared yup schemas
 * (machines/validation/course). A field left out of the body stays as it is; an empty or
 * null one is cleared. The course level must be one of the institution's business line,
 * the certificate level one in use, each teacher a verified person of the institution,
 * the cover the institution's own upload.
 */
import { and, eq } from 'drizzle-orm';
import {
  COURSE_FIELDS,
  courseDraftSchema,
  courseSubmissionSchema,
  type CourseField,
} from '@machines/validation';
import type { Course } from '@machines/contracts';
import type { Database } from '../db/client';
import { certificateLevels, courseLevels, courseTypes } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { assertFilesUsable } from '../lib/files/usable';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';

/** One dated session as a body sends it (the schedule call, or the course with its dates). */
export interface DateInput {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number | string;
  readonly location?: string | null;
}

export type CourseBody = Partial<Record<CourseField, string | null>> & {
  readonly teacherIds?: readonly number[] | null;
  /** The whole schedule, when the body carries it (the form saves all in one call). */
  readonly dates?: readonly DateInput[] | null;
  /** Absent for a new course. */
  readonly id?: number | null;
  /** The version the institution saw; required with an id. */
  readonly version?: number | null;
};

/** The labels of the fields a refusal names: `course.field.<name>`. */
export const FIELD_LABELS = 'course.field';

/** What a save writes: the course's columns the body named, and its teachers if named. */
export interface CourseChanges {
  readonly columns: Partial<{
    name: string;
    courseLevelId: number | null;
    certificateLevelId: number | null;
    description: string | null;
    fee: string | null;
    capacity: number | null;
    online: boolean;
    location: string | null;
    signUpDeadline: string | null;
    creditHours: string | null;
    coverFileId: string | null;
  }>;
  readonly teacherIds?: readonly number[];
}

const NUMBER_FIELDS: ReadonlySet<CourseField> = new Set([
  'courseLevelId',
  'certificateLevelId',
  'capacity',
]);

function changesOf(
  checked: Partial<Record<CourseField, string>> & { teacherIds?: number[] },
  given: readonly CourseField[],
  teachersGiven: boolean,
): CourseChanges {
  const columns: Record<string, string | number | boolean | null> = {};
  for (const field of given) {
    const value = checked[field] || null;
    if (field === 'online') columns.online = value === 'true';
    else columns[field] = value !== null && NUMBER_FIELDS.has(field) ? Number(value) : value;
  }
  return {
    columns: columns as CourseChanges['columns'],
    ...(teachersGiven ? { teacherIds: checked.teacherIds ?? [] } : {}),
  };
}

/** The fields the body names, checked as a draft. */
export async function draftChanges(body: CourseBody): Promise<CourseChanges> {
  const given = COURSE_FIELDS.filter((field) => body[field] !== undefined);
  const teachersGiven = body.teacherIds !== undefined;
  const input = {
    ...Object.fromEntries(given.map((field) => [field, body[field] ?? ''])),
    ...(teachersGiven ? { teacherIds: body.teacherIds ?? [] } : {}),
  };
  const checked = await validate(
    courseDraftSchema.omit(given.includes('name') ? [] : ['name']),
    input,
    {
      labels: FIELD_LABELS,
    },
  );
  return changesOf(checked, given, teachersGiven);
}

const storedValue = (stored: Course, field: CourseField): string => {
  switch (field) {
    case 'courseLevelId':
    case 'certificateLevelId':
    case 'capacity':
      return stored[field] === null ? '' : String(stored[field]);
    case 'online':
      return stored.online ? 'true' : '';
    case 'coverFileId':
      return stored.cover?.id ?? '';
    default:
      return stored[field];
  }
};

/** The complete course a submission would send: stored fields overlaid with the body's. */
export async function submissionChanges(
  body: CourseBody,
  stored: Course | null,
): Promise<CourseChanges> {
  const input = {
    ...Object.fromEntries(
      COURSE_FIELDS.map((field) => [
        field,
        (body[field] ?? (stored ? storedValue(stored, field) : '')) || '',
      ]),
    ),
    teacherIds: body.teacherIds ?? stored?.teachers.map((teacher) => teacher.id) ?? [],
  };
  const checked = await validate(courseSubmissionSchema, input, { labels: FIELD_LABELS });
  return changesOf(checked, COURSE_FIELDS, true);
}

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: FIELD_LABELS,
    fieldErrors: { [field]: { key } },
  });

/** What the changes name outside the course: its levels, its teachers, its cover. */
export async function assertReferencesUsable(
  db: Database,
  actor: Actor,
  institution: { readonly corporateId: number; readonly businessLine: number },
  { columns, teacherIds }: CourseChanges,
): Promise<void> {
  if (columns.courseLevelId) {
    const [level] = await db
      .select({ id: courseLevels.id })
      .from(courseLevels)
      .innerJoin(courseTypes, eq(courseTypes.id, courseLevels.typeId))
      .where(
        and(
          eq(courseLevels.id, columns.courseLevelId),
          eq(courseLevels.enabled, true),
          eq(courseTypes.enabled, true),
          eq(courseTypes.businessLine, institution.businessLine),
        ),
      );
    if (!level) throw refuse('courseLevelId', 'validation.courseLevelOfLine');
  }
  if (columns.certificateLevelId) {
    const [level] = await db
      .select({ id: certificateLevels.id })
      .from(certificateLevels)
      .where(
        and(
          eq(certificateLevels.id, columns.certificateLevelId),
          eq(certificateLevels.enabled, true),
        ),
      );
    if (!level) throw refuse('certificateLevelId', 'validation.invalid');
  }
  if (teacherIds) await assertPeopleVerified(db, institution.corporateId, teacherIds, 'teacherIds');
  await assertFilesUsable(db, actor, { coverFileId: columns.coverFileId }, ['coverFileId']);
}
