/**
 * Seeds the demo training courses (issue 15): their teachers, dated sessions, material
 * PDFs and audit trails. Every history is replayed through the course machine.
 */
import { and, eq, getTableName } from 'drizzle-orm';
import { localDate } from '../lib/dates';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import {
  certificateLevels,
  certificateTypes,
  courseLevels,
  courseMaterials,
  courses,
  courseTeachers,
  courseTypes,
  people,
  trainingDates,
  workflowEvents,
} from '../db/schema';
import { demoCompanies } from './demoData';
import { certificateBackgroundImage, materialPdf } from './demoDocuments';
import { demoCourses, type DemoCourse, type DemoDate, type DemoLevel } from './demoCourses';
import { DEMO_PERSONNEL_POINTS } from './personnelTemplateSeed';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Training date statuses the demo uses (DESIGN §3.6). */
const DATE_STATUS = { scheduled: 0, inProgress: 1, finished: 2 } as const;

export interface CourseSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedCourses(tx: Database, targets: CourseSeedTargets): Promise<void> {
  for (const demo of demoCourses) await seedCourse(tx, demo, targets);
}

async function levelId(tx: Database, catalogue: 'course' | 'certificate', named?: DemoLevel) {
  if (!named) return null;
  const [types, levels] =
    catalogue === 'course' ? [courseTypes, courseLevels] : [certificateTypes, certificateLevels];
  const [level] = await tx
    .select({ id: levels.id })
    .from(levels)
    .innerJoin(types, eq(types.id, levels.typeId))
    .where(and(eq(types.name, named.type), eq(levels.name, named.level)));
  if (!level) throw new Error(`Demo ${catalogue} level ${named.type} ${named.level} is missing`);
  return level.id;
}

async function teacherIds(tx: Database, corporateId: number, names: readonly string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const [person] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.corporateId, corporateId), eq(people.name, name)));
    if (!person) throw new Error(`Demo teacher ${name} is missing`);
    ids.push(person.id);
  }
  return ids;
}

/** A YYYY-MM-DD day `days` from now (China time is a day ahead at most; whole days do). */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Past, running or ahead, as of the seeding day. */
function dateStatus(date: DemoDate) {
  if (date.startsInDays + date.days <= 0) return DATE_STATUS.finished;
  return date.startsInDays <= 0 ? DATE_STATUS.inProgress : DATE_STATUS.scheduled;
}

/**
 * One session, its moves replayed through the training date machine (issue 41): a move
 * still waiting keeps the days it asks for; the asking account hears the decisions.
 */
async function seedSession(
  tx: Database,
  courseId: number,
  date: DemoDate,
  {
    now,
    at,
    accountIds,
    createdAt,
  }: {
    now: Date;
    at: (hoursAgo: number) => Date;
    accountIds: ReadonlyMap<string, number>;
    createdAt: Date;
  },
) {
  const moves = date.moves ?? [];
  const startsOn = dayFrom(now, date.startsInDays);
  const approvedBefore = (moment: Date) =>
    moves.some((step) => step.event === 'APPROVE_CHANGE' && at(step.hoursAgo) < moment);
  const proposedStartsOn =
    date.proposedInDays === undefined ? null : dayFrom(now, date.proposedInDays);
  const trail = replayHistory(
    getTableName(trainingDates),
    moves,
    accountIds,
    at,
    'trainingDate',
    (moment) => ({
      wasRescheduled: approvedBefore(moment),
      startsOn,
      proposedStartsOn: proposedStartsOn ?? startsOn,
      today: localDate(moment),
    }),
  );
  const asker = moves.find((step) => step.event === 'REQUEST_CHANGE')?.by;
  const [session] = await tx
    .insert(trainingDates)
    .values({
      courseId,
      status: moves.length > 0 ? trail.status : dateStatus(date),
      version: trail.events.length + 1,
      startsOn,
      endsOn: dayFrom(now, date.startsInDays + date.days - 1),
      capacity: date.capacity,
      location: date.location || null,
      proposedStartsOn,
      proposedEndsOn:
        date.proposedInDays === undefined
          ? null
          : dayFrom(now, date.proposedInDays + date.days - 1),
      wasRescheduled: approvedBefore(now),
      changeAskedByAccountId: asker === undefined ? null : (accountIds.get(asker) ?? null),
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: trainingDates.id });
  if (!session) throw new Error('A demo session was not stored');
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: session.id })));
  }
}

async function seedCourse(
  tx: Database,
  demo: DemoCourse,
  { now, storage, companyIds, accountIds }: CourseSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const accountId = accountIds.get(demo.by);
  if (!company || corporateId === undefined || accountId === undefined) {
    throw new Error(`Demo institution ${demo.company} is incomplete`);
  }
  const createdAt = at(demo.createdHoursAgo);
  const trail = replayHistory(getTableName(courses), demo.history, accountIds, at, 'course');
  const [course] = await tx
    .insert(courses)
    .values({
      corporateId,
      applicantAccountId: accountId,
      status: trail.status,
      version: trail.events.length + 1,
      businessLine: Number(demo.role[1]),
      name: demo.name,
      courseLevelId: await levelId(tx, 'course', demo.courseLevel),
      certificateLevelId: await levelId(tx, 'certificate', demo.certificateLevel),
      description: demo.description || null,
      fee: demo.fee ?? null,
      capacity: demo.capacity ?? null,
      online: demo.online ?? false,
      location: demo.location ?? null,
      signUpDeadline:
        demo.signUpDeadlineInDays === undefined ? null : dayFrom(now, demo.signUpDeadlineInDays),
      creditHours: demo.creditHours ?? null,
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('A demo course was not stored');

  const teachers = await teacherIds(tx, corporateId, demo.teachers);
  if (teachers.length > 0) {
    await tx
      .insert(courseTeachers)
      .values(teachers.map((personId, position) => ({ courseId: course.id, personId, position })));
  }
  for (const date of demo.dates) {
    await seedSession(tx, course.id, date, { now, at, accountIds, createdAt });
  }
  for (const title of demo.materials) {
    const file = await storeFile(
      tx,
      storage,
      {
        bytes: materialPdf(title, company.creditCode),
        mime: 'application/pdf',
        originalName: `${demo.name}-${title}.pdf`,
        purpose: 'courseMaterial',
        ownerAccountId: accountId,
        corporateId,
      },
      createdAt,
    );
    await tx.insert(courseMaterials).values({
      courseId: course.id,
      fileId: file.id,
      name: title,
      createdByAccountId: accountId,
      createdAt,
    });
  }
  if (demo.ownTemplate) {
    const background = await storeFile(
      tx,
      storage,
      {
        bytes: certificateBackgroundImage(company.name),
        mime: 'image/png',
        originalName: `${demo.name}-证书底图.png`,
        purpose: 'certificateTemplate',
        ownerAccountId: accountId,
        corporateId,
      },
      createdAt,
    );
    await tx
      .update(courses)
      .set({
        templateFileId: background.id,
        templatePoints: DEMO_PERSONNEL_POINTS,
        templateVersion: 1,
      })
      .where(eq(courses.id, course.id));
  }
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: course.id })));
  }
}
