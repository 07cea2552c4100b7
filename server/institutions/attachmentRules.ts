/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { institutionApplications } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** An institution application's form and supporting file, to the reviewers of its kind. */
export const institutionApplicationAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  const kinds = [
    ...(may('institution.reviewTraining', actor.activeRole) ? ['training'] : []),
    ...(may('institution.reviewReview', actor.activeRole) ? ['review'] : []),
  ];
  if (kinds.length === 0) return false;
  const [attached] = await db
    .select({ id: institutionApplications.id })
    .from(institutionApplications)
    .where(
      and(
        or(
          eq(institutionApplications.qualificationFileId, fileId),
          eq(institutionApplications.supportingFileId, fileId),
        ),
        inArray(institutionApplications.kind, kinds),
        ne(institutionApplications.status, APPLICATION_DRAFT),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
