/**
 * Server-side sessions (DESIGN §5). The client holds a random token; the database holds
 * only its sha256, so a leaked table grants nothing. A session ends after 30 idle minutes,
 * 12 hours in all, or when revoked: logout, a password change, its account disabled.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, sessions } from '../db/schema';
import { MINUTE_MS } from './clock';
import { AppError, HttpStatus } from './errors';
import { isStrongPassword, type PasswordHasher } from './passwords';

export const IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * MINUTE_MS;
/** last_seen_at is written at most this often: one write per request would be wasteful. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  readonly accountId: number;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** Starts a session and answers its token, which exists only in this answer. */
export async function createSession(db: Database, session: NewSession, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    ...session,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
  });
  return token;
}

export interface SessionAccount {
  readonly sessionId: number;
  readonly accountId: number;
  readonly activeRole: string;
  readonly availableRoles: readonly string[];
  readonly corporateId: number | null;
  readonly isAdmin: boolean;
  /** A one-time password is still in use: only choosing a new one is allowed. */
  readonly mustChangePassword: boolean;
}

export type SessionLookup =
  | { readonly outcome: 'active'; readonly account: SessionAccount }
  | { readonly outcome: 'expired' | 'revoked' | 'disabled' };

/** Every signed-in request's first query: built once (server/db/prepared.ts). */
const sessionOfToken = prepared((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      },
      account: {
        id: accounts.id,
        enabled: accounts.enabled,
        activeRole: accounts.activeRole,
        availableRoles: accounts.availableRoles,
        corporateId: accounts.corporateId,
        isAdmin: accounts.isAdmin,
        mustChangePassword: accounts.mustChangePassword,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_of_token'),
);

/** Finds the session of a token and keeps it alive; unknown tokens read as expired. */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  const [row] = await sessionOfToken(db).execute({ tokenHash: hashToken(token) });
  if (!row) return { outcome: 'expired' };
  const { session, account } = row;
  if (session.revokedAt) return { outcome: 'revoked' };
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleFor > IDLE_TIMEOUT_MS) return { outcome: 'expired' };
  if (!account.enabled) {
    // Revoked, not merely refused: enabling the account again must not bring it back.
    await revokeSession(db, session.id, 'disabled', now);
    return { outcome: 'disabled' };
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    // Every request of the session that read the old time gets here at once (a page's
    // parallel calls, a busy client): the first one touches, the others find the row
    // touched when its lock frees, and write nothing.
    const touchedBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.id), lte(sessions.lastSeenAt, touchedBefore)));
  }
  return {
    outcome: 'active',
    account: {
      sessionId: session.id,
      accountId: account.id,
      activeRole: account.activeRole,
      availableRoles: account.availableRoles,
      corporateId: account.corporateId,
      isAdmin: account.isAdmin,
      mustChangePassword: account.mustChangePassword,
    },
  };
}

export async function revokeSession(db: Database, sessionId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends every live session of an account, e.g. when its password changes, but the one
 * named `exceptSessionId` (the device that asked). Answers how many it ended.
 */
export async function revokeAccountSessions(
  db: Database,
  accountId: number,
  reason: string,
  now: Date,
  exceptSessionId?: number,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

export interface PasswordChangeOptions {
  /**
   * The session that made the change and stays signed in (account settings, where the old
   * password was just proven). Without it every session ends (a reset by SMS code).
   */
  readonly keepSessionId?: number;
}

/**
 * Sets a new password and ends the account's sessions (ASVS 7.4.3): whoever knew the old
 * password is out. Callers validate their form first; the rule is checked here again so
 * that no path can store a weak password.
 */
export async function changePassword(
  db: Database,
  passwords: PasswordHasher,
  accountId: number,
  newPassword: string,
  now: Date,
  options: PasswordChangeOptions = {},
) {
  if (!isStrongPassword(newPassword)) {
    const key = 'validation.passwordRule';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'password',
      fieldErrors: { password: { key } },
    });
  }
  // Hashed before the transaction: scrypt takes a few hundred milliseconds.
  const passwordHash = await passwords.hash(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
      .where(eq(accounts.id, accountId));
    await revokeAccountSessions(tx, accountId, 'password_changed', now, options.keepSessionId);
  });
}
