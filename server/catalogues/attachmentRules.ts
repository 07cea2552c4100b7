/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { eq } from 'drizzle-orm';
import { may } from '@machines/access';
import { certificateLevelTemplates, creditCategories } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

/** A certificate template's background, to everyone who designs the templates. */
export const categoryTemplateRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('creditCategory.list', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: creditCategories.id })
    .from(creditCategories)
    .where(eq(creditCategories.templateFileId, fileId))
    .limit(1);
  return attached !== undefined;
};

/** A certificate level's template background, to everyone who designs the templates. */
export const levelTemplateRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('certificateCatalogue.list', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: certificateLevelTemplates.levelId })
    .from(certificateLevelTemplates)
    .where(eq(certificateLevelTemplates.templateFileId, fileId))
    .limit(1);
  return attached !== undefined;
};
