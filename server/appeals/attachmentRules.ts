/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { eq, or } from 'drizzle-orm';
import { may } from '@machines/access';
import { corporateAppeals } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

/**
 * The licence and proof of an account appeal, to its reviewers only: the appellant has
 * no account, and the public form previews its own choice from the browser's copy.
 */
export const appealAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('appeal.review', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: corporateAppeals.id })
    .from(corporateAppeals)
    .where(or(eq(corporateAppeals.licenceFileId, fileId), eq(corporateAppeals.proofFileId, fileId)))
    .limit(1);
  return attached !== undefined;
};
