/**
 * Finding a person for an actor: the owner company's accounts act as the applicant; staff
 * who verify people (platform roles and the operator) as the platform, and they see no
 * drafts; to anyone else the person does not exist (404).
 */
import { may } from '@machines/access';
import type { Party } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { DRAFT } from './entity';
import { findPerson, type PersonWithFiles } from './rows';

export interface PersonInReach {
  readonly found: PersonWithFiles;
  readonly party: Party;
}

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

function partyOf(actor: Actor, found: PersonWithFiles): Party | null {
  if (actor.corporateId !== null && actor.corporateId === found.person.corporateId) {
    return 'applicant';
  }
  if (may('people.review', actor.activeRole) && found.person.status !== DRAFT) return 'platform';
  return null;
}

export async function personInReach(db: Database, actor: Actor, id: number) {
  const found = await findPerson(db, id);
  const party = found ? partyOf(actor, found) : null;
  if (!found || !party) throw notFound();
  return { found, party } satisfies PersonInReach;
}

/** A person of the actor's own company, whom the actor acts on as the applicant. */
export async function ownPerson(db: Database, actor: Actor, id: number) {
  const { found, party } = await personInReach(db, actor, id);
  if (party !== 'applicant') throw notFound();
  return found;
}

/** Reviewers act on declared people of any company. */
export async function reviewablePerson(db: Database, actor: Actor, id: number) {
  const { found, party } = await personInReach(db, actor, id);
  if (party !== 'platform') throw notFound();
  return found;
}
