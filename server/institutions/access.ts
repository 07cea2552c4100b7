/**
 * Finding an institution application for an actor: the owner company's accounts act as
 * the applicant, platform staff as the platform (who do not see drafts); to anyone else
 * it does not exist (404). A route of one kind answers 404 for the other kind's ids.
 */
import type { InstitutionKind } from '@machines/access';
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
  kind?: InstitutionKind,
): Promise<{ found: ApplicationWithFiles; party: Party }> {
  const found = await findApplication(db, id);
  const party = found ? partyTowards(actor, found.application.corporateId) : null;
  const hiddenDraft = party === 'platform' && found?.application.status === DRAFT;
  const otherKind = kind !== undefined && found?.application.kind !== kind;
  if (!found || !party || hiddenDraft || otherKind) throw notFound();
  return { found, party };
}

/** An application of the actor's own company, which the actor acts on as the applicant. */
export async function ownApplication(db: Database, actor: Actor, id: number) {
  const { found, party } = await applicationInReach(db, actor, id);
  if (party !== 'applicant') throw notFound();
  return found;
}

/** Reviewers of a kind act on submitted applications of that kind, of any company. */
export async function reviewableApplication(
  db: Database,
  actor: Actor,
  id: number,
  kind: InstitutionKind,
) {
  const { found, party } = await applicationInReach(db, actor, id, kind);
  if (party !== 'platform') throw notFound();
  return found;
}
