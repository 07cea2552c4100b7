/**
 * A catalogue's certificate templates: a credit category's (company qualification
 * certificates, `credit-category/image-point/{id}`) and a personnel certificate level's
 * (`qualification/certificate-template/{id}`). Stored and drawn by the shared core
 * (server/lib/certificates/templates.ts); each change here also writes its admin log row.
 */
import type { CertificateTemplate } from '@machines/contracts';
import type { Database } from '../db/client';
import {
  clearTemplate,
  storeTemplate,
  type TemplateAuthor,
  type TemplateInput,
  type TemplateOwner,
} from '../lib/certificates/templates';
import type { CatalogueChange } from './changes';

/** A catalogue entry that owns a template: the admin log names it by `target`. */
export interface CatalogueTemplateOwner extends TemplateOwner {
  /** The admin log's target type. */
  readonly target: string;
}

export type TemplateChange = CatalogueChange & TemplateAuthor;

export function readTemplate(
  owner: CatalogueTemplateOwner,
  db: Database,
  id: number,
): Promise<CertificateTemplate> {
  return owner.read(db, id);
}

export function saveTemplate(
  owner: CatalogueTemplateOwner,
  db: Database,
  { now, recordAction, actor, storage, fileAccess }: TemplateChange,
  input: TemplateInput & { readonly version: number },
): Promise<CertificateTemplate> {
  return db.transaction(async (tx) => {
    const { saved } = await storeTemplate(owner, tx, { actor, storage, fileAccess, now }, input);
    await recordAction(tx, {
      action: 'catalogue.saveTemplate',
      target: { type: owner.target, id: input.id },
      details: {
        backgroundFileId: saved.backgroundFileId,
        fields: saved.points.map((point) => point.field),
      },
      at: now,
    });
    return saved;
  });
}

/** The template back to none, its owner otherwise unchanged. */
export function resetTemplate(
  owner: CatalogueTemplateOwner,
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id }: { readonly id: number },
): Promise<CertificateTemplate> {
  return db.transaction(async (tx) => {
    const { before, saved } = await clearTemplate(owner, tx, { id, now });
    await recordAction(tx, {
      action: 'catalogue.resetTemplate',
      target: { type: owner.target, id },
      details: { before: { backgroundFileId: before.backgroundFileId } },
      at: now,
    });
    return saved;
  });
}
