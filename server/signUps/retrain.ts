/**
 * Signing a trainee who failed the exam up again (`v2/train-reset`, the seed's call on the
 * training records): RETRAIN through the workflow service moves the sign-up to a session
 * of the same course that takes sign-ups now, clears its score and hands it to the
 * institution's review again (0). The step and the move are one transaction: the place in
 * the session is counted under the same locks as a new sign-up's, so of two retakes for the
 * last place exactly one gets it.
 */
import type { SignUp } from '@machines/contracts';
import { retrainSchema } from '@machines/validation';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { transitionRefusal } from '../lib/workflow/refusals';
import { transition } from '../lib/workflow/transition';
import { FIELD_LABELS } from './actions';
import { signUpInReach } from './access';
import { signUpEntity, signUpFamily } from './entity';
import { assertSessionOfCourse, takePlaces } from './places';
import { findSignUp, toSignUp } from './rows';

export interface Retraining {
  readonly id: number;
  readonly version: number;
  readonly trainingDateId: number;
}

export async function retrain(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  body: Retraining,
): Promise<SignUp> {
  const { found, party } = await signUpInReach(db, actor, body.id);
  // Only whoever signed the trainee up signs them up again.
  if (party !== 'applicant') throw new AppError(HttpStatus.notFound, 'error.notFound');
  const values = await validate(retrainSchema, body, { labels: FIELD_LABELS });
  const { signUp } = found;
  // Said before the session is looked at: a sign-up not failed is refused as such.
  const offered = signUpFamily.availableEvents(signUp.status, { party });
  if (!offered.some((event) => event.type === 'RETRAIN')) {
    throw transitionRefusal('signUp', signUp.status, 'RETRAIN', false);
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await assertSessionOfCourse(tx, values.trainingDateId, signUp.courseId);
    // Locks the course and the session first, like every sign-up: the move's own write
    // afterwards cannot deadlock with another's. The sign-up holds its course place already.
    const sameSession = values.trainingDateId === signUp.trainingDateId;
    await takePlaces(tx, values.trainingDateId, 1, now, {
      inCourse: 1,
      inSession: sameSession ? 1 : 0,
    });
    await transition(tx, {
      entity: signUpEntity,
      id: signUp.id,
      event: 'RETRAIN',
      expectedVersion: body.version,
      actor,
      party,
      now,
      changes: () => ({
        trainingDateId: values.trainingDateId,
        examScore: null,
        decidedAt: null,
      }),
    });
  });
  const moved = await findSignUp(db, signUp.id);
  if (!moved) throw new Error('A retrained sign-up was not found');
  return toSignUp(moved, { whole: true });
}
