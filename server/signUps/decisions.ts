/**
 * The decisions on sign-ups, one service for both sides: the institution's
 * (`train/update-applycourse-status`, and its batch: approve, reject with a reason,
 * cancel, resubmit a rejected certificate; `train/reset`: take an exam result back) and
 * the certificate reviewers'
 * (`train/update-entryusercerdit-status`, ours: issue, reject with a reason, revoke). The
 * party comes from caller and record; the machine refuses any step not the party's (409).
 */
import type { SignUp } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { Decision } from '../lib/workflow/decision';
import { transition } from '../lib/workflow/transition';
import { signUpInReach } from './access';
import { personnelCertificate } from '../lib/certificates/personnelCertificate';
import { signUpContextOf, signUpEntity } from './entity';
import { findSignUp, toSignUp, type SignUpRow } from './rows';

export const SIGN_UP_DECISION_EVENTS = [
  'APPROVE_SIGNUP',
  'REJECT_SIGNUP',
  'CANCEL',
  'RESUBMIT',
] as const;

export const CERTIFICATE_DECISION_EVENTS = ['ISSUE', 'REJECT_CERTIFICATE', 'REVOKE'] as const;

/** The institution taking an exam result back has the seed's own call, `train/reset`. */
export const EXAM_RESET_EVENTS = ['RESET_EXAM'] as const;

type SignUpStep =
  | (typeof SIGN_UP_DECISION_EVENTS)[number]
  | (typeof CERTIFICATE_DECISION_EVENTS)[number]
  | (typeof EXAM_RESET_EVENTS)[number];

export type SignUpDecision = Decision<SignUpStep>;

/** What a step writes beside the status: when the sign-up was decided, the certificate. */
function changesOf(event: SignUpStep, found: SignUpRow, now: Date) {
  switch (event) {
    case 'APPROVE_SIGNUP':
    case 'REJECT_SIGNUP':
      return { decidedAt: now };
    case 'ISSUE':
      return personnelCertificate(found.signUp.id, {
        now,
        courseIssuedOn: found.certificateIssuedOn,
        sessionStartsOn: found.startsOn,
      });
    case 'RESET_EXAM':
      return { examScore: null };
    default:
      return undefined;
  }
}

export async function decideSignUp(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  decision: SignUpDecision,
): Promise<SignUp> {
  const { found, party } = await signUpInReach(db, actor, decision.id);
  const now = clock.now();
  const changes = changesOf(decision.event, found, now);
  await transition(db, {
    entity: signUpEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party,
    now,
    context: signUpContextOf(found, now),
    ...(changes ? { changes: () => changes } : {}),
  });
  const decided = await findSignUp(db, decision.id);
  if (!decided) throw new Error('A decided sign-up was not found');
  return toSignUp(decided, { whole: false });
}
