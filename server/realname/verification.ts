/**
 * The company record follows its real-name certification: an approval (or a restored
 * one) gives the company the certified name and credit code and marks it verified; a
 * revocation falls back to the company's latest other approval, or leaves it unverified.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { corporates, realnameApplications } from '../db/schema';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { APPROVED } from './entity';
import type { ApplicationRecord } from './rows';

export interface Verification {
  readonly corporateId: number;
  readonly name: string;
  readonly creditCode: string;
  readonly verifiedAt: string;
}

export async function verifyCompany(
  tx: Database,
  application: ApplicationRecord,
  { verifiedAt, now }: { verifiedAt: Date; now: Date },
): Promise<Verification> {
  const { corporateId, companyName: name, creditCode } = application;
  // Submission rules make both required; an approved application without them is corrupt.
  if (!name || !creditCode) throw new Error(`Application ${application.id} lacks name or code`);
  if (await codeHeldByAnother(tx, application)) throw creditCodeTaken();
  try {
    await tx
      .update(corporates)
      .set({ name, creditCode, verifiedAt, updatedAt: now })
      .where(eq(corporates.id, corporateId));
  } catch (error) {
    // Another company took the code between the check and the write.
    if (brokeUnique(error, 'corporates_credit_code_unique')) throw creditCodeTaken();
    throw error;
  }
  return { corporateId, name, creditCode, verifiedAt: verifiedAt.toISOString() };
}

/** Credit codes are unique among companies (DESIGN §4). */
async function codeHeldByAnother(tx: Database, application: ApplicationRecord) {
  if (!application.creditCode) return false;
  const [holder] = await tx
    .select({ id: corporates.id })
    .from(corporates)
    .where(
      and(
        eq(corporates.creditCode, application.creditCode),
        ne(corporates.id, application.corporateId),
      ),
    );
  return holder !== undefined;
}

export async function latestApproval(
  db: Database,
  corporateId: number,
): Promise<ApplicationRecord | undefined> {
  const [latest] = await db
    .select()
    .from(realnameApplications)
    .where(
      and(
        eq(realnameApplications.corporateId, corporateId),
        eq(realnameApplications.status, APPROVED),
      ),
    )
    .orderBy(sql`${realnameApplications.decidedAt} desc nulls last`, desc(realnameApplications.id))
    .limit(1);
  return latest;
}

/**
 * After a revocation: the latest approval that still stands, or no verification at all
 * (also when another company has since taken that approval's code: a revocation must not
 * fail for someone else's record).
 */
export async function rederiveVerification(tx: Database, corporateId: number, now: Date) {
  const standing = await latestApproval(tx, corporateId);
  if (standing && !(await codeHeldByAnother(tx, standing))) {
    await verifyCompany(tx, standing, { verifiedAt: standing.decidedAt ?? now, now });
    return;
  }
  await tx
    .update(corporates)
    .set({ verifiedAt: null, updatedAt: now })
    .where(eq(corporates.id, corporateId));
}

/** `refresh-sync`: the company record re-derived from its latest approval. */
export async function refreshVerification(db: Database, corporateId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.id, corporateId));
    if (!company) throw new AppError(HttpStatus.notFound, 'error.notFound');
    const latest = await latestApproval(tx, corporateId);
    if (!latest) throw new AppError(HttpStatus.notFound, 'error.noApprovedRealname');
    return verifyCompany(tx, latest, { verifiedAt: latest.decidedAt ?? now, now });
  });
}

function creditCodeTaken(): AppError {
  return new AppError(HttpStatus.conflict, 'error.creditCodeTaken', { field: 'creditCode' });
}
