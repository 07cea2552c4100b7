/**
 * SMS verification codes (DESIGN §5): 6 digits, valid 10 minutes, single use, dead after
 * 5 wrong tries; a number gets at most one code a minute and 10 in 24 hours, whatever
 * the purpose. Only a salted hash of a code is stored. A 6-digit code could be recovered
 * from its hash by trying all million, but not before it expires, so a slow hash would
 * buy nothing.
 *
 * Other areas use this module through `issueSmsCode` and `consumeSmsCode` (the appeal
 * form among them); keep their signatures stable.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SmsPurpose } from '@machines/validation';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { MINUTE_MS } from '../clock';
import { AppError, HttpStatus } from '../errors';
import type { SmsProvider } from './provider';

export const SMS_CODE_LIFETIME_MS = 10 * MINUTE_MS;
export const SMS_RESEND_INTERVAL_MS = MINUTE_MS;
export const SMS_DAILY_LIMIT = 10;
export const SMS_DAY_MS = 24 * 60 * MINUTE_MS;
export const SMS_MAX_WRONG_TRIES = 5;
/** No gateway configured (server/lib/sms/selectProvider.ts). */
export const HTTP_SERVICE_UNAVAILABLE = 503;

export interface SmsCodeIssue {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  /**
   * Whether the code really goes out (a reset to a number without an account does not).
   * The answer and the limits are the same either way.
   */
  readonly deliver: boolean;
  readonly ip: string | null;
}

export interface IssuedSmsCode {
  /** When the number may ask again: what the get-code button counts down. */
  readonly retryAfterSeconds: number;
}

export async function issueSmsCode(
  db: Database,
  provider: SmsProvider,
  request: SmsCodeIssue,
  now: Date,
): Promise<IssuedSmsCode> {
  if (!provider.available) {
    throw new AppError(HTTP_SERVICE_UNAVAILABLE, 'error.smsUnavailable');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // One request per number at a time, so two at once cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${request.mobile}`}))`);
    await assertWithinLimits(tx, request.mobile, now);
    await tx.insert(smsCodes).values({
      mobile: request.mobile,
      purpose: request.purpose,
      codeHash: hashCode(code),
      delivered: request.deliver,
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
    });
    // Rows older than the daily window count for nothing any more.
    await tx.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - SMS_DAY_MS)));
  });
  if (request.deliver) {
    await provider.send({
      to: request.mobile,
      purpose: request.purpose,
      code,
      validMinutes: SMS_CODE_LIFETIME_MS / MINUTE_MS,
    });
  }
  return { retryAfterSeconds: SMS_RESEND_INTERVAL_MS / 1000 };
}

export interface SmsCodeCheck {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
  /** The request field the code came in, named by the refusal (default `smsCode`). */
  readonly field?: string;
}

/**
 * Uses up the latest code sent to the number for the purpose, or refuses with a 400
 * "Verification code error" on `field`: wrong, expired, used, superseded by a newer code,
 * or dead after 5 wrong tries. Never tells which.
 */
export async function consumeSmsCode(db: Database, check: SmsCodeCheck, now: Date): Promise<void> {
  const refusal = smsCodeRefusal(check.field ?? 'smsCode');
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, check.mobile), eq(smsCodes.purpose, check.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest) throw refusal;

  // Every try is counted before the comparison, so parallel guesses cannot exceed five.
  const [tried] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.usedAt),
        lt(smsCodes.attempts, SMS_MAX_WRONG_TRIES),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash });
  if (!tried || !codeMatches(check.code.trim(), tried.codeHash)) throw refusal;

  // The right code: used up, and the try it cost is given back (it was not a wrong one).
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: now, attempts: sql`${smsCodes.attempts} - 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!used) throw refusal;
}

export function smsCodeRefusal(field: string): AppError {
  const key = 'validation.smsCodeWrong';
  return new AppError(HttpStatus.badRequest, key, { field, fieldErrors: { [field]: { key } } });
}

async function assertWithinLimits(db: Database, mobile: string, now: Date): Promise<void> {
  const dayStart = new Date(now.getTime() - SMS_DAY_MS);
  const recent = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, dayStart)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(SMS_DAILY_LIMIT);

  const last = recent[0];
  if (last && now.getTime() - last.createdAt.getTime() < SMS_RESEND_INTERVAL_MS) {
    const seconds = secondsUntil(last.createdAt.getTime() + SMS_RESEND_INTERVAL_MS, now);
    throw new AppError(HttpStatus.tooManyRequests, 'error.smsTooSoon', {
      params: { seconds },
      data: { retryAfterSeconds: seconds },
    });
  }
  const oldestCounted = recent[SMS_DAILY_LIMIT - 1];
  if (oldestCounted) {
    const seconds = secondsUntil(oldestCounted.createdAt.getTime() + SMS_DAY_MS, now);
    throw new AppError(HttpStatus.tooManyRequests, 'error.smsDailyLimit', {
      params: { hours: Math.ceil(seconds / 3600) },
      data: { retryAfterSeconds: seconds },
    });
  }
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = '', expected = ''] = stored.split('$');
  const actual = digest(salt, code);
  return (
    actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected))
  );
}
