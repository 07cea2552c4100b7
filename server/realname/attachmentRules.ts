/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { realnameApplications } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A business licence, to the reviewers of real-name applications; drafts are the company's own. */
export const realnameAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('realname.review', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: realnameApplications.id })
    .from(realnameApplications)
    .where(
      and(
        eq(realnameApplications.licenceFileId, fileId),
        ne(realnameApplications.status, APPLICATION_DRAFT),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
