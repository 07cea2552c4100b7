/** The applicant's steps on a VIP application: save a draft, submit, withdraw (DESIGN §3.1). */
import type { VipApplication } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { assertSubmittable, withdraw, writeAndSubmit } from '../lib/workflow/applicantSteps';
import { ownApplication } from './access';
import { vipDrafts } from './drafts';
import { vipApplicationEntity } from './entity';
import {
  assertReferencesUsable,
  draftChanges,
  submissionFields,
  type ApplicationBody,
} from './fields';
import { loadApplication } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function saveDraft(
  { db, config, clock }: Context,
  actor: Actor,
  body: ApplicationBody,
): Promise<VipApplication> {
  const changes = await draftChanges(body);
  await assertReferencesUsable(db, actor, changes);
  const now = clock.now();
  const saved = await db.transaction((tx) => vipDrafts.writeDraft(tx, actor, body, changes, now));
  return loadApplication(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: an application that fails the
 * submission rules (400 naming the fields) or may not be submitted (409) stays as it was.
 */
export async function submitApplication(
  { db, config, clock }: Context,
  actor: Actor,
  body: ApplicationBody,
): Promise<VipApplication> {
  const existing =
    body.id === undefined || body.id === null ? null : await ownApplication(db, actor, body.id);
  if (existing) assertSubmittable(vipApplicationEntity, actor, existing.application, body.version);
  const fields = await submissionFields(existing?.application ?? null, body);
  await assertReferencesUsable(db, actor, fields);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: vipApplicationEntity,
    actor,
    now,
    write: (tx) => vipDrafts.writeDraft(tx, actor, body, fields, now),
  });
  return loadApplication(db, config, id);
}

export async function withdrawApplication(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<VipApplication> {
  await ownApplication(db, actor, id);
  await withdraw(db, { entity: vipApplicationEntity, actor, id, version, now: clock.now() });
  return loadApplication(db, config, id);
}
