/** The platform's decisions on VIP applications, one at a time or in a batch (DESIGN §3.1). */
import type { VipApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { TransitionStep } from '../lib/workflow/transition';
import { decideAsPlatform, type ApplicationDecision } from '../lib/workflow/applicantSteps';
import { reviewableApplication } from './access';
import { APPROVED, vipApplicationEntity } from './entity';
import { followRevocation, grantMembership } from './grant';
import { loadApplication, type ApplicationRecord } from './rows';
import { settleExpiry } from './expiry';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function decide(
  { db, config, clock }: Context,
  actor: Actor,
  decision: ApplicationDecision,
): Promise<VipApplication> {
  await reviewableApplication(db, actor, decision.id);
  const now = clock.now();
  await decideAsPlatform(db, {
    entity: vipApplicationEntity,
    actor,
    decision,
    now,
    afterStep: (tx, row, step) => followOnMembership(tx, row, step, actor, now),
  });
  return loadApplication(db, config, decision.id);
}

async function followOnMembership(
  tx: Database,
  application: ApplicationRecord,
  step: TransitionStep,
  actor: Actor,
  now: Date,
) {
  if (step.event === 'APPROVE') await grantMembership(tx, application, actor, now);
  else if (step.event === 'REVOKE') await followRevocation(tx, application, 'DISABLE', actor, now);
  else if (step.to === APPROVED) {
    await followRevocation(tx, application, 'ENABLE', actor, now);
    await settleExpiry(tx, application.corporateId, now);
  }
}
