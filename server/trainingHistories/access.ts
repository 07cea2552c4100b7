/**
 * Finding a declaration for an actor (DESIGN §2 scoping): the owner company's accounts act
 * as the applicant; the platform's reviewers as the platform, and they see no drafts; to
 * anyone else it does not exist (404), so ids do not leak.
 */
import { may } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { DRAFT } from './entity';
import { findHistory, type HistoryRow } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

function partyOf(actor: Actor, found: HistoryRow): Party | null {
  const { history } = found;
  if (actor.corporateId !== null && actor.corporateId === history.corporateId) {
    return may('trainingHistory.apply', actor.activeRole) ? 'applicant' : null;
  }
  if (may('trainingHistory.review', actor.activeRole) && history.status !== DRAFT) {
    return 'platform';
  }
  return null;
}

export async function historyInReach(db: Database, actor: Actor, id: number) {
  const found = await findHistory(db, id);
  const party = found ? partyOf(actor, found) : null;
  if (!found || !party) throw notFound();
  return { found, party };
}

/** A declaration the actor acts on as `party`; as any other party it does not exist. */
export async function historyAs(db: Database, actor: Actor, id: number, party: Party) {
  const reached = await historyInReach(db, actor, id);
  if (reached.party !== party) throw notFound();
  return reached.found;
}
