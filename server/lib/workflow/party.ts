import { roleKind } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Actor } from '../access';

/**
 * The part an actor plays towards a company's record (DESIGN §3): the owner company's
 * accounts are the applicant, platform staff the platform; anyone else has no part and
 * is answered 404, so record ids do not leak.
 */
export function partyTowards(actor: Actor, ownerCorporateId: number): Party | null {
  if (actor.corporateId !== null && actor.corporateId === ownerCorporateId) return 'applicant';
  if (roleKind(actor.activeRole) === 'platform') return 'platform';
  return null;
}
