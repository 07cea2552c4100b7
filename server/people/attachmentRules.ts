/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { people } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A declared person's photo, ID card and diploma, to the staff who verify people. */
export const personAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('people.review', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        or(
          eq(people.photoFileId, fileId),
          eq(people.idCardFileId, fileId),
          eq(people.diplomaFileId, fileId),
        ),
        ne(people.status, APPLICATION_DRAFT),
        isNull(people.deletedAt),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
