/**
 * The platform's decisions on institution applications, and the enable switch: an
 * approval grants the company the role of its kind and line, revoking it (switching the
 * institution off) takes the role away, restoring gives it back.
 */
import type { InstitutionKind } from '@machines/access';
import type { InstitutionApplication } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { decideAsPlatform, type ApplicationDecision } from '../lib/workflow/applicantSteps';
import { reviewableApplication } from './access';
import { APPROVED, institutionEntities } from './entity';
import { settleInstitutionRoles } from './roles';
import { loadApplication } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function decide(
  { db, config, clock }: Context,
  actor: Actor,
  kind: InstitutionKind,
  decision: ApplicationDecision,
): Promise<InstitutionApplication> {
  await reviewableApplication(db, actor, decision.id, kind);
  const now = clock.now();
  await decideAsPlatform(db, {
    entity: institutionEntities[kind],
    actor,
    decision,
    now,
    afterStep: async (tx, row, step) => {
      if (step.to === APPROVED || step.from === APPROVED) {
        await settleInstitutionRoles(tx, row.corporateId, now);
      }
    },
  });
  return loadApplication(db, config, decision.id);
}

export interface Switch {
  readonly id: number;
  readonly version: number;
  /** On: the approval stands again (RESTORE). Off: it is revoked (REVOKE). */
  readonly enabled: boolean;
  readonly comment?: string | undefined;
}

/** `update-traincorporate-switch` / `update-auditcorporate-switch`: the approval's REVOKE or RESTORE. */
export function switchInstitution(
  context: Context,
  actor: Actor,
  kind: InstitutionKind,
  { id, version, enabled, comment }: Switch,
): Promise<InstitutionApplication> {
  const event = enabled ? 'RESTORE' : 'REVOKE';
  return decide(context, actor, kind, { id, version, event, comment });
}
