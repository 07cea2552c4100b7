/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { realnameApplications } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A business licence, to the reviewers of real-name applications; drafts are the company's own. */
export const realnameAttachmentRule = recordFilesRule({
  table: realnameApplications,
  files: [realnameApplications.licenceFileId],
  readable: ({ activeRole }) =>
    may('realname.review', activeRole) && [ne(realnameApplications.status, APPLICATION_DRAFT)],
});
