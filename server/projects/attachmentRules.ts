/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { eq, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { projectApplications } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const QUALIFICATION_DRAFT = statusFamilies.qualification.codeOf('draft');

/**
 * A project declaration's contract and acceptance report, once sent: to the review
 * institution it names and to the platform's reviewers.
 */
export const projectAttachmentRule = recordFilesRule({
  table: projectApplications,
  files: [projectApplications.contractFileId, projectApplications.acceptanceFileId],
  readable: ({ activeRole, corporateId }) => {
    const sent = ne(projectApplications.status, QUALIFICATION_DRAFT);
    if (may('project.platformReview', activeRole)) return [sent];
    if (!may('project.institutionReview', activeRole) || corporateId === null) return false;
    return [sent, eq(projectApplications.institutionCorporateId, corporateId)];
  },
});
