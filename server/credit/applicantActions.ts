/**
 * The applicant's steps on a credit application: save a draft, give a material's file,
 * submit, withdraw, delete a draft, take a person off. Every change names the version the applicant saw.
 */
import { and, eq } from 'drizzle-orm';
import type { CreditApplication } from '@machines/contracts';
import { creditApplicationMaterials } from '../db/schema';
import { companyOf } from '../lib/access';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { assertFilesUsable } from '../lib/files/usable';
import { peopleWithout, type PersonRemoval } from '../lib/namedPeople';
import {
  assertSubmittable,
  deleteDeletable,
  withdraw,
  writeAndSubmit,
} from '../lib/workflow/applicantSteps';
import { requiredVersion } from '../lib/workflow/refusals';
import { applicationAs } from './access';
import { writeDraft } from './drafts';
import { creditEntity } from './entity';
import {
  assertMaterialsComplete,
  assertReferencesUsable,
  draftChanges,
  submissionChanges,
  type CreditApplicationBody,
} from './fields';
import { loadApplication } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

async function ownApplication({ db, config }: Context, actor: Actor, id: number) {
  await applicationAs(db, actor, id, 'applicant');
  return loadApplication(db, config, id);
}

const storedOf = (context: Context, actor: Actor, body: CreditApplicationBody) =>
  body.id === undefined || body.id === null
    ? Promise.resolve(null)
    : ownApplication(context, actor, body.id);

export async function saveDraft(
  context: Context,
  actor: Actor,
  body: CreditApplicationBody,
): Promise<CreditApplication> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  const changes = await draftChanges(body, stored);
  await assertReferencesUsable(db, companyOf(actor), changes);
  const now = clock.now();
  const saved = await db.transaction((tx) => writeDraft(tx, actor, body, changes, now));
  return loadApplication(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: an application that fails the
 * submission rules (400 naming the fields and every missing material) or may not be
 * submitted (409) stays as it was.
 */
export async function submitApplication(
  context: Context,
  actor: Actor,
  body: CreditApplicationBody,
): Promise<CreditApplication> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  if (stored) assertSubmittable(creditEntity, actor, stored, body.version);
  const changes = await submissionChanges(body, stored);
  await assertReferencesUsable(db, companyOf(actor), changes);
  if (stored) assertMaterialsComplete(stored);
  const now = clock.now();
  const id = await writeAndSubmit(db, {
    entity: creditEntity,
    actor,
    now,
    write: async (tx) => {
      const saved = await writeDraft(tx, actor, body, changes, now);
      // A new application has no files yet: its category must ask for none.
      if (!stored) assertMaterialsComplete(await loadApplication(tx, config, saved.id));
      return saved;
    },
  });
  return loadApplication(db, config, id);
}

export async function withdrawApplication(
  context: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<CreditApplication> {
  const { db, config, clock } = context;
  await applicationAs(db, actor, id, 'applicant');
  await withdraw(db, { entity: creditEntity, actor, id, version, now: clock.now() });
  return loadApplication(db, config, id);
}

/** A draft nobody has reviewed goes away whole (its people and material rows with it). */
export async function deleteApplication(
  { db }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<void> {
  const { application } = await applicationAs(db, actor, id, 'applicant');
  await deleteDeletable(db, creditEntity, application, version);
}

/**
 * Takes one person off the people the application counts
 * (`credit-category/delete-userapplycredit`): a change like any save, so only while the
 * machine lets the company change it (a draft, or returned); raises the version.
 */
export async function removePerson(
  context: Context,
  actor: Actor,
  { id, version, personId }: PersonRemoval,
): Promise<CreditApplication> {
  const { db, config, clock } = context;
  const stored = await ownApplication(context, actor, id);
  const changes = {
    categoryId: stored.categoryId,
    institutionId: undefined,
    columns: {},
    personIds: peopleWithout(stored.people, personId),
  };
  const now = clock.now();
  await db.transaction((tx) => writeDraft(tx, actor, { id, version }, changes, now));
  return loadApplication(db, config, id);
}

export interface MaterialBody {
  readonly id: number;
  readonly version: number;
  readonly materialId: number;
  /** The company's upload; null takes the material's file away. */
  readonly fileId: string | null;
}

/**
 * Gives (or takes away) the file of one material of the application's category, while
 * the application may be changed. Raises its version like any other change.
 */
export async function setMaterial(
  context: Context,
  actor: Actor,
  body: MaterialBody,
): Promise<CreditApplication> {
  const { db, config, clock } = context;
  const stored = await ownApplication(context, actor, body.id);
  if (!stored.materials.some((material) => material.materialId === body.materialId)) {
    const key = 'validation.materialNotOfCategory';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'materialId',
      fieldErrors: { materialId: { key } },
    });
  }
  await assertFilesUsable(db, actor, { fileId: body.fileId }, ['fileId']);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const target = { id: body.id, version: requiredVersion(body.version) };
    const changes = {
      categoryId: stored.categoryId,
      institutionId: undefined,
      columns: {},
      personIds: undefined,
    };
    const saved = await writeDraft(tx, actor, target, changes, now);
    const where = and(
      eq(creditApplicationMaterials.applicationId, saved.id),
      eq(creditApplicationMaterials.materialId, body.materialId),
    );
    if (body.fileId === null) {
      await tx.delete(creditApplicationMaterials).where(where);
      return;
    }
    await tx
      .insert(creditApplicationMaterials)
      .values({
        applicationId: saved.id,
        materialId: body.materialId,
        fileId: body.fileId,
        uploadedAt: now,
      })
      .onConflictDoUpdate({
        target: [creditApplicationMaterials.applicationId, creditApplicationMaterials.materialId],
        set: { fileId: body.fileId, uploadedAt: now },
      });
  });
  return loadApplication(db, config, body.id);
}
