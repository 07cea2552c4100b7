/**
 * The institution's decision on a date change (ours: `train/update-changedate-status` and
 * its batch): APPROVE_CHANGE moves the sign-up to the asked session in the same
 * transaction, taking its place there under the sign-up locks (the session may have filled
 * since the ask: 409, nothing changes); REFUSE_CHANGE needs a reason. The sign-up must
 * still be approved on the session it asked from; otherwise the request is out of date.
 */
import { and, eq, sql } from 'drizzle-orm';
import { canOpenPage } from '@machines/access';
import type { DateChangeRequest } from '@machines/contracts';
import type { Party } from '@machines/workflows';
import type { Database } from '../../db/client';
import { signUps } from '../../db/schema';
import type { Actor } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { AppError, HttpStatus } from '../../lib/errors';
import type { Decision } from '../../lib/workflow/decision';
import { transition } from '../../lib/workflow/transition';
import { signUpFamily } from '../entity';
import { takePlaces } from '../places';
import { dateChangeEntity } from './entity';
import { findDateChange, loadDateChange, type DateChangeRow } from './rows';

export const DATE_CHANGE_DECISION_EVENTS = ['APPROVE_CHANGE', 'REFUSE_CHANGE'] as const;

export type DateChangeDecision = Decision<(typeof DATE_CHANGE_DECISION_EVENTS)[number]>;

const APPROVED_SIGN_UP = signUpFamily.codeOf('approved');

/** The course's institution decides; to anyone else the request does not exist (404). */
export function dateChangePartyOf(actor: Actor, row: DateChangeRow): Party | null {
  const institution =
    canOpenPage('entryTraining', actor.activeRole) && actor.corporateId === row.courseCorporateId;
  return institution ? 'institution' : null;
}

/** Moves the sign-up to the asked session: refused if it changed since the ask. */
async function moveSignUp(tx: Database, row: DateChangeRow, now: Date) {
  const { request } = row;
  await takePlaces(tx, request.toTrainingDateId, 1, now, { inCourse: 1 });
  const [moved] = await tx
    .update(signUps)
    .set({
      trainingDateId: request.toTrainingDateId,
      version: sql`${signUps.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(signUps.id, request.signUpId),
        eq(signUps.status, APPROVED_SIGN_UP),
        eq(signUps.trainingDateId, request.fromTrainingDateId),
      ),
    )
    .returning({ id: signUps.id });
  if (!moved) throw new AppError(HttpStatus.conflict, 'error.dateChangeOutdated');
}

export async function decideDateChange(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  decision: DateChangeDecision,
): Promise<DateChangeRequest> {
  const found = await findDateChange(db, decision.id);
  const party = found ? dateChangePartyOf(actor, found) : null;
  if (!found || !party) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const now = clock.now();
  await transition(db, {
    entity: dateChangeEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party,
    now,
    changes: () => ({ decidedAt: now }),
    afterStep: async (tx, _row, step) => {
      if (step.event === 'APPROVE_CHANGE') await moveSignUp(tx, found, now);
    },
  });
  return loadDateChange(db, decision.id);
}
