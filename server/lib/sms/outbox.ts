/**
 * The SMS outbox: an SMS a step promises is written in the step's own transaction
 * (`enqueueSms`), so it exists exactly when the step does, and sent afterwards by
 * `deliverDueSms` — right after the step commits, then by the worker every few seconds in
 * every process. The per-number limits of `issueSmsCode` hold: a message they refuse is
 * tried again when they allow it (their `retryAfterSeconds`); a gateway failure is tried
 * again with a growing pause. A message still unsent a day later is given up (`failed`),
 * its reason kept for the reviewer and the operator.
 *
 * A worker takes due messages with `FOR UPDATE SKIP LOCKED` and pushes their next attempt
 * out by a lease before it sends, so two processes never send one message twice, and a
 * process that dies mid-send leaves the message for another once the lease runs out.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SmsDelivery } from '@machines/contracts';
import type { SmsPurpose } from '@machines/validation';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { MINUTE_MS, type Clock } from '../clock';
import { schedulePeriodic } from '../schedule';
import { AppError } from '../errors';
import { issueSmsCode } from './codes';
import type { SmsProvider } from './provider';

/** How long a worker holds a message it is sending before another may try it. */
export const OUTBOX_LEASE_MS = 2 * MINUTE_MS;
/** A message not sent within a day of its step is given up: its code would mean nothing. */
export const OUTBOX_GIVE_UP_MS = 24 * 60 * MINUTE_MS;
/** The pause after a gateway failure, doubled each time up to a quarter of an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 15 * MINUTE_MS;
/** How many messages one round takes: rounds are frequent, a backlog drains over a few. */
const ROUND_SIZE = 20;
/** How often each process looks for due messages. */
export const OUTBOX_EVERY_MS = 15_000;

export interface QueuedSms {
  readonly mobile: string;
  readonly purpose: SmsPurpose;
  /** The record whose step promised it. */
  readonly subject: { readonly entity: string; readonly id: number };
}

/** Writes the message in `tx`, the step's transaction; answers its id. */
export async function enqueueSms(tx: Database, sms: QueuedSms, now: Date): Promise<number> {
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      mobile: sms.mobile,
      purpose: sms.purpose,
      subjectEntity: sms.subject.entity,
      subjectId: sms.subject.id,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: smsOutbox.id });
  if (!row) throw new Error('An outbox message was not written');
  return row.id;
}

/** How a stored message stands, as the reviewer and the operator read it. */
export function deliveryOf(row: typeof smsOutbox.$inferSelect): SmsDelivery {
  return {
    state: row.state as SmsDelivery['state'],
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

export interface OutboxDelivery {
  readonly db: Database;
  readonly sms: SmsProvider;
  readonly log: FastifyBaseLogger;
}

/**
 * Sends the messages due at `now` (only `ids` when given: a step's own, right after it
 * commits). Answers how many went out.
 */
export async function deliverDueSms(
  { db, sms, log }: OutboxDelivery,
  now: Date,
  ids?: readonly number[],
): Promise<number> {
  const claimed = await claimDue(db, now, ids);
  let sent = 0;
  for (const message of claimed) {
    const outcome = await attempt(db, sms, message, now);
    if (outcome === 'sent') sent += 1;
    else log.warn({ outboxId: message.id, outcome }, 'an outbox SMS was not sent this time');
  }
  return sent;
}

type Claimed = typeof smsOutbox.$inferSelect;

async function claimDue(db: Database, now: Date, ids?: readonly number[]): Promise<Claimed[]> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.state, 'pending'),
        lte(smsOutbox.nextAttemptAt, now),
        ids ? inArray(smsOutbox.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(smsOutbox.nextAttemptAt))
    .limit(ROUND_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(smsOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS) })
    .where(inArray(smsOutbox.id, sql`(${due})`))
    .returning();
}

async function attempt(
  db: Database,
  provider: SmsProvider,
  message: Claimed,
  now: Date,
): Promise<'sent' | 'deferred' | 'failed'> {
  const attempts = message.attempts + 1;
  try {
    await issueSmsCode(
      db,
      provider,
      { mobile: message.mobile, purpose: message.purpose as SmsPurpose, deliver: true, ip: null },
      now,
    );
    await db
      .update(smsOutbox)
      .set({ state: 'sent', attempts, sentAt: now, lastError: null })
      .where(eq(smsOutbox.id, message.id));
    return 'sent';
  } catch (error) {
    const reason = reasonOf(error);
    const next = new Date(now.getTime() + retryDelayMs(error, attempts));
    const givenUp = next.getTime() - message.createdAt.getTime() > OUTBOX_GIVE_UP_MS;
    await db
      .update(smsOutbox)
      .set({
        state: givenUp ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: next,
        lastError: reason,
      })
      .where(eq(smsOutbox.id, message.id));
    return givenUp ? 'failed' : 'deferred';
  }
}

/** Why a try failed, as the reviewer reads it: the number's limits, or the gateway. */
function reasonOf(error: unknown): string {
  const key = error instanceof AppError ? error.key : '';
  if (key === 'error.smsTooSoon') return 'smsDelivery.reason.tooSoon';
  if (key === 'error.smsDailyLimit') return 'smsDelivery.reason.dailyLimit';
  return 'smsDelivery.reason.gateway';
}

/** When the limits say (their own wait), else a pause that grows with each failure. */
function retryDelayMs(error: unknown, attempts: number): number {
  const retryAfter =
    error instanceof AppError
      ? (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
      : undefined;
  if (typeof retryAfter === 'number') return retryAfter * 1000;
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** Every process sends due messages every few seconds, sharing them (the claim above). */
export function scheduleSmsOutbox(
  app: FastifyInstance,
  { db, sms, clock }: { readonly db: Database; readonly sms: SmsProvider; readonly clock: Clock },
): void {
  schedulePeriodic(app, 'sending the SMS outbox', OUTBOX_EVERY_MS, async () => {
    await deliverDueSms({ db, sms, log: app.log }, clock.now());
  });
}
