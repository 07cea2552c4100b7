/**
 * The company's steps on a project declaration: save a draft, submit (in one transaction
 * with its content), withdraw before review, delete a draft (`train/delete-project`).
 * Every change names the version the applicant saw. A company may declare any number of
 * projects at once.
 */
import type { ProjectApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { companyOf } from '../lib/access';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import {
  assertSubmittable,
  deleteDeletable,
  withdraw,
  writeAndSubmit,
} from '../lib/workflow/applicantSteps';
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { projectAs } from './access';
import { projectEntity } from './entity';
import {
  assertReferencesUsable,
  draftColumns,
  submissionColumns,
  type ProjectBody,
  type ProjectColumns,
} from './fields';
import { loadProject } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

const drafts = applicationDrafts({
  entity: projectEntity,
  openExistsKey: null,
  ownRecord: async (tx, actor, id) => (await projectAs(tx, actor, id, 'applicant')).project,
});

async function storedOf({ db, config }: Context, actor: Actor, body: ProjectBody) {
  if (body.id === undefined || body.id === null) return null;
  await projectAs(db, actor, body.id, 'applicant');
  return loadProject(db, config, body.id);
}

function write(tx: Database, actor: Actor, body: ProjectBody, columns: ProjectColumns, now: Date) {
  return drafts.writeDraft(tx, actor, body, columns, now);
}

export async function saveDraft(
  context: Context,
  actor: Actor,
  body: ProjectBody,
): Promise<ProjectApplication> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  const columns = await draftColumns(body);
  if (!stored && !columns.name) {
    // A new declaration starts with its name: the list shows it by that.
    const key = 'validation.required';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'name',
      labels: 'project.field',
      fieldErrors: { name: { key } },
    });
  }
  await assertReferencesUsable(db, actor, companyOf(actor), columns);
  const now = clock.now();
  const saved = await db.transaction((tx) => write(tx, actor, body, columns, now));
  return loadProject(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: a declaration that fails the
 * submission rules (400 naming each field) or may not be submitted (409) stays as it was.
 */
export async function submitProject(
  context: Context,
  actor: Actor,
  body: ProjectBody,
): Promise<ProjectApplication> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  if (stored) assertSubmittable(projectEntity, actor, stored, body.version);
  const columns = await submissionColumns(body, stored);
  await assertReferencesUsable(db, actor, companyOf(actor), columns);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: projectEntity,
    actor,
    now,
    write: (tx) => write(tx, actor, body, columns, now),
  });
  return loadProject(db, config, id);
}

export async function withdrawProject(
  context: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<ProjectApplication> {
  const { db, config, clock } = context;
  await projectAs(db, actor, id, 'applicant');
  await withdraw(db, { entity: projectEntity, actor, id, version, now: clock.now() });
  return loadProject(db, config, id);
}

/** A draft nobody has reviewed goes away whole. */
export async function deleteProject(
  { db }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<void> {
  const { project } = await projectAs(db, actor, id, 'applicant');
  await deleteDeletable(db, projectEntity, project, version);
}
