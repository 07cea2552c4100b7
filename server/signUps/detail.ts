/** `train/entrycourse-detail`: one sign-up, its timeline and what the caller may do now. */
import type { SignUpDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { signUpInReach } from './access';
import { signUpEntity, signUpFamily } from './entity';
import { toSignUp } from './rows';
import { PENDING_DATE_CHANGE } from './dateChanges/entity';
import { dateChangesOfSignUp } from './dateChanges/rows';

const APPROVED = signUpFamily.codeOf('approved');

export async function loadSignUpDetail(
  db: Database,
  actor: Actor,
  id: number,
): Promise<SignUpDetail> {
  const { found, party } = await signUpInReach(db, actor, id);
  const [events, dateChanges] = await Promise.all([
    loadTimeline(db, signUpEntity.name, id),
    dateChangesOfSignUp(db, id),
  ]);
  return {
    signUp: toSignUp(found, { whole: true }),
    events,
    availableEvents: signUpFamily.availableEvents(found.signUp.status, {
      party,
      role: actor.activeRole,
    }),
    dateChanges,
    mayAskDateChange:
      party === 'applicant' &&
      found.signUp.status === APPROVED &&
      !dateChanges.some((request) => request.status === PENDING_DATE_CHANGE),
  };
}
