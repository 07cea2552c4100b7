/** Sessions as the session routes answer them (`CourseSession`). */
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { CourseSession } from '@machines/contracts';
import type { Database } from '../../db/client';
import { inIds, prepared, preparedById } from '../../db/prepared';
import { corporates, courses, signUps, trainingDates, workflowEvents } from '../../db/schema';
import { holdsPlace } from '../../lib/coursePlaces';
import { trainingDateEntity } from './entity';

/** Sessions with their course and institution. */
export function selectSessions(db: Database) {
  return db
    .select({
      session: getTableColumns(trainingDates),
      courseName: courses.name,
      courseStatus: courses.status,
      courseCorporateId: courses.corporateId,
      courseCapacity: courses.capacity,
      signUpDeadline: courses.signUpDeadline,
      institutionName: corporates.name,
    })
    .from(trainingDates)
    .innerJoin(courses, eq(courses.id, trainingDates.courseId))
    .innerJoin(corporates, eq(corporates.id, courses.corporateId));
}

export type SessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

export const findSession = preparedById('training_session_by_id', (db, id) =>
  selectSessions(db).where(eq(trainingDates.id, id)),
);

/** The places held in each session: one statement whatever the page's length, prepared once. */
const heldStatement = prepared((db) =>
  db
    .select({ id: signUps.trainingDateId, held: count() })
    .from(signUps)
    .where(and(inIds(signUps.trainingDateId), holdsPlace()))
    .groupBy(signUps.trainingDateId)
    .prepare('sessions_held'),
);

async function heldOf(db: Database, ids: readonly number[]) {
  const rows = await heldStatement(db).execute({ ids: [...ids] });
  return new Map(rows.map((row) => [row.id, row.held]));
}

const movesStatement = prepared((db) =>
  db
    .select({
      id: workflowEvents.entityId,
      event: workflowEvents.event,
      comment: workflowEvents.comment,
    })
    .from(workflowEvents)
    .where(
      and(
        eq(workflowEvents.entity, trainingDateEntity.name),
        inIds(workflowEvents.entityId),
        inArray(workflowEvents.event, ['REQUEST_CHANGE', 'REFUSE_CHANGE', 'APPROVE_CHANGE']),
      ),
    )
    .orderBy(desc(workflowEvents.id))
    .prepare('sessions_moves'),
);

/** The last move of each session: why it was asked, and why refused if it was. */
async function lastMovesOf(db: Database, ids: readonly number[]) {
  const events = await movesStatement(db).execute({ ids: [...ids] });
  const moves = new Map<number, { reason: string; refusal: string }>();
  for (const event of events) {
    const id = Number(event.id);
    const move = moves.get(id) ?? { reason: '', refusal: '' };
    if (move.reason) continue;
    // Newest first: a refusal is the last move's only while no later ask came after it.
    if (event.event === 'REFUSE_CHANGE' && !moves.has(id)) move.refusal = event.comment ?? '';
    if (event.event === 'REQUEST_CHANGE') move.reason = event.comment ?? '';
    moves.set(id, move);
  }
  return moves;
}

/** The rows as answered: places held and the last move, one query each for them all. */
export async function toSessions(
  db: Database,
  rows: readonly SessionRow[],
): Promise<CourseSession[]> {
  const ids = rows.map((row) => row.session.id);
  if (ids.length === 0) return [];
  const [held, moves] = await Promise.all([heldOf(db, ids), lastMovesOf(db, ids)]);
  return rows.map(({ session, ...row }) => ({
    id: session.id,
    status: session.status,
    version: session.version,
    courseId: session.courseId,
    courseName: row.courseName,
    institutionName: row.institutionName,
    startsOn: session.startsOn,
    endsOn: session.endsOn,
    capacity: session.capacity,
    location: session.location ?? '',
    proposedStartsOn: session.proposedStartsOn,
    proposedEndsOn: session.proposedEndsOn,
    signedUp: held.get(session.id) ?? 0,
    reason: moves.get(session.id)?.reason ?? '',
    refusal: moves.get(session.id)?.refusal ?? '',
    updatedAt: session.updatedAt.toISOString(),
  }));
}

/** One session as answered, after a change to it. */
export async function loadSession(db: Database, id: number): Promise<CourseSession> {
  const found = await findSession(db, id);
  const [answer] = found ? await toSessions(db, [found]) : [];
  if (!answer) throw new Error(`Session ${id} was not found`);
  return answer;
}
