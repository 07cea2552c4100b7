/**
 * Finding a credit application for an actor (DESIGN §2 scoping): the owner company's
 * accounts act as the applicant; the review institution it names, in a review role, as
 * the institution; platform staff as the platform. Neither reviewer sees drafts. To anyone
 * else it does not exist (404), so ids do not leak.
 */
import { may, roleKind } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { DRAFT } from './entity';
import { findApplication, type CreditApplicationRow } from './rows';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

interface Placed {
  readonly corporateId: number;
  readonly institutionCorporateId: number | null;
  readonly status: number;
}

/** The part the actor plays towards the application, or null when it has none. */
export function creditPartyOf(actor: Actor, application: Placed): Party | null {
  const sent = application.status !== DRAFT;
  if (roleKind(actor.activeRole) === 'platform') return sent ? 'platform' : null;
  if (actor.corporateId === null) return null;
  const reviewing =
    may('credit.institutionReview', actor.activeRole) &&
    application.institutionCorporateId === actor.corporateId;
  if (reviewing) return sent ? 'institution' : null;
  return actor.corporateId === application.corporateId ? 'applicant' : null;
}

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

/** The company the actor applies for. */
export function companyOf(actor: Actor): number {
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  return actor.corporateId;
}
