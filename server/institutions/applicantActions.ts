/** The applicant's steps on an institution application: save a draft, submit, withdraw. */
import { asc, eq } from 'drizzle-orm';
import type { InstitutionKind } from '@machines/access';
import type { InstitutionApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { institutionPeople } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { assertSubmittable, withdraw, writeAndSubmit } from '../lib/workflow/applicantSteps';
import { ownApplication } from './access';
import { writeDraft } from './drafts';
import { institutionEntities } from './entity';
import {
  assertReferencesUsable,
  draftChanges,
  submissionChanges,
  type ApplicationBody,
} from './fields';
import { loadApplication } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

/** A change names an application of the route's kind (the other kind's id: 404). */
async function ownOfKind(db: Database, actor: Actor, kind: InstitutionKind, id: number) {
  const found = await ownApplication(db, actor, id);
  if (found.application.kind !== kind) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return found;
}

async function namedPeople(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select({ personId: institutionPeople.personId })
    .from(institutionPeople)
    .where(eq(institutionPeople.applicationId, id))
    .orderBy(asc(institutionPeople.position));
  return rows.map((row) => row.personId);
}

export async function saveDraft(
  { db, config, clock }: Context,
  actor: Actor,
  kind: InstitutionKind,
  body: ApplicationBody,
): Promise<InstitutionApplication> {
  if (body.id !== undefined && body.id !== null) await ownOfKind(db, actor, kind, body.id);
  const changes = await draftChanges(kind, body);
  await assertReferencesUsable(db, actor, changes);
  const now = clock.now();
  const saved = await db.transaction((tx) => writeDraft(tx, actor, kind, body, changes, now));
  return loadApplication(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: an application that fails the
 * submission rules (400 naming the fields) or may not be submitted (409) stays as it was.
 */
export async function submitApplication(
  { db, config, clock }: Context,
  actor: Actor,
  kind: InstitutionKind,
  body: ApplicationBody,
): Promise<InstitutionApplication> {
  const entity = institutionEntities[kind];
  const existing =
    body.id === undefined || body.id === null ? null : await ownOfKind(db, actor, kind, body.id);
  if (existing) assertSubmittable(entity, actor, existing.application, body.version);
  const stored = existing && {
    record: existing.application,
    personIds: await namedPeople(db, existing.application.id),
  };
  const changes = await submissionChanges(kind, stored, body);
  await assertReferencesUsable(db, actor, changes);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity,
    actor,
    now,
    write: (tx) => writeDraft(tx, actor, kind, body, changes, now),
  });
  return loadApplication(db, config, id);
}

export async function withdrawApplication(
  { db, config, clock }: Context,
  actor: Actor,
  kind: InstitutionKind,
  { id, version }: { id: number; version: number },
): Promise<InstitutionApplication> {
  await ownOfKind(db, actor, kind, id);
  const entity = institutionEntities[kind];
  await withdraw(db, { entity, actor, id, version, now: clock.now() });
  return loadApplication(db, config, id);
}
