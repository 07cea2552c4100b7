/** The applicant's steps: save a draft, submit it, withdraw a submission (DESIGN §3.1). */
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { assertSubmittable, withdraw, writeAndSubmit } from '../lib/workflow/applicantSteps';
import { ownApplication } from './access';
import { realnameDrafts } from './drafts';
import { realnameEntity } from './entity';
import {
  assertLicenceUsable,
  draftChanges,
  submissionFields,
  type ApplicationBody,
} from './fields';
import { loadRow, type RealnameRow } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function saveDraft(
  { db, config, clock }: Context,
  actor: Actor,
  body: ApplicationBody,
): Promise<RealnameRow> {
  const changes = await draftChanges(body);
  if (changes.licenceFileId) await assertLicenceUsable(db, actor, changes.licenceFileId);
  const now = clock.now();
  const saved = await db.transaction((tx) =>
    realnameDrafts.writeDraft(tx, actor, body, changes, now),
  );
  return loadRow(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: an application that fails the
 * submission rules (400 naming the fields) or may not be submitted (409) stays as it was.
 */
export async function submitApplication(
  { db, config, clock }: Context,
  actor: Actor,
  body: ApplicationBody,
): Promise<RealnameRow> {
  const existing =
    body.id === undefined || body.id === null ? null : await ownApplication(db, actor, body.id);
  if (existing) assertSubmittable(realnameEntity, actor, existing.application, body.version);
  const fields = await submissionFields(existing?.application ?? null, body);
  await assertLicenceUsable(db, actor, fields.licenceFileId);

  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: realnameEntity,
    actor,
    now,
    write: (tx) => realnameDrafts.writeDraft(tx, actor, body, fields, now),
  });
  return loadRow(db, config, id);
}

export async function withdrawApplication(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<RealnameRow> {
  await ownApplication(db, actor, id);
  await withdraw(db, { entity: realnameEntity, actor, id, version, now: clock.now() });
  return loadRow(db, config, id);
}
