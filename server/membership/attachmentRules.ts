/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { vipApplications } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A membership application's form and supporting file, to the platform's reviewers. */
export const vipApplicationAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('membership.review', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: vipApplications.id })
    .from(vipApplications)
    .where(
      and(
        or(
          eq(vipApplications.applicationFileId, fileId),
          eq(vipApplications.supportingFileId, fileId),
        ),
        ne(vipApplications.status, APPLICATION_DRAFT),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
