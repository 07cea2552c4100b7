/** A record's audit rows, oldest first (DESIGN §3.7): the timelines of detail pages. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimelineEntry } from '@machines/contracts';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, workflowEvents } from '../../db/schema';

function selectEvents(db: Database, where: SQL | undefined) {
  return db
    .select({
      entityId: workflowEvents.entityId,
      id: workflowEvents.id,
      fromCode: workflowEvents.fromCode,
      toCode: workflowEvents.toCode,
      event: workflowEvents.event,
      actorName: accounts.name,
      actorRole: workflowEvents.actorRole,
      comment: workflowEvents.comment,
      createdAt: workflowEvents.createdAt,
    })
    .from(workflowEvents)
    .leftJoin(accounts, eq(accounts.id, workflowEvents.actorAccountId))
    .where(where)
    .orderBy(asc(workflowEvents.createdAt), asc(workflowEvents.id));
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

const toEntry = ({ entityId: _entityId, ...row }: EventRow): TimelineEntry => ({
  ...row,
  actorName: row.actorName ?? '',
  actorRole: row.actorRole ?? '',
  createdAt: row.createdAt.toISOString(),
});

/** The timelines of several records of one kind (a sign-up's date changes), by record id. */
export async function loadTimelines(
  db: Database,
  entity: string,
  entityIds: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>();
  if (entityIds.length === 0) return timelines;
  const rows = await selectEvents(
    db,
    and(eq(workflowEvents.entity, entity), inArray(workflowEvents.entityId, [...entityIds])),
  );
  for (const row of rows) {
    const entries = timelines.get(Number(row.entityId)) ?? [];
    entries.push(toEntry(row));
    timelines.set(Number(row.entityId), entries);
  }
  return timelines;
}

/** Every detail page reads one: prepared once (server/db/prepared.ts), not built per request. */
const oneTimeline = prepared((db) =>
  selectEvents(
    db,
    and(
      eq(workflowEvents.entity, sql.placeholder('entity')),
      eq(workflowEvents.entityId, sql.placeholder('entityId')),
    ),
  ).prepare('timeline_of_record'),
);

export async function loadTimeline(
  db: Database,
  entity: string,
  entityId: number,
): Promise<TimelineEntry[]> {
  return (await oneTimeline(db).execute({ entity, entityId })).map(toEntry);
}
