/**
 * The institution's decisions on sign-ups (`train/update-applycourse-status`, and its
 * batch): approve, reject with a reason, or cancel one. The party comes from caller and
 * record; the machine refuses any step not the party's (409).
 */
import type { SignUp } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { Decision } from '../lib/workflow/decisionRoutes';
import { transition } from '../lib/workflow/transition';
import { signUpInReach } from './access';
import { signUpEntity } from './entity';
import { findSignUp, toSignUp } from './rows';

export const SIGN_UP_DECISION_EVENTS = ['APPROVE_SIGNUP', 'REJECT_SIGNUP', 'CANCEL'] as const;

export type SignUpDecision = Decision<(typeof SIGN_UP_DECISION_EVENTS)[number]>;

const DECIDING: ReadonlySet<string> = new Set(['APPROVE_SIGNUP', 'REJECT_SIGNUP']);

export async function decideSignUp(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  decision: SignUpDecision,
): Promise<SignUp> {
  const { party } = await signUpInReach(db, actor, decision.id);
  const now = clock.now();
  await transition(db, {
    entity: signUpEntity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party,
    now,
    ...(DECIDING.has(decision.event) ? { changes: () => ({ decidedAt: now }) } : {}),
  });
  const decided = await findSignUp(db, decision.id);
  if (!decided) throw new Error('A decided sign-up was not found');
  return toSignUp(decided, { whole: false });
}
