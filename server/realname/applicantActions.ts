/** The applicant's steps: save a draft, submit it, withdraw a submission (DESIGN §3.1). */
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { staleVersion, transitionRefusal } from '../lib/workflow/refusals';
import { transition } from '../lib/workflow/transition';
import { ownApplication } from './access';
import { writeDraft, requiredVersion } from './drafts';
import { realnameEntity, realnameFamily } from './entity';
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
  const saved = await db.transaction((tx) => writeDraft(tx, actor, body, changes, now));
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
  if (existing) {
    const { status, version } = existing.application;
    if (version !== requiredVersion(body.version)) throw staleVersion();
    const submit = {
      type: 'SUBMIT',
      actor: { party: 'applicant', role: actor.activeRole },
    } as const;
    if (!realnameFamily.next(status, submit)) {
      throw transitionRefusal('application', status, 'SUBMIT', false);
    }
  }
  const fields = await submissionFields(existing?.application ?? null, body);
  await assertLicenceUsable(db, actor, fields.licenceFileId);

  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const saved = await writeDraft(tx, actor, body, fields, now);
    await transition(tx, {
      entity: realnameEntity,
      id: saved.id,
      event: 'SUBMIT',
      expectedVersion: saved.version,
      actor,
      party: 'applicant',
      now,
      changes: () => ({ submittedAt: now }),
    });
    return saved.id;
  });
  return loadRow(db, config, id);
}

export async function withdrawApplication(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<RealnameRow> {
  await ownApplication(db, actor, id);
  await transition(db, {
    entity: realnameEntity,
    id,
    event: 'WITHDRAW',
    expectedVersion: version,
    actor,
    party: 'applicant',
    now: clock.now(),
  });
  return loadRow(db, config, id);
}
