/**
 * Asking to move an approved sign-up to another session of its course (`train/changedate`).
 * Only whoever signed the trainee up asks, once the institution approved the sign-up, one
 * request at a time. The new session must take sign-ups and have a place now (checked
 * under the same locks as a sign-up); the place is taken only when the institution approves.
 */
import { and, eq } from 'drizzle-orm';
import type { DateChangeAsk, DateChangeRequest } from '@machines/contracts';
import { dateChangeSchema } from '@machines/validation';
import { dateChangeRequests } from '../../db/schema';
import type { Actor } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { brokeUnique } from '../../lib/dbErrors';
import { AppError, HttpStatus } from '../../lib/errors';
import { validate } from '../../lib/validation';
import { FIELD_LABELS } from '../actions';
import { signUpInReach } from '../access';
import { signUpFamily } from '../entity';
import { tellCourseInstitution } from '../institutionToTell';
import { assertSessionOfCourse, sessionRefused, takePlaces } from '../places';
import { dateChangeEntity, PENDING_DATE_CHANGE } from './entity';
import { loadDateChange } from './rows';

const APPROVED_SIGN_UP = signUpFamily.codeOf('approved');

const pending = () => new AppError(HttpStatus.conflict, 'error.dateChangePending');

export async function askDateChange(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  body: DateChangeAsk,
): Promise<DateChangeRequest> {
  const { found, party } = await signUpInReach(db, actor, body.signUpId);
  if (party !== 'applicant') throw new AppError(HttpStatus.notFound, 'error.notFound');
  const values = await validate(dateChangeSchema, body, { labels: FIELD_LABELS });
  const { signUp } = found;
  if (signUp.status !== APPROVED_SIGN_UP) {
    throw new AppError(HttpStatus.conflict, 'error.dateChangeNotApproved');
  }
  if (values.trainingDateId === signUp.trainingDateId) {
    throw sessionRefused('validation.otherSession');
  }
  const now = clock.now();
  const id = await db
    .transaction(async (tx) => {
      await assertSessionOfCourse(tx, values.trainingDateId, signUp.courseId);
      // The course is locked from here: a second ask of this sign-up waits, then sees this one.
      await takePlaces(tx, values.trainingDateId, 1, now, { inCourse: 1 });
      const [waiting] = await tx
        .select({ id: dateChangeRequests.id })
        .from(dateChangeRequests)
        .where(
          and(
            eq(dateChangeRequests.signUpId, signUp.id),
            eq(dateChangeRequests.status, PENDING_DATE_CHANGE),
          ),
        );
      if (waiting) throw pending();
      const [row] = await tx
        .insert(dateChangeRequests)
        .values({
          signUpId: signUp.id,
          fromTrainingDateId: signUp.trainingDateId,
          toTrainingDateId: values.trainingDateId,
          traineeName: signUp.traineeName,
          reason: values.reason,
          applicantAccountId: actor.accountId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: dateChangeRequests.id });
      if (!row) throw new Error('A date change request was not stored');
      // The course's institution decides the move: told in the asking's transaction.
      await tellCourseInstitution(tx, signUp.courseId, signUp, dateChangeEntity.kindKey, now);
      return row.id;
    })
    .catch((error: unknown) => {
      throw brokeUnique(error, 'date_change_requests_one_pending') ? pending() : error;
    });
  return loadDateChange(db, id);
}
