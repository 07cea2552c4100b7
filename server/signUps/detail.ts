/** `train/entrycourse-detail`: one sign-up, its timeline and what the caller may do now. */
import type { SignUpDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { signUpInReach } from './access';
import { signUpEntity, signUpFamily } from './entity';
import { toSignUp } from './rows';

export async function loadSignUpDetail(
  db: Database,
  actor: Actor,
  id: number,
): Promise<SignUpDetail> {
  const { found, party } = await signUpInReach(db, actor, id);
  return {
    signUp: toSignUp(found, { whole: true }),
    events: await loadTimeline(db, signUpEntity.name, id),
    availableEvents: signUpFamily.availableEvents(found.signUp.status, {
      party,
      role: actor.activeRole,
    }),
  };
}
