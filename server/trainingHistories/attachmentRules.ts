/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { may } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { trainingHistories } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');

/** A training history declaration's proof, once sent: to the platform's reviewers. */
export const historyProofRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('trainingHistory.review', actor.activeRole)) return false;
  const [attached] = await db
    .select({ id: trainingHistories.id })
    .from(trainingHistories)
    .where(
      and(
        eq(trainingHistories.proofFileId, fileId),
        ne(trainingHistories.status, APPLICATION_DRAFT),
      ),
    )
    .limit(1);
  return attached !== undefined;
};
