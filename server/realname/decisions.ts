/** The platform's decisions on applications, one at a time or in a batch (DESIGN §3.1). */
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { TransitionStep } from '../lib/workflow/transition';
import { decideAsPlatform, type ApplicationDecision } from '../lib/workflow/applicantSteps';
import { reviewableApplication } from './access';
import { APPROVED, realnameEntity } from './entity';
import { loadRow, type ApplicationRecord, type RealnameRow } from './rows';
import { rederiveVerification, verifyCompany } from './verification';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function decide(
  { db, config, clock }: Context,
  actor: Actor,
  decision: ApplicationDecision,
): Promise<RealnameRow> {
  await reviewableApplication(db, actor, decision.id);
  const now = clock.now();
  await decideAsPlatform(db, {
    entity: realnameEntity,
    actor,
    decision,
    now,
    afterStep: (tx, row, step) => followOnCompany(tx, row, step, now),
  });
  return loadRow(db, config, decision.id);
}

/** Approving (or restoring) certifies the company; revoking takes that back. */
async function followOnCompany(
  tx: Database,
  application: ApplicationRecord,
  step: TransitionStep,
  now: Date,
) {
  if (step.to === APPROVED) await verifyCompany(tx, application, { verifiedAt: now, now });
  else if (step.from === APPROVED) await rederiveVerification(tx, application.corporateId, now);
}
