/**
 * A course's schedule (`train/custome-traindate`): its dated sessions, each with its own
 * places, written whole while the course is still being written (draft or returned). A
 * date may not hold more places than the course, nor start before sign-up has closed.
 * Saving raises the course's version: the schedule is part of what a reviewer approves.
 */
import { and, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import {
  trainingDateSchema,
  trainingDatesSchema,
  trainingScheduleSchema,
} from '@machines/validation';
import type { Course } from '@machines/contracts';
import type { Database } from '../db/client';
import { courses, trainingDates } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { requiredVersion, staleVersion } from '../lib/workflow/refusals';
import { validate } from '../lib/validation';
import { courseAs } from './access';
import { courseFamily, isEditable } from './entity';
import { FIELD_LABELS, type DateInput } from './fields';
import { loadCourse } from './rows';

export interface ScheduleBody {
  readonly courseId: number;
  readonly version: number;
  readonly dates: readonly DateInput[];
}

const refuse = (
  field: string,
  key: string,
  params: Readonly<Record<string, string | number>>,
  labels = FIELD_LABELS,
) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels,
    fieldErrors: { [field]: { key, params } },
    params,
  });

export interface CheckedDate {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
  readonly location: string | null;
}

/** What a date is checked against: the course's places and sign-up deadline. */
export interface ScheduleLimits {
  readonly capacity: number | null;
  readonly signUpDeadline: string | null;
}

const asForm = (date: DateInput) => ({
  ...date,
  capacity: String(date.capacity),
  location: date.location ?? '',
});

/** A well-formed date within the limits; `refuseAt` says where a refusal points. */
function withinLimits(
  date: InferType<typeof trainingDateSchema>,
  limits: ScheduleLimits,
  refuseAt: (key: string, params: Readonly<Record<string, string | number>>) => AppError,
): CheckedDate {
  if (limits.capacity !== null && Number(date.capacity) > limits.capacity) {
    throw refuseAt('validation.dateOverCapacity', { capacity: limits.capacity });
  }
  if (limits.signUpDeadline && date.startsOn <= limits.signUpDeadline) {
    throw refuseAt('validation.dateBeforeDeadline', { deadline: limits.signUpDeadline });
  }
  return {
    startsOn: date.startsOn,
    endsOn: date.endsOn,
    capacity: Number(date.capacity),
    location: date.location || null,
  };
}

/**
 * The dates, well-formed and within the course's limits (400 naming the date otherwise);
 * `complete` (a submission, or the schedule call) asks for one at least.
 */
export async function checkSchedule(
  dates: readonly DateInput[],
  limits: ScheduleLimits,
  { complete }: { complete: boolean },
): Promise<CheckedDate[]> {
  const checked = await validate(
    complete ? trainingScheduleSchema : trainingDatesSchema,
    dates.map(asForm),
    { labels: FIELD_LABELS },
  );
  return (checked ?? []).map((date, index) =>
    withinLimits(date, limits, (key, params) => refuse(`dates.${index}`, key, params)),
  );
}

/**
 * One date checked alone (a session added to a running course): refusals name its own
 * fields under `labels`, the limits its places or first day.
 */
export async function checkSession(
  date: DateInput,
  limits: ScheduleLimits,
  labels: string,
): Promise<CheckedDate> {
  const checked = await validate(trainingDateSchema, asForm(date), { labels });
  return withinLimits(checked, limits, (key, params) =>
    refuse(key === 'validation.dateOverCapacity' ? 'capacity' : 'startsOn', key, params, labels),
  );
}

/** The course's dates replaced by these, in the caller's transaction. */
export async function writeSchedule(
  tx: Database,
  courseId: number,
  dates: readonly CheckedDate[],
  now: Date,
): Promise<void> {
  await tx.delete(trainingDates).where(eq(trainingDates.courseId, courseId));
  if (dates.length === 0) return;
  await tx
    .insert(trainingDates)
    .values(dates.map((date) => ({ courseId, ...date, createdAt: now, updatedAt: now })));
}

export async function saveSchedule(
  { db, config, clock }: Pick<ServerContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  body: ScheduleBody,
): Promise<Course> {
  const { course } = await courseAs(db, actor, body.courseId, 'institution');
  const version = requiredVersion(body.version);
  if (course.version !== version) throw staleVersion();
  if (!isEditable(course.status)) {
    const status = { key: courseFamily.metaOf(course.status).label };
    throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status } });
  }
  const dates = await checkSchedule(body.dates, course, { complete: true });
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The schedule is part of what a reviewer approves: it raises the course's version.
    const [raised] = await tx
      .update(courses)
      .set({ version: version + 1, updatedAt: now })
      .where(and(eq(courses.id, course.id), eq(courses.version, version)))
      .returning({ id: courses.id });
    if (!raised) throw staleVersion();
    await writeSchedule(tx, course.id, dates, now);
  });
  return loadCourse(db, config, course.id);
}
