/** `v2/query-train-record-detail`: one of the caller's training records and its timeline. */
import type { TrainingRecordDetail } from '@machines/contracts';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError, HttpStatus } from '../../lib/errors';
import { signedUpBy } from '../access';
import { findSignUp } from '../rows';
import { signUpTimeline } from '../timeline';
import { toTrainingRecord } from './rows';

export async function loadTrainingRecord(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TrainingRecordDetail> {
  const found = await findSignUp(db, id);
  if (!found || !signedUpBy(actor, found.signUp)) {
    throw new AppError(HttpStatus.notFound, 'error.notFound');
  }
  return {
    record: toTrainingRecord(found),
    events: await signUpTimeline(db, found.signUp),
  };
}
