/**
 * A sign-up's own history (DESIGN §3.7): its signing up first — the row records it, no
 * audit row does, as the record is made in its first status — then its steps. Issue 42:
 * a history reads "暂无记录" no more while the sign-up waits for its first decision.
 */
import { eq } from 'drizzle-orm';
import type { TimelineEntry } from '@machines/contracts';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { loadTimeline } from '../lib/workflow/timeline';
import { signUpEntity, signUpFamily } from './entity';

const SIGNED_UP = signUpFamily.codeOf('signedUp');

export async function signUpTimeline(
  db: Database,
  signUp: { readonly id: number; readonly applicantAccountId: number; readonly createdAt: Date },
): Promise<TimelineEntry[]> {
  const [steps, [applicant]] = await Promise.all([
    loadTimeline(db, signUpEntity.name, signUp.id),
    db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, signUp.applicantAccountId)),
  ]);
  const signedUp: TimelineEntry = {
    // Its own id space: the step is the sign-up's row, not an audit row.
    id: -signUp.id,
    fromCode: null,
    toCode: SIGNED_UP,
    event: 'SIGN_UP',
    actorName: applicant?.name ?? '',
    actorRole: '',
    comment: null,
    createdAt: signUp.createdAt.toISOString(),
  };
  return [signedUp, ...steps];
}
