/** The login log (`GET /api/log/login-logs`): every login attempt, successful or not. */

/** Why a failed attempt failed (server/auth/loginLog.ts writes them). */
export type LoginFailureReason = 'captcha' | 'bad_credentials' | 'locked' | 'disabled' | 'renamed';

export type LoginResult = 'success' | 'failure';

export interface LoginLogEntry {
  readonly id: number;
  /** The login name as typed (normalised), also for names that match no account. */
  readonly userName: string;
  /** The account's display name; empty when the name matches no account. */
  readonly accountName: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly success: boolean;
  /** A LoginFailureReason for failures; null for successes. */
  readonly reason: string | null;
  readonly createdAt: string;
}

export interface LoginLogPage {
  readonly list: readonly LoginLogEntry[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}
