/**
 * Changing a sign-up while it waits for the institution (`train/update-entry-course`, ours:
 * the seed names no call for `/traningSignUpEdit`): another session of the same course,
 * and for an individual their own particulars (what the certificate will say). A move
 * takes its place in the new session under the same locks as a sign-up; the course's
 * place stays the sign-up's. Once decided, the sign-up is fixed (409).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SignUp } from '@machines/contracts';
import { companySignUpSchema, selfSignUpSchema } from '@machines/validation';
import { signUps } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { FIELD_LABELS } from './actions';
import { signUpInReach } from './access';
import { assertOwnIdentity } from './identity';
import { signUpFamily } from './entity';
import { assertSessionOfCourse, takePlaces } from './places';
import { findSignUp, toSignUp } from './rows';

const sessionOnly = companySignUpSchema.pick(['trainingDateId']);

export interface SignUpEdit {
  readonly id: number;
  readonly version: number;
  readonly trainingDateId: number;
  readonly name?: string;
  readonly idCard?: string;
  readonly mobile?: string;
}

const stale = () => new AppError(HttpStatus.conflict, 'error.conflict');

export async function editSignUp(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  body: SignUpEdit,
): Promise<SignUp> {
  const { found, party } = await signUpInReach(db, actor, body.id);
  if (party !== 'applicant') throw new AppError(HttpStatus.notFound, 'error.notFound');
  const { signUp } = found;
  if (!signUpFamily.snapshotOf(signUp.status).hasTag('editable')) {
    throw new AppError(HttpStatus.conflict, 'error.signUpDecided');
  }
  const individual = signUp.corporateId === null;
  const values = individual
    ? await validate(selfSignUpSchema, body, { labels: FIELD_LABELS })
    : {
        ...(await validate(sessionOnly, body, { labels: FIELD_LABELS })),
        name: '',
        idCard: '',
        mobile: '',
      };
  const now = clock.now();
  await db.transaction(async (tx) => {
    await assertSessionOfCourse(tx, values.trainingDateId, signUp.courseId);
    if (values.trainingDateId !== signUp.trainingDateId) {
      await takePlaces(tx, values.trainingDateId, 1, now, { inCourse: 1 });
    }
    // After the places' locks, as a new sign-up takes them: one order, no deadlock.
    if (individual) await assertOwnIdentity(tx, actor.accountId, values.idCard, signUp.id);
    const [changed] = await tx
      .update(signUps)
      .set({
        trainingDateId: values.trainingDateId,
        ...(individual
          ? { traineeName: values.name, traineeIdCard: values.idCard, traineeMobile: values.mobile }
          : {}),
        version: sql`${signUps.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(signUps.id, signUp.id),
          eq(signUps.version, body.version),
          eq(signUps.status, signUp.status),
        ),
      )
      .returning({ id: signUps.id });
    if (!changed) throw stale();
  });
  const edited = await findSignUp(db, signUp.id);
  if (!edited) throw new Error('An edited sign-up was not found');
  return toSignUp(edited, { whole: true });
}
