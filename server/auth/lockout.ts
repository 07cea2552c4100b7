/**
 * Account lockout, computed from the login log rather than kept as separate state:
 * 5 wrong passwords within 15 minutes (since the last successful login, and since the
 * password was last changed: a reset by SMS code ends a lock) lock the login name until
 * 15 minutes after the 5th most recent of them. Names that match no account lock the same
 * way, so a lock reveals nothing about which accounts exist.
 */
import { and, desc, eq, gt, gte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginLogs } from '../db/schema';
import { MINUTE_MS } from '../lib/clock';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE_MS;

export interface LoginSubject {
  readonly userName: string;
  readonly accountId: number | null;
  /** Failures before it were guesses of a password that no longer exists. */
  readonly passwordChangedAt?: Date | null;
}

/** When the subject may try again, or null when it is not locked. */
export async function lockedUntil(db: Database, subject: LoginSubject, now: Date) {
  const attemptsOfSubject =
    subject.accountId === null
      ? eq(loginLogs.userName, subject.userName)
      : or(eq(loginLogs.accountId, subject.accountId), eq(loginLogs.userName, subject.userName));
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);

  const [lastSuccess] = await db
    .select({ at: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(attemptsOfSubject, eq(loginLogs.success, true), gt(loginLogs.createdAt, windowStart)),
    )
    .orderBy(desc(loginLogs.createdAt))
    .limit(1);

  const failures = await db
    .select({ at: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(
        attemptsOfSubject,
        eq(loginLogs.reason, 'bad_credentials'),
        gt(loginLogs.createdAt, lastSuccess?.at ?? windowStart),
        subject.passwordChangedAt ? gte(loginLogs.createdAt, subject.passwordChangedAt) : undefined,
      ),
    )
    .orderBy(desc(loginLogs.createdAt))
    .limit(LOCKOUT_THRESHOLD);

  const oldestCounted = failures[LOCKOUT_THRESHOLD - 1];
  if (!oldestCounted) return null;
  return new Date(oldestCounted.at.getTime() + LOCKOUT_WINDOW_MS);
}
