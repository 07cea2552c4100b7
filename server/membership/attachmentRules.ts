/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { vipApplications } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A membership application's form and supporting file, to the platform's reviewers. */
export const vipApplicationAttachmentRule = recordFilesRule({
  table: vipApplications,
  files: [vipApplications.applicationFileId, vipApplications.supportingFileId],
  readable: ({ activeRole }) =>
    may('membership.review', activeRole) && [ne(vipApplications.status, APPLICATION_DRAFT)],
});
