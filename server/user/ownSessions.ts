/**
 * The account's own sessions (DESIGN §9): which devices are signed in, and signing the
 * others out. Expired and revoked sessions are not listed: they cannot be used again.
 */
import type { OwnSession } from '@machines/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import type { Actor } from '../lib/access';
import { IDLE_TIMEOUT_MS, revokeAccountSessions } from '../lib/sessions';

export async function listOwnSessions(
  db: Database,
  actor: Actor,
  now: Date,
): Promise<OwnSession[]> {
  const rows = await db
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
        eq(sessions.accountId, actor.accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
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
