/**
 * The company's steps on its roster: add or change a person, declare them for
 * verification, withdraw a declaration, remove them. Every change names the version the
 * company saw and raises it; a verified person keeps only their contact and end of
 * employment open to change; a person awaiting review changes only by being withdrawn.
 */
import { and, eq } from 'drizzle-orm';
import type { Person } from '@machines/contracts';
import type { Database } from '../db/client';
import { people } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { assertSubmittable, withdraw, writeAndSubmit } from '../lib/workflow/applicantSteps';
import { requiredVersion, staleVersion } from '../lib/workflow/refusals';
import { ownPerson } from './access';
import {
  APPROVED,
  DRAFT,
  isAwaitingReview,
  isEditable,
  ONE_ID_CARD_PER_COMPANY,
  personEntity,
} from './entity';
import {
  assertPersonFilesUsable,
  declaredFields,
  draftChanges,
  VERIFIED_CHANGEABLE,
  type PersonBody,
  type PersonField,
  type PersonValues,
} from './fields';
import { findPerson, toPerson, type PersonRecord } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export async function loadPerson(
  { db, config }: Pick<Context, 'db' | 'config'>,
  id: number,
): Promise<Person> {
  const found = await findPerson(db, id);
  if (!found) throw notFound();
  return toPerson(config, found);
}

/** 409 naming the person who already has this ID card number on the roster. */
const duplicateIdCard = () =>
  new AppError(HttpStatus.conflict, 'error.personIdCardTaken', {
    field: 'idCard',
    fieldErrors: { idCard: { key: 'error.personIdCardTaken' } },
  });

/** Which of the changes the person's status allows, or the refusal. */
function assertChangeable(stored: PersonRecord, changes: PersonValues) {
  if (isEditable(stored.status)) return;
  const allowed: readonly string[] = stored.status === APPROVED ? VERIFIED_CHANGEABLE : [];
  // A form sends every field: only those whose value would change count.
  const refused = Object.entries(changes)
    .filter(([field, value]) => (stored[field as PersonField] ?? null) !== value)
    .map(([field]) => field)
    .filter((field) => !allowed.includes(field));
  if (refused.length === 0) return;
  const key = isAwaitingReview(stored.status)
    ? 'error.personAwaitingReview'
    : 'error.personFieldLocked';
  throw new AppError(HttpStatus.conflict, key, {
    field: refused[0],
    fieldErrors: Object.fromEntries(refused.map((field) => [field, { key }])),
  });
}

async function write(
  tx: Database,
  actor: Actor,
  stored: PersonRecord | null,
  body: PersonBody,
  values: PersonValues,
  now: Date,
): Promise<{ id: number; version: number }> {
  try {
    if (!stored) {
      if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
      const [created] = await tx
        .insert(people)
        .values({
          ...values,
          corporateId: actor.corporateId,
          createdByAccountId: actor.accountId,
          status: DRAFT,
          version: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: people.id, version: people.version });
      if (!created) throw new Error('The person was not written');
      return created;
    }
    const [updated] = await tx
      .update(people)
      .set({ ...values, version: stored.version + 1, updatedAt: now })
      .where(and(eq(people.id, stored.id), eq(people.version, requiredVersion(body.version))))
      .returning({ id: people.id, version: people.version });
    if (!updated) throw staleVersion();
    return updated;
  } catch (error) {
    if (brokeUnique(error, ONE_ID_CARD_PER_COMPANY)) throw duplicateIdCard();
    throw error;
  }
}

/** Adds a person (no id) or changes one of the company's (id and version). */
export async function savePerson(
  { db, config, clock }: Context,
  actor: Actor,
  body: PersonBody,
): Promise<Person> {
  const stored = body.id ? (await ownPerson(db, actor, body.id)).person : null;
  if (stored && stored.version !== requiredVersion(body.version)) throw staleVersion();
  const changes = await draftChanges(stored, body);
  if (stored) assertChangeable(stored, changes);
  await assertPersonFilesUsable(db, actor, changes);
  const saved = await db.transaction((tx) => write(tx, actor, stored, body, changes, clock.now()));
  return loadPerson({ db, config }, saved.id);
}

/**
 * Saves the body's fields and declares the person, in one transaction: a person who fails
 * the declaration rules (400 naming the fields) or may not be declared (409) stays as was.
 */
export async function declarePerson(
  { db, config, clock }: Context,
  actor: Actor,
  body: PersonBody,
): Promise<Person> {
  const stored = body.id ? (await ownPerson(db, actor, body.id)).person : null;
  if (stored) assertSubmittable(personEntity, actor, stored, body.version);
  const fields = await declaredFields(stored, body);
  await assertPersonFilesUsable(db, actor, fields);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: personEntity,
    actor,
    now,
    write: (tx) => write(tx, actor, stored, body, fields, now),
  });
  return loadPerson({ db, config }, id);
}

export async function withdrawPerson(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<Person> {
  await ownPerson(db, actor, id);
  await withdraw(db, { entity: personEntity, actor, id, version, now: clock.now() });
  return loadPerson({ db, config }, id);
}

/**
 * Removes a person from the roster (the row stays for the records that name them). A
 * person awaiting review is withdrawn first.
 */
export async function removePerson(
  { db, clock }: Pick<Context, 'db' | 'clock'>,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<{ id: number }> {
  const { person } = await ownPerson(db, actor, id);
  if (isAwaitingReview(person.status)) {
    throw new AppError(HttpStatus.conflict, 'error.personAwaitingReview');
  }
  const now = clock.now();
  const [removed] = await db
    .update(people)
    .set({ deletedAt: now, updatedAt: now, version: person.version + 1 })
    .where(and(eq(people.id, id), eq(people.version, version)))
    .returning({ id: people.id });
  if (!removed) throw staleVersion();
  return removed;
}
