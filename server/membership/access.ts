/**
 * Finding a VIP application for an actor: the owner company's accounts act as the
 * applicant, platform staff as the platform (who do not see drafts); to anyone else it
 * does not exist (404).
 */
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { partyTowards } from '../lib/workflow/party';
import { DRAFT } from './entity';
import { findApplication, type ApplicationWithFiles } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export async function applicationInReach(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ found: ApplicationWithFiles; party: Party }> {
  const found = await findApplication(db, id);
  const party = found ? partyTowards(actor, found.application.corporateId) : null;
  const hiddenDraft = party === 'platform' && found?.application.status === DRAFT;
  if (!found || !party || hiddenDraft) throw notFound();
  return { found, party };
}

/** An application of the actor's own company, which the actor acts on as the applicant. */
export async function ownApplication(db: Database, actor: Actor, id: number) {
  const { found, party } = await applicationInReach(db, actor, id);
  if (party !== 'applicant') throw notFound();
  return found;
}

/** Reviewers act on submitted applications of any company. */
export async function reviewableApplication(db: Database, actor: Actor, id: number) {
  const { found, party } = await applicationInReach(db, actor, id);
  if (party !== 'platform') throw notFound();
  return found;
}
