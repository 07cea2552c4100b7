/** Date change requests as every endpoint answers them (the contract's shape). */
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DateChangeRequest } from '@machines/contracts';
import type { Database } from '../../db/client';
import { preparedById } from '../../db/prepared';
import {
  corporates,
  courses,
  dateChangeRequests,
  signUps,
  trainingDates,
  workflowEvents,
} from '../../db/schema';
import { dateChangeEntity, dateChangeFamily } from './entity';

const REFUSED = dateChangeFamily.codeOf('refused');

const fromDate = alias(trainingDates, 'from_date');
const toDate = alias(trainingDates, 'to_date');

/** Requests with what they name: the sign-up's course and company, both sessions. */
export function selectDateChanges(db: Database) {
  return db
    .select({
      request: getTableColumns(dateChangeRequests),
      courseId: signUps.courseId,
      courseName: courses.name,
      courseCorporateId: courses.corporateId,
      companyName: corporates.name,
      fromStartsOn: fromDate.startsOn,
      fromEndsOn: fromDate.endsOn,
      toStartsOn: toDate.startsOn,
      toEndsOn: toDate.endsOn,
    })
    .from(dateChangeRequests)
    .innerJoin(signUps, eq(signUps.id, dateChangeRequests.signUpId))
    .innerJoin(courses, eq(courses.id, signUps.courseId))
    .innerJoin(fromDate, eq(fromDate.id, dateChangeRequests.fromTrainingDateId))
    .innerJoin(toDate, eq(toDate.id, dateChangeRequests.toTrainingDateId))
    .leftJoin(corporates, eq(corporates.id, signUps.corporateId));
}

export type DateChangeRow = Awaited<ReturnType<typeof selectDateChanges>>[number];

/** The institution's reason of each refused request, by request id. */
async function refusalsOf(db: Database, rows: readonly DateChangeRow[]) {
  const refused = rows.filter((row) => row.request.status === REFUSED).map((row) => row.request.id);
  if (refused.length === 0) return new Map<number, string>();
  const events = await db
    .select({ id: workflowEvents.entityId, comment: workflowEvents.comment })
    .from(workflowEvents)
    .where(
      and(
        eq(workflowEvents.entity, dateChangeEntity.name),
        eq(workflowEvents.event, 'REFUSE_CHANGE'),
        inArray(workflowEvents.entityId, refused),
      ),
    )
    .orderBy(desc(workflowEvents.id));
  return new Map(events.map((event) => [Number(event.id), event.comment ?? '']));
}

/** The rows as answered, each refusal with its reason (one query for them all). */
export async function toDateChanges(
  db: Database,
  rows: readonly DateChangeRow[],
): Promise<DateChangeRequest[]> {
  const refusals = await refusalsOf(db, rows);
  return rows.map(({ request, ...row }) => ({
    id: request.id,
    status: request.status,
    version: request.version,
    signUpId: request.signUpId,
    courseId: row.courseId,
    courseName: row.courseName,
    traineeName: request.traineeName,
    companyName: row.companyName ?? '',
    from: {
      trainingDateId: request.fromTrainingDateId,
      startsOn: row.fromStartsOn,
      endsOn: row.fromEndsOn,
    },
    to: {
      trainingDateId: request.toTrainingDateId,
      startsOn: row.toStartsOn,
      endsOn: row.toEndsOn,
    },
    reason: request.reason,
    refusal: refusals.get(request.id) ?? '',
    decidedAt: request.decidedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  }));
}

export const findDateChange = preparedById('date_change_by_id', (db, id) =>
  selectDateChanges(db).where(eq(dateChangeRequests.id, id)),
);

/** One request as answered, after a change to it. */
export async function loadDateChange(db: Database, id: number): Promise<DateChangeRequest> {
  const found = await findDateChange(db, id);
  const [answer] = found ? await toDateChanges(db, [found]) : [];
  if (!answer) throw new Error(`Date change request ${id} was not found`);
  return answer;
}

/** One sign-up's requests, the newest first. */
export async function dateChangesOfSignUp(
  db: Database,
  signUpId: number,
): Promise<DateChangeRequest[]> {
  const rows = await selectDateChanges(db)
    .where(eq(dateChangeRequests.signUpId, signUpId))
    .orderBy(desc(dateChangeRequests.createdAt), desc(dateChangeRequests.id));
  return toDateChanges(db, rows);
}
