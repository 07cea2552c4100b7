/**
 * Who must act once an application of the two-level families (credit, projects) is sent to
 * its review institution: the institution's enabled accounts, told in the step's
 * transaction; its name is the applicant company's.
 */
import { eq } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../../db/client';
import { corporates } from '../../db/schema';
import { enabledAccountsOf, type MustAct } from './mustAct';

const AWAITING_INSTITUTION = statusFamilies.qualification.codeOf('submitted');

export async function reviewInstitutionToTell(
  tx: Database,
  row: { readonly corporateId: number; readonly institutionCorporateId: number | null },
  reached: number,
): Promise<MustAct | null> {
  if (reached !== AWAITING_INSTITUTION || row.institutionCorporateId === null) return null;
  const [accountIds, [applicant]] = await Promise.all([
    enabledAccountsOf(tx, row.institutionCorporateId),
    tx.select({ name: corporates.name }).from(corporates).where(eq(corporates.id, row.corporateId)),
  ]);
  return { accountIds, applicant: applicant?.name ?? '' };
}
