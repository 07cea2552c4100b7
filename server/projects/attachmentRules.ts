/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { projectApplications } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const QUALIFICATION_DRAFT = statusFamilies.qualification.codeOf('draft');

/**
 * A project declaration's contract and acceptance report, once sent: to the review
 * institution it names and to the platform's reviewers.
 */
export const projectAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  const platform = may('project.platformReview', actor.activeRole);
  const institution = may('project.institutionReview', actor.activeRole) ? actor.corporateId : null;
  if (!platform && institution === null) return false;
  const [attached] = await db
    .select({ id: projectApplications.id })
    .from(projectApplications)
    .where(
      and(
        or(
          eq(projectApplications.contractFileId, fileId),
          eq(projectApplications.acceptanceFileId, fileId),
        ),
        ne(projectApplications.status, QUALIFICATION_DRAFT),
        platform || institution === null
          ? undefined
          : eq(projectApplications.institutionCorporateId, institution),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
