/**
 * The platform's decision on an appeal (DESIGN §3.2), through the workflow service.
 * Approving sets the account's mobile and email to the appeal's in the same transaction
 * (an administrative change, logged), signs the account out everywhere and tells it to
 * reset its password; once committed, a password reset code goes to the new mobile.
 */
import type { FastifyRequest } from 'fastify';
import type { CorporateAppeal } from '@machines/contracts';
import { messages } from '../db/schema';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { t } from '../lib/i18n';
import { issueSmsCode, type SmsProvider } from '../lib/sms';
import { transition, type TransitionStep } from '../lib/workflow/transition';
import type { Database } from '../db/client';
import { setAccountContact } from './accountContact';
import { APPROVED, appealEntity } from './entity';
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

/** Messages are stored in the association's language, like the workflow's own. */
const MESSAGE_LANGUAGE = 'zh';

export async function decideAppeal(
  { db, config, clock, sms }: Context,
  request: FastifyRequest,
  decision: AppealDecision,
): Promise<CorporateAppeal> {
  const now = clock.now();
  const decided = await transition(db, {
    entity: appealEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor: actorOf(request),
    // Platform staff and the operator, the only callers the permission lets in.
    party: 'platform',
    now,
    changes: () => ({ decidedAt: now }),
    afterStep: (tx, row, step) => applyApproval(tx, request, row, step, now),
  });
  if (decided.status === APPROVED) await sendResetCode(sms, db, decided, request, now);
  const found = await findAppeal(db, decision.id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toAppealRow(config, found);
}

async function applyApproval(
  tx: Database,
  request: FastifyRequest,
  appeal: AppealRecord,
  step: TransitionStep,
  now: Date,
): Promise<void> {
  if (step.to !== APPROVED) return;
  // Nothing to give the contact to: the reviewer rejects instead (the detail says so).
  if (appeal.accountId === null) throw new AppError(HttpStatus.conflict, 'error.appealNoAccount');
  await setAccountContact(
    tx,
    request,
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
}

/**
 * The appellant's SMS: a password reset code for the new mobile, so they can reset at once
 * on /forgetPassword. The approval stands whether or not it goes out (a code asked for a
 * minute ago holds the number back); they can ask for another there.
 */
async function sendResetCode(
  sms: SmsProvider,
  db: Database,
  appeal: AppealRecord,
  request: FastifyRequest,
  now: Date,
): Promise<void> {
  try {
    await issueSmsCode(
      db,
      sms,
      { mobile: appeal.mobile, purpose: 'reset', deliver: true, ip: null },
      now,
    );
  } catch (error) {
    request.log.warn({ err: error, appealId: appeal.id }, 'no reset code sent after an approval');
  }
}
