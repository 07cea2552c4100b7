/** The admin action log for platform staff: newest first, filtered by actor, action and day. */
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminActionEntry, AdminActionPage } from '@machines/contracts';
import type { Database } from '../db/client';
import { accounts, adminActions } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import type { Language } from '../lib/i18n';
import { containsPattern, pageOffset, type PageQuery } from '../lib/paging';
import { namesOfActions } from './adminActionNames';

export interface AdminActionFilters {
  /** Text in the actor's user name or name. */
  readonly actor?: string;
  /** An action code, matched exactly. */
  readonly action?: string;
  /** `YYYY-MM-DD`, inclusive days in the association's time. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

function conditions(filters: AdminActionFilters): SQL | undefined {
  const actor = filters.actor?.trim();
  const action = filters.action?.trim();
  return and(
    actor
      ? or(
          ilike(accounts.userName, containsPattern(actor)),
          ilike(accounts.name, containsPattern(actor)),
        )
      : undefined,
    action ? eq(adminActions.action, action) : undefined,
    filters.createdFrom ? gte(adminActions.createdAt, startOfDay(filters.createdFrom)) : undefined,
    filters.createdTo ? lt(adminActions.createdAt, startOfNextDay(filters.createdTo)) : undefined,
  );
}

export async function queryAdminActionPage(
  db: Database,
  query: AdminActionFilters & PageQuery,
  language: Language,
): Promise<AdminActionPage> {
  const where = conditions(query);
  // A left join: the command line's actions, and those of deleted accounts, have no actor.
  const rows = await db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      actorUserName: accounts.userName,
      actorName: accounts.name,
      actorRole: adminActions.actorRole,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      details: adminActions.details,
      ip: adminActions.ip,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(accounts, eq(accounts.id, adminActions.actorAccountId))
    .where(where)
    // The id breaks ties, so pages never overlap or skip rows.
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await db
    .select({ total: count() })
    .from(adminActions)
    .leftJoin(accounts, eq(accounts.id, adminActions.actorAccountId))
    .where(where);

  const names = await namesOfActions(db, rows, language);
  const list: AdminActionEntry[] = rows.map((row, index) => ({
    ...row,
    targetName: names[index]?.targetName ?? null,
    references: names[index]?.references ?? {},
    actorUserName: row.actorUserName ?? '',
    actorName: row.actorName ?? '',
    actorRole: row.actorRole ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, total: totals?.total ?? 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
}
