/**
 * A training institution's steps on its courses: save a draft, submit (in one
 * transaction with its content; a course without a date is not complete), withdraw before
 * review, copy one into a new draft (`course/copy`), delete a draft nobody reviewed
 * (`course/delete-coursestatus`), take a teacher off (`credit-category/delete-userapplycourseId`).
 * Every change names the version the institution saw.
 */
import { eq } from 'drizzle-orm';
import { businessLine } from '@machines/access';
import type { Course } from '@machines/contracts';
import type { Database } from '../db/client';
import { courses, courseTeachers, trainingDates } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { peopleWithout, type PersonRemoval } from '../lib/namedPeople';
import {
  assertSubmittable,
  deleteDeletable,
  writeAndSubmit,
  type Saved,
} from '../lib/workflow/applicantSteps';
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { courseAs, courseInReach } from './access';
import { courseEntity, courseFamily } from './entity';
import {
  assertReferencesUsable,
  draftChanges,
  FIELD_LABELS,
  submissionChanges,
  type CourseBody,
  type CourseChanges,
} from './fields';
import { loadCourse } from './rows';
import { checkSchedule, writeSchedule, type ScheduleLimits } from './schedule';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

const INSTITUTION = 'institution';

const drafts = applicationDrafts({
  entity: courseEntity,
  openExistsKey: null,
  ownRecord: async (tx, actor, id) => (await courseAs(tx, actor, id, INSTITUTION)).course,
});

/** The institution acting, with the business line its role trains in. */
function institutionOf(actor: Actor) {
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  return { corporateId: actor.corporateId, businessLine: businessLine(actor.activeRole) };
}

async function storedOf({ db, config }: Context, actor: Actor, body: CourseBody) {
  if (body.id === undefined || body.id === null) return null;
  await courseAs(db, actor, body.id, INSTITUTION);
  return loadCourse(db, config, body.id);
}

/** The course's columns, then its teachers when the changes name them. */
async function write(
  tx: Database,
  actor: Actor,
  body: CourseBody,
  { columns, teacherIds }: CourseChanges,
  now: Date,
): Promise<Saved> {
  const isNew = body.id === undefined || body.id === null;
  const created = isNew ? { businessLine: institutionOf(actor).businessLine } : {};
  const saved = await drafts.writeDraft(tx, actor, body, { ...columns, ...created }, now);
  if (teacherIds !== undefined) {
    await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, saved.id));
    if (teacherIds.length > 0) {
      await tx
        .insert(courseTeachers)
        .values(
          teacherIds.map((personId, position) => ({ courseId: saved.id, personId, position })),
        );
    }
  }
  return saved;
}

/** The institution a stored course belongs to, else the acting one (a new course). */
const ownerOf = (actor: Actor, stored: Course | null) =>
  stored
    ? { corporateId: stored.corporateId, businessLine: stored.businessLine }
    : institutionOf(actor);

/** The places and deadline the dates must keep: the body's where it names them. */
function limitsOf({ columns }: CourseChanges, stored: Course | null): ScheduleLimits {
  return {
    capacity: columns.capacity !== undefined ? columns.capacity : (stored?.capacity ?? null),
    signUpDeadline:
      columns.signUpDeadline !== undefined
        ? columns.signUpDeadline
        : stored?.signUpDeadline || null,
  };
}

export async function saveDraft(context: Context, actor: Actor, body: CourseBody): Promise<Course> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  const changes = await draftChanges(body);
  if (!stored && !changes.columns.name) {
    // A new course starts with its name: the list shows it by that.
    const key = 'validation.required';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'name',
      labels: FIELD_LABELS,
      fieldErrors: { name: { key } },
    });
  }
  await assertReferencesUsable(db, actor, ownerOf(actor, stored), changes);
  const dates = body.dates
    ? await checkSchedule(body.dates, limitsOf(changes, stored), { complete: false })
    : null;
  const now = clock.now();
  const saved = await db.transaction(async (tx) => {
    const written = await write(tx, actor, body, changes, now);
    if (dates) await writeSchedule(tx, written.id, dates, now);
    return written;
  });
  return loadCourse(db, config, saved.id);
}

/**
 * Takes one teacher off the course: a change like any save, so only while the machine
 * lets the institution change it (a draft, or returned); raises the version.
 */
export async function removeTeacher(
  context: Context,
  actor: Actor,
  { id, version, personId }: PersonRemoval,
): Promise<Course> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, { id });
  if (!stored) throw new Error('A course named by its id was not loaded');
  const changes = { columns: {}, teacherIds: peopleWithout(stored.teachers, personId) };
  const now = clock.now();
  await db.transaction((tx) => write(tx, actor, { id, version }, changes, now));
  return loadCourse(db, config, id);
}

/**
 * Saves the body's fields and submits, in one transaction: a course that fails the
 * submission rules (400 naming each field, `dates` when it has none) or may not be
 * submitted (409) stays as it was.
 */
export async function submitCourse(
  context: Context,
  actor: Actor,
  body: CourseBody,
): Promise<Course> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  if (stored) assertSubmittable(courseEntity, actor, stored, body.version, INSTITUTION);
  const changes = await submissionChanges(body, stored);
  const dates = body.dates
    ? await checkSchedule(body.dates, limitsOf(changes, stored), { complete: true })
    : null;
  if (!(dates ?? stored?.dates)?.length) {
    const key = 'validation.pickDates';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'dates',
      labels: FIELD_LABELS,
      fieldErrors: { dates: { key } },
    });
  }
  await assertReferencesUsable(db, actor, ownerOf(actor, stored), changes);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: courseEntity,
    actor,
    now,
    party: INSTITUTION,
    write: async (tx) => {
      const written = await write(tx, actor, body, changes, now);
      if (dates) await writeSchedule(tx, written.id, dates, now);
      return written;
    },
  });
  return loadCourse(db, config, id);
}

/**
 * A new draft with the course's content, teachers and dates (the dates scheduled anew),
 * named as a copy; its template points too. Its institution copies any of its courses; the
 * super-administrator (`courseManage`) any course, the copy still the institution's (told of
 * its review as the original's author is).
 */
export async function copyCourse(
  { db, config, clock }: Context,
  actor: Actor,
  id: number,
): Promise<Course> {
  const {
    found: { course },
    party,
  } = await courseInReach(db, actor, id);
  const source = await loadCourse(db, config, id);
  const now = clock.now();
  const copyId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({
        corporateId: course.corporateId,
        applicantAccountId: party === INSTITUTION ? actor.accountId : course.applicantAccountId,
        status: courseFamily.codeOf('draft'),
        version: 0,
        enabled: true,
        businessLine: course.businessLine,
        name: course.name,
        courseLevelId: course.courseLevelId,
        certificateLevelId: course.certificateLevelId,
        description: course.description,
        fee: course.fee,
        capacity: course.capacity,
        online: course.online,
        location: course.location,
        signUpDeadline: course.signUpDeadline,
        creditHours: course.creditHours,
        coverFileId: course.coverFileId,
        templateFileId: course.templateFileId,
        templatePoints: course.templatePoints,
        copiedFromId: course.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: courses.id });
    if (!created) throw new Error('The copy was not written');
    if (source.teachers.length > 0) {
      await tx.insert(courseTeachers).values(
        source.teachers.map((teacher, position) => ({
          courseId: created.id,
          personId: teacher.id,
          position,
        })),
      );
    }
    if (source.dates.length > 0) {
      await tx.insert(trainingDates).values(
        source.dates.map((date) => ({
          courseId: created.id,
          startsOn: date.startsOn,
          endsOn: date.endsOn,
          capacity: date.capacity,
          location: date.location || null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return created.id;
  });
  return loadCourse(db, config, copyId);
}

/**
 * A draft goes away whole (its teachers, dates and materials with it), by its institution
 * or the super-administrator; a course ever sent stays (409).
 */
export async function deleteCourse(
  { db }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<void> {
  const { found } = await courseInReach(db, actor, id);
  await deleteDeletable(db, courseEntity, found.course, version);
}
