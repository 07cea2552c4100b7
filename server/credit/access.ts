/**
 * Finding a credit application for an actor (DESIGN §2 scoping), as the party the shared
 * two-level rule makes it (server/lib/workflow/twoLevelParty.ts): to anyone without one it
 * does not exist (404), so ids do not leak.
 */
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { twoLevelPartyOf, type TwoLevelRecord } from '../lib/workflow/twoLevelParty';
import { findApplication, type CreditApplicationRow } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

/** The part the actor plays towards the application, or null when it has none. */
export const creditPartyOf = (actor: Actor, application: TwoLevelRecord): Party | null =>
  twoLevelPartyOf(actor, application, 'credit.institutionReview');

export async function applicationInReach(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ found: CreditApplicationRow; party: Party }> {
  const found = await findApplication(db, id);
  const party = found ? creditPartyOf(actor, found.application) : null;
  if (!found || !party) throw notFound();
  return { found, party };
}

/** An application the actor acts on as one party; to the others it does not exist. */
export async function applicationAs(db: Database, actor: Actor, id: number, party: Party) {
  const reached = await applicationInReach(db, actor, id);
  if (reached.party !== party) throw notFound();
  return reached.found;
}
