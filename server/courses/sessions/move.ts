/**
 * Moving a session of a running course (issue 41). The institution asks (REQUEST_CHANGE:
 * the new dates and why); the platform decides, because the platform approved the schedule
 * people committed to when they signed up: a move changes what they were promised.
 * APPROVE_CHANGE moves the dates and tells everyone holding a place there — the company
 * that signed a person up, or the trainee — that they follow the new dates unless they
 * cancel their sign-up; REFUSE_CHANGE needs a reason and leaves the dates as they were.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CourseSession, SessionMoveAsk } from '@machines/contracts';
import { sessionMoveSchema } from '@machines/validation';
import type { Database } from '../../db/client';
import { messages, signUps, trainingDates } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { holdsPlace } from '../../lib/coursePlaces';
import type { ServerContext } from '../../lib/context';
import { t } from '../../lib/i18n';
import { validate } from '../../lib/validation';
import type { Decision } from '../../lib/workflow/decision';
import { transition } from '../../lib/workflow/transition';
import { checkSession } from '../schedule';
import { sessionAs } from './access';
import { trainingDateContextOf, trainingDateEntity } from './entity';
import { loadSession, type SessionRow } from './rows';

export const SESSION_LABELS = 'courseSession.field';

export const SESSION_MOVE_EVENTS = ['APPROVE_CHANGE', 'REFUSE_CHANGE'] as const;

export type SessionMoveDecision = Decision<(typeof SESSION_MOVE_EVENTS)[number]>;

export async function askSessionMove(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  body: SessionMoveAsk,
): Promise<CourseSession> {
  const found = await sessionAs(db, actor, body.id, 'institution');
  const values = await validate(sessionMoveSchema, body, { labels: SESSION_LABELS });
  // The new dates keep the rules of a schedule: after the sign-up deadline.
  await checkSession(
    { ...values, capacity: found.session.capacity, location: found.session.location },
    { capacity: null, signUpDeadline: found.signUpDeadline },
    SESSION_LABELS,
  );
  const now = clock.now();
  const proposed = { proposedStartsOn: values.startsOn, proposedEndsOn: values.endsOn };
  await transition(db, {
    entity: trainingDateEntity,
    id: body.id,
    event: 'REQUEST_CHANGE',
    comment: values.comment,
    expectedVersion: body.version,
    actor,
    party: 'institution',
    now,
    context: trainingDateContextOf({ ...found.session, ...proposed }, now),
    changes: () => ({ ...proposed, changeAskedByAccountId: actor.accountId }),
  });
  return loadSession(db, body.id);
}

/** Tells each applicant holding a place in the session that it moved, once each. */
async function tellThoseHoldingPlaces(tx: Database, found: SessionRow, now: Date): Promise<void> {
  const holders = await tx
    .selectDistinct({ accountId: signUps.applicantAccountId })
    .from(signUps)
    .where(and(eq(signUps.trainingDateId, found.session.id), holdsPlace()));
  if (holders.length === 0) return;
  const params = {
    course: found.courseName,
    from: `${found.session.startsOn} – ${found.session.endsOn}`,
    to: `${found.session.proposedStartsOn ?? ''} – ${found.session.proposedEndsOn ?? ''}`,
  };
  const message = {
    title: t('zh', 'courseSession.movedMessage.title', params),
    content: t('zh', 'courseSession.movedMessage.content', params),
  };
  await tx.insert(messages).values(
    holders.map(({ accountId }) => ({
      recipientAccountId: accountId,
      ...message,
      createdAt: now,
    })),
  );
}

export async function decideSessionMove(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  decision: SessionMoveDecision,
): Promise<CourseSession> {
  const found = await sessionAs(db, actor, decision.id, 'platform');
  const now = clock.now();
  const approve = decision.event === 'APPROVE_CHANGE';
  await transition(db, {
    entity: trainingDateEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party: 'platform',
    now,
    context: trainingDateContextOf(found.session, now),
    changes: () => ({
      ...(approve
        ? {
            startsOn: sql`${trainingDates.proposedStartsOn}`,
            endsOn: sql`${trainingDates.proposedEndsOn}`,
            wasRescheduled: true,
          }
        : {}),
      proposedStartsOn: null,
      proposedEndsOn: null,
    }),
    afterStep: async (tx) => {
      if (approve) await tellThoseHoldingPlaces(tx, found, now);
    },
  });
  return loadSession(db, decision.id);
}
