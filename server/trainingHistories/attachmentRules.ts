/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { trainingHistories } from '../db/schema';
import { recordFilesRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A training history declaration's proof, once sent: to the platform's reviewers. */
export const historyProofRule = recordFilesRule({
  table: trainingHistories,
  files: [trainingHistories.proofFileId],
  readable: ({ activeRole }) =>
    may('trainingHistory.review', activeRole) && [ne(trainingHistories.status, APPLICATION_DRAFT)],
});
