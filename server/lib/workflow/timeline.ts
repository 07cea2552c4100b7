/** A record's audit rows, oldest first (DESIGN §3.7): the timelines of detail pages. */
import { and, asc, eq } from 'drizzle-orm';
import type { TimelineEntry } from '@machines/contracts';
import type { Database } from '../../db/client';
import { accounts, workflowEvents } from '../../db/schema';

export async function loadTimeline(
  db: Database,
  entity: string,
  entityId: number,
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
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
    .where(and(eq(workflowEvents.entity, entity), eq(workflowEvents.entityId, entityId)))
    .orderBy(asc(workflowEvents.createdAt), asc(workflowEvents.id));
  return rows.map((row) => ({
    ...row,
    actorName: row.actorName ?? '',
    actorRole: row.actorRole ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}
