/**
 * What a company's institution standing gives its accounts (DESIGN §2): every company
 * account has 2000, plus the role code of each approved institution application (its
 * kind and business line). Settled in the transaction of the decision that changed it: an
 * account whose active role was taken away falls back to 2000, which its sessions see at
 * their next request (the active role is read with the session).
 */
import { eq, sql } from 'drizzle-orm';
import {
  institutionRoleOf,
  MEMBER_COMPANY_ROLE,
  type InstitutionKind,
  type RoleCode,
} from '@machines/access';
import type { Database } from '../db/client';
import { approvedInstitutionLines } from '../lib/approvedInstitutionLines';
import { accounts, corporates } from '../db/schema';

/** The institution role codes a company's approved applications grant, by kind. */
export async function institutionRolesOf(
  db: Database,
  corporateId: number,
): Promise<Record<InstitutionKind, RoleCode[]>> {
  const approved = await approvedInstitutionLines(db, corporateId);
  const roles: Record<InstitutionKind, RoleCode[]> = { training: [], review: [] };
  for (const { kind, businessLine } of approved) {
    const code =
      businessLine === null ? null : institutionRoleOf(kind as InstitutionKind, businessLine);
    if (code && !roles[kind as InstitutionKind].includes(code)) {
      roles[kind as InstitutionKind].push(code);
    }
  }
  for (const codes of Object.values(roles)) codes.sort();
  return roles;
}

/** Brings the company's flags and its accounts' roles in line with its approved applications. */
export async function settleInstitutionRoles(
  tx: Database,
  corporateId: number,
  now: Date,
): Promise<void> {
  const roles = await institutionRolesOf(tx, corporateId);
  const available = [MEMBER_COMPANY_ROLE, ...roles.training, ...roles.review];
  await tx
    .update(corporates)
    .set({
      isTraining: roles.training.length > 0,
      isReview: roles.review.length > 0,
      updatedAt: now,
    })
    .where(eq(corporates.id, corporateId));
  await tx
    .update(accounts)
    .set({
      availableRoles: available,
      activeRole: sql`case when ${accounts.activeRole} = any(${sql.param(available)}::text[])
        then ${accounts.activeRole} else ${MEMBER_COMPANY_ROLE} end`,
      updatedAt: now,
    })
    .where(eq(accounts.corporateId, corporateId));
}
