/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { may } from '@machines/access';
import { certificateLevelTemplates, creditCategories } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

/** A certificate template's background, to everyone who designs the templates. */
export const categoryTemplateRule = recordFilesRule({
  table: creditCategories,
  files: [creditCategories.templateFileId],
  readable: ({ activeRole }) => may('creditCategory.list', activeRole) && [],
});

/** A certificate level's template background, to everyone who designs the templates. */
export const levelTemplateRule = recordFilesRule({
  table: certificateLevelTemplates,
  files: [certificateLevelTemplates.templateFileId],
  readable: ({ activeRole }) => may('certificateCatalogue.list', activeRole) && [],
});
