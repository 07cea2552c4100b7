/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { isNull, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { people } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A declared person's photo, ID card and diploma, to the staff who verify people. */
export const personAttachmentRule = recordFilesRule({
  table: people,
  files: [people.photoFileId, people.idCardFileId, people.diplomaFileId],
  readable: ({ activeRole }) =>
    may('people.review', activeRole) && [
      ne(people.status, APPLICATION_DRAFT),
      isNull(people.deletedAt),
    ],
});
