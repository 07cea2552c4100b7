/** SMS codes, registration and the account settings (`/api/auth/*`, `/api/user/*`). */
import type { StoredFileInfo } from './records';

/** `POST /api/auth/sms-code`: the same answer whether or not a code was sent. */
export interface SmsCodeAnswer {
  /** When the number may ask again: what the get-code button counts down. */
  readonly retryAfterSeconds: number;
}

/** `POST /api/auth/register`. */
export interface RegisterRequest {
  readonly mobile: string;
  readonly smsCode: string;
  readonly password: string;
}

/** `POST /api/auth/reset-password`: a new password for the account of a proven number. */
export type ResetPasswordRequest = RegisterRequest;

/** `POST /api/auth/register`. */
export interface RegisterAnswer {
  /** The login name to sign in with: the mobile number. */
  readonly userName: string;
}

/** `GET /api/user/profile` and the answers of the changes to it. */
export interface AccountProfile {
  readonly userName: string;
  readonly name: string;
  readonly mobile: string;
  readonly email: string | null;
  readonly introduction: string;
  readonly avatar: StoredFileInfo | null;
}

/** One live session of the account, `GET /api/user/sessions`. */
export interface OwnSession {
  readonly id: number;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  /** The session that asked. */
  readonly current: boolean;
}

/** `POST /api/user/revoke-other-sessions`. */
export interface RevokedSessions {
  /** How many other sessions were signed out. */
  readonly revoked: number;
}
