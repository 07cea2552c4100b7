/**
 * Finding a project declaration for an actor (DESIGN §2 scoping), as the party the shared
 * two-level rule makes it (server/lib/workflow/twoLevelParty.ts): to anyone without one it
 * does not exist (404), so ids do not leak.
 */
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { twoLevelPartyOf, type TwoLevelRecord } from '../lib/workflow/twoLevelParty';
import { findProject, type ProjectRow } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export const projectPartyOf = (actor: Actor, project: TwoLevelRecord): Party | null =>
  twoLevelPartyOf(actor, project, 'project.institutionReview');

export async function projectInReach(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ found: ProjectRow; party: Party }> {
  const found = await findProject(db, id);
  const party = found ? projectPartyOf(actor, found.project) : null;
  if (!found || !party) throw notFound();
  return { found, party };
}

/** A declaration the actor acts on as one party; to the others it does not exist. */
export async function projectAs(db: Database, actor: Actor, id: number, party: Party) {
  const reached = await projectInReach(db, actor, id);
  if (reached.party !== party) throw notFound();
  return reached.found;
}
