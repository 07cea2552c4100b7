/**
 * The account's own sessions (DESIGN §9): which devices are signed in, and signing the
 * others out. Expired and revoked sessions are not listed: they cannot be used again.
 */
import type { OwnSession } from '@machines/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions } from '../db/schema';
import type { Actor } from '../lib/access';
import { IDLE_TIMEOUT_MS, revokeAccountSessions } from '../lib/sessions';

/** The account's sessions still usable, latest seen first: prepared once. */
const ownSessionsStatement = prepared((db) =>
  db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, sql.placeholder('accountId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('seenSince')),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .prepare('own_sessions'),
);

export async function listOwnSessions(
  db: Database,
  actor: Actor,
  now: Date,
): Promise<OwnSession[]> {
  const rows = await ownSessionsStatement(db).execute({
    accountId: actor.accountId,
    now,
    seenSince: new Date(now.getTime() - IDLE_TIMEOUT_MS),
  });
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === actor.sessionId,
  }));
}

export function revokeOtherSessions(db: Database, actor: Actor, now: Date): Promise<number> {
  return revokeAccountSessions(db, actor.accountId, 'signed_out_elsewhere', now, actor.sessionId);
}
