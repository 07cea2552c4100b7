/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { creditApplicationMaterials, creditApplications } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const QUALIFICATION_DRAFT = statusFamilies.qualification.codeOf('draft');

/**
 * A credit application's materials, once sent: to the review institution it names and to
 * the platform's reviewers.
 */
export const creditMaterialRule: AttachmentRule = async (db, fileId, actor) => {
  const platform = may('credit.platformReview', actor.activeRole);
  const institution = may('credit.institutionReview', actor.activeRole) ? actor.corporateId : null;
  if (!platform && institution === null) return false;
  const [attached] = await db
    .select({ id: creditApplications.id })
    .from(creditApplicationMaterials)
    .innerJoin(
      creditApplications,
      eq(creditApplications.id, creditApplicationMaterials.applicationId),
    )
    .where(
      and(
        eq(creditApplicationMaterials.fileId, fileId),
        ne(creditApplications.status, QUALIFICATION_DRAFT),
        platform || institution === null
          ? undefined
          : eq(creditApplications.institutionCorporateId, institution),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
