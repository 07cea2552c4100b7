/** A record's audit rows, oldest first (DESIGN §3.7): the timelines of detail pages. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TimelineEntry } from '@machines/contracts';
import type { Database } from '../../db/client';
import { accounts, workflowEvents } from '../../db/schema';

/** The timelines of several records of one kind (a sign-up's date changes), by record id. */
export async function loadTimelines(
  db: Database,
  entity: string,
  entityIds: readonly number[],
): Promise<Map<number, TimelineEntry[]>> {
  const timelines = new Map<number, TimelineEntry[]>();
  if (entityIds.length === 0) return timelines;
  const rows = await db
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
    .where(and(eq(workflowEvents.entity, entity), inArray(workflowEvents.entityId, [...entityIds])))
    .orderBy(asc(workflowEvents.createdAt), asc(workflowEvents.id));
  for (const { entityId, ...row } of rows) {
    const entries = timelines.get(Number(entityId)) ?? [];
    entries.push({
      ...row,
      actorName: row.actorName ?? '',
      actorRole: row.actorRole ?? '',
      createdAt: row.createdAt.toISOString(),
    });
    timelines.set(Number(entityId), entries);
  }
  return timelines;
}

export async function loadTimeline(
  db: Database,
  entity: string,
  entityId: number,
): Promise<TimelineEntry[]> {
  return (await loadTimelines(db, entity, [entityId])).get(entityId) ?? [];
}
