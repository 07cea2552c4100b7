/** The admin action log for platform staff: newest first, filtered by actor, action and day. */
import { count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminActionEntry, AdminActionPage } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedPage, type FilterConditions } from '../lib/preparedPage';
import { accounts, adminActionCounts, adminActions } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { keptTotalByKey } from '../lib/derivedCounts';
import type { Language } from '../lib/i18n';
import { containsPattern, readPage, type PageQuery } from '../lib/paging';
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

interface ActionConditions {
  readonly actorPattern?: string;
  readonly action?: string;
  readonly createdSince?: Date;
  readonly createdBefore?: Date;
}

/** Filters the kept counters cannot answer: with any of them, the actions are counted. */
const COUNTED_FILTERS = [
  'actorPattern',
  'createdSince',
  'createdBefore',
] as const satisfies readonly (keyof ActionConditions)[];

/** Newest first, prepared by shape (server/lib/preparedPage.ts). */
const actionPage = preparedPage(
  'admin_actions',
  {
    actorPattern: (pattern) =>
      or(ilike(accounts.userName, pattern), ilike(accounts.name, pattern)) as SQL,
    action: (action) => eq(adminActions.action, action),
    createdSince: (since) => gte(adminActions.createdAt, since),
    createdBefore: (before) => lt(adminActions.createdAt, before),
  } satisfies FilterConditions<ActionConditions>,
  {
    total: (db, where, shape) => {
      if (!COUNTED_FILTERS.some(shape.has)) {
        // Unfiltered or by action alone: the actions kept counted per code (migration 0040).
        const action = shape.has('action') ? 'action' : undefined;
        return keptTotalByKey(db, adminActionCounts, adminActionCounts.action, action);
      }
      const counted = db.select({ total: count() }).from(adminActions);
      // The actor's names are read only to filter by them (a left join adds no rows).
      return (
        shape.has('actorPattern')
          ? counted.leftJoin(accounts, eq(accounts.id, adminActions.actorAccountId))
          : counted
      ).where(where);
    },
    rows: (db, where, { limit, offset }) =>
      // A left join: the command line's actions, and those of deleted accounts, have no actor.
      db
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
        .limit(limit)
        .offset(offset),
  },
);

export async function queryAdminActionPage(
  db: Database,
  query: AdminActionFilters & PageQuery,
  language: Language,
): Promise<AdminActionPage> {
  const actor = query.actor?.trim();
  const reads = actionPage(db, {
    filters: {
      actorPattern: actor ? containsPattern(actor) : undefined,
      action: query.action?.trim() || undefined,
      createdSince: query.createdFrom ? startOfDay(query.createdFrom) : undefined,
      createdBefore: query.createdTo ? startOfNextDay(query.createdTo) : undefined,
    },
  });
  return readPage(query, reads, async (rows): Promise<AdminActionEntry[]> => {
    const names = await namesOfActions(db, rows, language);
    return rows.map((row, index) => ({
      ...row,
      targetName: names[index]?.targetName ?? null,
      references: names[index]?.references ?? {},
      actorUserName: row.actorUserName ?? '',
      actorName: row.actorName ?? '',
      actorRole: row.actorRole ?? '',
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
