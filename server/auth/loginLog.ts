/** Every login attempt leaves a row (the /loginLog page reads them; the lockout counts them). */
import type { Database } from '../db/client';
import { loginLogs } from '../db/schema';

export type LoginFailureReason = 'captcha' | 'bad_credentials' | 'locked' | 'disabled' | 'renamed';

export interface LoginAttempt {
  readonly userName: string;
  readonly accountId: number | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export async function recordLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  outcome:
    { readonly success: true } | { readonly success: false; readonly reason: LoginFailureReason },
  at: Date,
): Promise<void> {
  await db.insert(loginLogs).values({
    ...attempt,
    success: outcome.success,
    reason: outcome.success ? null : outcome.reason,
    createdAt: at,
  });
}
