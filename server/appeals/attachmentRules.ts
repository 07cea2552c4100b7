/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { may } from '@machines/access';
import { corporateAppeals } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

/**
 * The licence and proof of an account appeal, to its reviewers only: the appellant has
 * no account, and the public form previews its own choice from the browser's copy.
 */
export const appealAttachmentRule = recordFilesRule({
  table: corporateAppeals,
  files: [corporateAppeals.licenceFileId, corporateAppeals.proofFileId],
  readable: ({ activeRole }) => may('appeal.review', activeRole) && [],
});
