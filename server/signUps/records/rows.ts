/**
 * Training records (issue 16): a sign-up with its course's credit hours, and whose records
 * an actor reads — its company's people's, or an individual's own (the applicant's scope).
 */
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TrainingRecord } from '@machines/contracts';
import type { Database } from '../../db/client';
import { people } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { AppError, HttpStatus } from '../../lib/errors';
import { signUpFamily } from '../entity';
import { toSignUp, type SignUpRow } from '../rows';

/**
 * The hours count once the exam is passed, through the certificate's review and expiry: the
 * training happened. A revoked certificate takes them back (it was not earned honestly).
 */
export const HOURS_EARNED: readonly number[] = [
  'examPassed',
  'certificateRejected',
  'certificateResubmitted',
  'certificateIssued',
  'certificateExpired',
].map((state) => signUpFamily.codeOf(state));

/** Sign-ups that hold (or held) a place: neither rejected nor cancelled. */
export const NOT_TRAINING: readonly number[] = ['rejected', 'cancelled'].map((state) =>
  signUpFamily.codeOf(state),
);

export function toTrainingRecord(row: SignUpRow): TrainingRecord {
  return {
    ...toSignUp(row, { whole: false }),
    creditHours: row.creditHours ?? '',
    hoursEarned: HOURS_EARNED.includes(row.signUp.status),
  };
}

/** The company's person named by a records query; another company's, or none: 404. */
export async function ownPersonOrNotFound(
  db: Database,
  actor: Actor,
  personId: number,
): Promise<void> {
  const found =
    actor.corporateId === null
      ? []
      : await db
          .select({ id: people.id })
          .from(people)
          .where(
            and(
              eq(people.id, personId),
              eq(people.corporateId, actor.corporateId),
              isNull(people.deletedAt),
              isNotNull(people.name),
            ) as SQL,
          );
  if (found.length === 0) throw new AppError(HttpStatus.notFound, 'error.notFound');
}
