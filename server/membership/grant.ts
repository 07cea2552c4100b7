/**
 * What decisions on VIP applications do to the company's membership: an approval creates
 * it or adds the level's years (RENEW), a revocation disables the membership it stood
 * for, a restoration enables it again. Each step runs in the decision's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { corporateVips } from '../db/schema';
import type { StepActor } from '../lib/workflow/transition';
import { transition } from '../lib/workflow/transition';
import { ACTIVE, DISABLED, membershipEntity, membershipFamily } from './entity';
import { assertLevelOffered } from './levels';
import type { ApplicationRecord } from './rows';
import { extendedValidity } from './validity';

export type MembershipRecord = typeof corporateVips.$inferSelect;

export async function membershipOf(
  tx: Database,
  corporateId: number,
): Promise<MembershipRecord | undefined> {
  const [record] = await tx
    .select()
    .from(corporateVips)
    .where(eq(corporateVips.corporateId, corporateId));
  return record;
}

export async function grantMembership(
  tx: Database,
  application: ApplicationRecord,
  actor: StepActor,
  now: Date,
): Promise<void> {
  if (!application.levelCode) throw new Error(`Application ${application.id} has no level`);
  const level = await assertLevelOffered(tx, application.levelCode);
  const current = await membershipOf(tx, application.corporateId);
  const validity = extendedValidity(current ?? null, level.validityYears, now);
  const granted = {
    ...validity,
    levelCode: level.code,
    applicationId: application.id,
    accountId: application.applicantAccountId,
  };
  if (!current) {
    await tx.insert(corporateVips).values({
      ...granted,
      corporateId: application.corporateId,
      status: ACTIVE,
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
    return;
  }
  await transition(tx, {
    entity: membershipEntity,
    id: current.id,
    event: 'RENEW',
    expectedVersion: current.version,
    actor,
    party: 'platform',
    now,
    changes: () => granted,
  });
}

/** Revoking the approval a membership stands on disables it; restoring enables it. */
export async function followRevocation(
  tx: Database,
  application: ApplicationRecord,
  event: 'DISABLE' | 'ENABLE',
  actor: StepActor,
  now: Date,
): Promise<void> {
  const current = await membershipOf(tx, application.corporateId);
  if (!current || current.applicationId !== application.id) return;
  const allowed = membershipFamily.next(current.status, {
    type: event,
    actor: { party: 'platform' },
  });
  if (!allowed || (event === 'ENABLE' && current.status !== DISABLED)) return;
  await transition(tx, {
    entity: membershipEntity,
    id: current.id,
    event,
    expectedVersion: current.version,
    actor,
    party: 'platform',
    now,
  });
}
