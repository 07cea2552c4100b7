/**
 * A certificate template's calls, whoever owns it: a credit category (company
 * qualification certificates, `credit-category/image-point/{id}`) or a personnel
 * certificate level (`qualification/certificate-template/{id}`). The background image and
 * the field points have their own optimistic lock. The preview draws the template being
 * edited, before it is saved, exactly as an issued certificate will be drawn
 * (server/lib/certificates).
 */
import type { AnyObjectSchema } from 'yup';
import type { CertificateTemplate } from '@machines/contracts';
import type { CertificateField, CertificateTemplateValues } from '@machines/validation';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { readBackground } from '../lib/certificates/background';
import { drawCertificate, type CertificateBackground } from '../lib/certificates/drawCertificate';
import { AppError, HttpStatus } from '../lib/errors';
import { mayReadFile } from '../lib/files/readAccess';
import { findFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import { staleVersion } from '../lib/workflow/refusals';
import { validate } from '../lib/validation';
import { FIELD_LABELS, type CatalogueChange } from './changes';

/** How wide a preview is drawn: enough to read, quick to send. */
const PREVIEW_WIDTH = 1200;

/** Where a template is kept, and what its certificate says. */
export interface TemplateOwner {
  /** The admin log's target type. */
  readonly target: string;
  /** The template's rule: which fields this certificate has. */
  readonly schema: AnyObjectSchema;
  /** The owner's template; 404 when there is no owner. `lock`: for a change of it. */
  read(db: Database, id: number, lock?: boolean): Promise<CertificateTemplate>;
  /** Writes the template with the next version. */
  write(
    tx: Database,
    id: number,
    values: CertificateTemplateValues,
    { now, version }: { now: Date; version: number },
  ): Promise<CertificateTemplate>;
  /** What a specimen of the owner's certificate writes in each field. */
  sample(db: Database, id: number, language: 'zh' | 'en', now: Date): Promise<SampleValues>;
}

export type SampleValues = Partial<Record<CertificateField, string>>;

export type TemplateInput = CertificateTemplateValues & { readonly id: number };

const backgroundRefused = () => {
  const key = 'validation.backgroundNotUsable';
  return new AppError(HttpStatus.badRequest, key, {
    field: 'backgroundFileId',
    labels: FIELD_LABELS,
    fieldErrors: { backgroundFileId: { key } },
  });
};

/**
 * The background's bytes and size: an image (not a PDF) that is the template's current one
 * or that the actor may read (their own upload); anything else is refused naming the field.
 */
async function loadBackground(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  fileId: string,
  current: string | null,
): Promise<CertificateBackground> {
  const file = await findFile(db, fileId);
  if (!file || (fileId !== current && !(await mayReadFile(db, file, actor)))) {
    throw backgroundRefused();
  }
  const background = await readBackground(storage, file.id);
  if (!background) throw backgroundRefused();
  return background;
}

export interface TemplateChange extends CatalogueChange {
  readonly actor: Actor;
  readonly storage: FileStorage;
}

export function readTemplate(
  owner: TemplateOwner,
  db: Database,
  id: number,
): Promise<CertificateTemplate> {
  return owner.read(db, id);
}

export async function saveTemplate(
  owner: TemplateOwner,
  db: Database,
  { now, recordAction, actor, storage }: TemplateChange,
  { id, version, ...input }: TemplateInput & { readonly version: number },
): Promise<CertificateTemplate> {
  const values = (await validate(owner.schema, input, {
    labels: FIELD_LABELS,
  })) as CertificateTemplateValues;
  return db.transaction(async (tx) => {
    const before = await owner.read(tx, id, true);
    if (before.version !== version) throw staleVersion();
    if (values.backgroundFileId !== null) {
      await loadBackground(tx, storage, actor, values.backgroundFileId, before.backgroundFileId);
    }
    const saved = await owner.write(tx, id, values, { now, version: before.version + 1 });
    await recordAction(tx, {
      action: 'catalogue.saveTemplate',
      target: { type: owner.target, id },
      details: {
        backgroundFileId: values.backgroundFileId,
        fields: values.points.map((point) => point.field),
      },
      at: now,
    });
    return saved;
  });
}

/** The template back to none, its owner otherwise unchanged. */
export async function resetTemplate(
  owner: TemplateOwner,
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id }: { readonly id: number },
): Promise<CertificateTemplate> {
  return db.transaction(async (tx) => {
    const before = await owner.read(tx, id, true);
    const saved = await owner.write(
      tx,
      id,
      { backgroundFileId: null, points: [] },
      { now, version: before.version + 1 },
    );
    await recordAction(tx, {
      action: 'catalogue.resetTemplate',
      target: { type: owner.target, id },
      details: { before: { backgroundFileId: before.backgroundFileId } },
      at: now,
    });
    return saved;
  });
}

/** A specimen of the owner's certificate drawn with a template, saved or not (PNG). */
export async function previewCertificate(
  owner: TemplateOwner,
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: TemplateInput & { language: 'zh' | 'en'; now: Date },
): Promise<Buffer> {
  const values = (await validate(owner.schema, input, {
    labels: FIELD_LABELS,
  })) as CertificateTemplateValues;
  const current = await owner.read(db, input.id);
  if (values.backgroundFileId === null) throw backgroundRefused();
  const background = await loadBackground(
    db,
    storage,
    actor,
    values.backgroundFileId,
    current.backgroundFileId,
  );
  return drawCertificate(
    {
      background,
      points: values.points,
      values: await owner.sample(db, input.id, input.language, input.now),
    },
    PREVIEW_WIDTH,
  );
}

/** The specimen's dates: issued today, valid for `years`. */
export function specimenDates(now: Date, years: number): { issueDate: string; expiryDate: string } {
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
  return {
    issueDate: now.toISOString().slice(0, 10),
    expiryDate: expiry.toISOString().slice(0, 10),
  };
}
