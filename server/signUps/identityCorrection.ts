/**
 * The association corrects an individual's ID card number (`user/correct-identity`, ours):
 * the trainee brings proof (the ID card itself) to the association, whose staff correct the
 * number every standing sign-up of the account carries — never a second identity beside
 * the first. An administrative change: the admin action log keeps who, when, from which
 * number to which (masked) and why; the trainee is told.
 */
import { eq, sql } from 'drizzle-orm';
import type { IdentityCorrectionValues } from '@machines/validation';
import type { Database } from '../db/client';
import { accounts, messages, signUps } from '../db/schema';
import type { RecordAction } from '../lib/adminAudit';
import { AppError, HttpStatus } from '../lib/errors';
import { t } from '../lib/i18n';
import { maskIdCard } from '../lib/masking';
import { lockIdentity, ownIdentity, standingOf } from './identity';

export interface IdentityCorrected {
  /** How many sign-ups carry the corrected number now. */
  readonly corrected: number;
  /** The number now, masked. */
  readonly idCard: string;
}

const refuseOnIdCard = (key: string) =>
  new AppError(HttpStatus.badRequest, key, { field: 'idCard', fieldErrors: { idCard: { key } } });

export async function correctIdentity(
  tx: Database,
  recordAction: RecordAction,
  values: IdentityCorrectionValues,
  now: Date,
): Promise<IdentityCorrected> {
  const [account] = await tx
    .select({ corporateId: accounts.corporateId })
    .from(accounts)
    .where(eq(accounts.id, values.accountId));
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  // A company's trainee is its roster entry: the company corrects the person there.
  if (account.corporateId !== null) {
    throw new AppError(HttpStatus.conflict, 'error.identityOfCompany');
  }
  await lockIdentity(tx, values.accountId);
  const before = await ownIdentity(tx, values.accountId);
  if (before === null) throw new AppError(HttpStatus.conflict, 'error.identityNothingToCorrect');
  if (before === values.idCard) throw refuseOnIdCard('validation.identityUnchanged');
  const corrected = await tx
    .update(signUps)
    .set({
      traineeIdCard: values.idCard,
      version: sql`${signUps.version} + 1`,
      updatedAt: now,
    })
    .where(standingOf(values.accountId))
    .returning({ id: signUps.id });
  const from = maskIdCard(before);
  const to = maskIdCard(values.idCard);
  await recordAction(tx, {
    action: 'account.correctIdentity',
    target: { type: 'account', id: values.accountId },
    details: { from, to, signUps: corrected.length, reason: values.reason },
    at: now,
  });
  await tx.insert(messages).values({
    recipientAccountId: values.accountId,
    title: t('zh', 'identityCorrection.messageTitle'),
    content: t('zh', 'identityCorrection.messageContent', { from, to, reason: values.reason }),
    createdAt: now,
  });
  return { corrected: corrected.length, idCard: to };
}
