/**
 * Who an actor is towards a record reviewed on two levels (DESIGN §3.3: credit
 * applications, project declarations): the owner company's accounts are the applicant;
 * the review institution the record names, in one of its review roles, the institution;
 * platform staff the platform. Neither reviewer sees a draft. Anyone else: no party, so
 * the record does not exist for them (404) and ids do not leak.
 */
import { may, roleKind, type Permission } from '@machines/access';
import { statusFamilies, type Party } from '@machines/workflows';
import type { Actor } from '../access';

const DRAFT = statusFamilies.qualification.codeOf('draft');

export interface TwoLevelRecord {
  readonly corporateId: number;
  readonly institutionCorporateId: number | null;
  readonly status: number;
}

/** `institutionReview`: the permission of the roles an institution reviews this kind in. */
export function twoLevelPartyOf(
  actor: Actor,
  record: TwoLevelRecord,
  institutionReview: Permission,
): Party | null {
  const sent = record.status !== DRAFT;
  if (roleKind(actor.activeRole) === 'platform') return sent ? 'platform' : null;
  if (actor.corporateId === null) return null;
  const reviewing =
    may(institutionReview, actor.activeRole) && record.institutionCorporateId === actor.corporateId;
  if (reviewing) return sent ? 'institution' : null;
  return actor.corporateId === record.corporateId ? 'applicant' : null;
}

/** The statuses at the platform's level: awaiting it or decided by it (the platform's list). */
export const PLATFORM_LEVEL_STATUSES = [
  'institutionApproved',
  'platformReturned',
  'approved',
  'platformRejected',
  'expired',
  'revoked',
].map((state) => statusFamilies.qualification.codeOf(state));
