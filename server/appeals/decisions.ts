/**
 * The platform's decision on an appeal (DESIGN §3.2), through the workflow service.
 * Approving sets the account's mobile and email to the appeal's in the same transaction
 * (an administrative change, logged), signs the account out everywhere, tells it to reset
 * its password, rejects the account's other pending appeals and writes the reset code's SMS
 * to the outbox; once committed, the outbox sends it (now, or when the limits allow).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CorporateAppeal } from '@machines/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { corporateAppeals, messages, smsOutbox } from '../db/schema';
import type { Actor } from '../lib/access';
import type { RecordAction } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { t } from '../lib/i18n';
import { deliverDueSms, enqueueSms } from '../lib/sms/outbox';
import { MESSAGE_LANGUAGE } from '../lib/workflow/notification';
import { transition, type TransitionStep } from '../lib/workflow/transition';
import type { Database } from '../db/client';
import { setAccountContact } from './accountContact';
import { APPROVED, PENDING, appealEntity } from './entity';
import { findAppeal, toAppealRow, type AppealRecord } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock' | 'sms'>;

export const DECISION_EVENTS = ['APPROVE', 'REJECT'] as const;
export type DecisionEvent = (typeof DECISION_EVENTS)[number];

export interface AppealDecision {
  readonly id: number;
  readonly version: number;
  readonly event: DecisionEvent;
  readonly comment?: string | undefined;
}

/** Who decides: the reviewer, the recorder of the admin change an approval makes, the log. */
export interface AppealDecider {
  readonly actor: Actor;
  readonly recordAction: RecordAction;
  readonly log: FastifyBaseLogger;
}

export async function decideAppeal(
  { db, config, clock, sms }: Context,
  decider: AppealDecider,
  decision: AppealDecision,
): Promise<CorporateAppeal> {
  const { actor, log } = decider;
  const now = clock.now();
  const decided = await transition(db, {
    entity: appealEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    // Platform staff and the operator, the only callers the permission lets in.
    party: 'platform',
    now,
    changes: () => ({ decidedAt: now }),
    afterStep: (tx, row, step) => applyApproval(tx, decider, row, step, now),
  });
  // The reset code the approval promised, sent now unless the number's limits hold it back:
  // the outbox then sends it once they allow (a code went to the number under a minute ago).
  if (decided.status === APPROVED) {
    await deliverDueSms({ db, sms, log }, now, await resetCodesOf(db, decided.id));
  }
  const found = await findAppeal(db, decision.id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toAppealRow(config, found);
}

async function applyApproval(
  tx: Database,
  { actor, recordAction }: AppealDecider,
  appeal: AppealRecord,
  step: TransitionStep,
  now: Date,
): Promise<void> {
  if (step.to !== APPROVED) return;
  // Nothing to give the contact to: the reviewer rejects instead (the detail says so).
  if (appeal.accountId === null) throw new AppError(HttpStatus.conflict, 'error.appealNoAccount');
  await setAccountContact(
    tx,
    recordAction,
    {
      accountId: appeal.accountId,
      mobile: appeal.mobile,
      email: appeal.email,
      appealId: appeal.id,
    },
    now,
  );
  await tx.insert(messages).values({
    recipientAccountId: appeal.accountId,
    title: t(MESSAGE_LANGUAGE, 'appeal.message.resetTitle'),
    content: t(MESSAGE_LANGUAGE, 'appeal.message.resetContent', { mobile: appeal.mobile }),
    createdAt: now,
  });
  await enqueueSms(
    tx,
    {
      mobile: appeal.mobile,
      purpose: 'reset',
      subject: { entity: appealEntity.name, id: appeal.id },
    },
    now,
  );
  await closeOtherPending(tx, actor, appeal, now);
}

/** The outbox messages an appeal's approval wrote (one: its reset code). */
async function resetCodesOf(db: Database, appealId: number): Promise<number[]> {
  const rows = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.subjectEntity, appealEntity.name), eq(smsOutbox.subjectId, appealId)));
  return rows.map((row) => row.id);
}

/**
 * The account's other pending appeals are rejected with the approval, by the same reviewer
 * and with a reason naming it: approving one later would hand the account on again.
 */
async function closeOtherPending(
  tx: Database,
  actor: Actor,
  approved: AppealRecord,
  now: Date,
): Promise<void> {
  const others = await tx
    .select({ id: corporateAppeals.id, version: corporateAppeals.version })
    .from(corporateAppeals)
    .where(
      and(
        eq(corporateAppeals.accountId, approved.accountId ?? -1),
        eq(corporateAppeals.status, PENDING),
        ne(corporateAppeals.id, approved.id),
      ),
    )
    .for('update');
  for (const other of others) {
    await transition(tx, {
      entity: appealEntity,
      id: other.id,
      event: 'REJECT',
      comment: t(MESSAGE_LANGUAGE, 'appeal.supersededComment', { id: approved.id }),
      expectedVersion: other.version,
      actor,
      party: 'platform',
      now,
      changes: () => ({ decidedAt: now }),
    });
  }
}
