/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { inArray, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { institutionApplications } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** An institution application's form and supporting file, to the reviewers of its kind. */
export const institutionApplicationAttachmentRule = recordFilesRule({
  table: institutionApplications,
  files: [institutionApplications.qualificationFileId, institutionApplications.supportingFileId],
  readable: ({ activeRole }) => {
    const kinds = [
      ...(may('institution.reviewTraining', activeRole) ? ['training'] : []),
      ...(may('institution.reviewReview', activeRole) ? ['review'] : []),
    ];
    return (
      kinds.length > 0 && [
        inArray(institutionApplications.kind, kinds),
        ne(institutionApplications.status, APPLICATION_DRAFT),
      ]
    );
  },
});
