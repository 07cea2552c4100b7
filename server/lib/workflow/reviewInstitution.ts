/**
 * Who must act once an application of the two-level families (credit, projects) is sent to
 * its review institution: the institution's enabled accounts, told in the step's
 * transaction; its name is the applicant company's.
 */
import { and, eq } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../../db/client';
import { accounts, corporates } from '../../db/schema';

const AWAITING_INSTITUTION = statusFamilies.qualification.codeOf('submitted');

export async function reviewInstitutionToTell(
  tx: Database,
  row: { readonly corporateId: number; readonly institutionCorporateId: number | null },
  reached: number,
): Promise<{ accountIds: number[]; applicant: string } | null> {
  if (reached !== AWAITING_INSTITUTION || row.institutionCorporateId === null) return null;
  const [reviewers, [applicant]] = await Promise.all([
    tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.corporateId, row.institutionCorporateId), eq(accounts.enabled, true))),
    tx.select({ name: corporates.name }).from(corporates).where(eq(corporates.id, row.corporateId)),
  ]);
  return { accountIds: reviewers.map((reviewer) => reviewer.id), applicant: applicant?.name ?? '' };
}
