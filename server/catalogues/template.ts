/**
 * A credit category's certificate template (`credit-category/image-point/{id}` GET and POST,
 * `reset-credit`): the background image and the field points, with their own optimistic
 * lock. The preview draws the template being edited, before it is saved, exactly as an
 * issued certificate will be drawn (server/lib/certificates).
 */
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { CertificateTemplate, CreditCategory } from '@machines/contracts';
import {
  creditTemplateSchema,
  type CertificateField,
  type CertificateTemplateValues,
} from '@machines/validation';
import type { Database } from '../db/client';
import { creditCategories } from '../db/schema';
import type { Actor } from '../lib/access';
import { drawCertificate, type CertificateBackground } from '../lib/certificates/drawCertificate';
import { AppError, HttpStatus } from '../lib/errors';
import { imageSize } from '../lib/files/inspect';
import { mayReadFile } from '../lib/files/readAccess';
import { findFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import { staleVersion } from '../lib/workflow/refusals';
import { validate } from '../lib/validation';
import { findCategory, lockCategory, readCategoryRow, TARGET } from './categories';
import { FIELD_LABELS, type CatalogueChange } from './changes';

/** How wide a preview is drawn: enough to read, quick to send. */
const PREVIEW_WIDTH = 1200;

const templateOf = (row: typeof creditCategories.$inferSelect): CertificateTemplate => ({
  backgroundFileId: row.templateFileId,
  points: row.templatePoints,
  version: row.templateVersion,
});

export async function readTemplate(db: Database, id: number): Promise<CertificateTemplate> {
  return templateOf(await readCategoryRow(db, id));
}

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
  const stream = await storage.get(file.id);
  const bytes = stream ? await buffer(stream) : null;
  const size = bytes ? imageSize(bytes) : null;
  if (!bytes || !size) throw backgroundRefused();
  return { bytes, ...size };
}

export interface TemplateChange extends CatalogueChange {
  readonly actor: Actor;
  readonly storage: FileStorage;
}

export async function saveTemplate(
  db: Database,
  { now, recordAction, actor, storage }: TemplateChange,
  { id, version, ...input }: CertificateTemplateValues & { id: number; version: number },
): Promise<CertificateTemplate> {
  const values = await validate(creditTemplateSchema, input, { labels: FIELD_LABELS });
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    if (before.templateVersion !== version) throw staleVersion();
    if (values.backgroundFileId !== null) {
      await loadBackground(tx, storage, actor, values.backgroundFileId, before.templateFileId);
    }
    const [saved] = await tx
      .update(creditCategories)
      .set({
        templateFileId: values.backgroundFileId,
        templatePoints: values.points,
        templateVersion: sql`${creditCategories.templateVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(creditCategories.id, id))
      .returning();
    if (!saved) throw staleVersion();
    await recordAction(tx, {
      action: 'catalogue.saveTemplate',
      target: { type: TARGET, id },
      details: {
        backgroundFileId: values.backgroundFileId,
        fields: values.points.map((point) => point.field),
      },
      at: now,
    });
    return templateOf(saved);
  });
}

/** `reset-credit`: the template back to none, the category otherwise unchanged. */
export async function resetTemplate(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id }: { readonly id: number },
): Promise<CertificateTemplate> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const [saved] = await tx
      .update(creditCategories)
      .set({
        templateFileId: null,
        templatePoints: [],
        templateVersion: before.templateVersion + 1,
        updatedAt: now,
      })
      .where(eq(creditCategories.id, id))
      .returning();
    if (!saved) throw staleVersion();
    await recordAction(tx, {
      action: 'catalogue.resetTemplate',
      target: { type: TARGET, id },
      details: { before: { backgroundFileId: before.templateFileId } },
      at: now,
    });
    return templateOf(saved);
  });
}

/**
 * What the preview writes in each field: the category's own type and level, and a sample
 * company (named as one, so a preview is never mistaken for a certificate).
 */
function sampleValues(
  category: CreditCategory,
  language: 'zh' | 'en',
  now: Date,
): Record<CertificateField, string> {
  const zh = language === 'zh';
  const issued = now.toISOString().slice(0, 10);
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + category.validityYears);
  return {
    companyName: zh
      ? '示例信息技术有限公司（样张）'
      : 'Sample Information Technology Co. (specimen)',
    creditCode: '91510100MA00000000',
    category: zh ? category.typeName : category.typeNameEn,
    level: zh ? category.levelName : category.levelNameEn,
    certificateNumber: `SAMPLE-${category.id}-000001`,
    issueDate: issued,
    expiryDate: expiry.toISOString().slice(0, 10),
    qrCode: `specimen:credit-category/${category.id}`,
    personName: zh ? '张三（样张）' : 'Zhang San (specimen)',
    idCard: '510***********1234',
  };
}

export async function previewCertificate(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: CertificateTemplateValues & { id: number; language: 'zh' | 'en'; now: Date },
): Promise<Buffer> {
  const values = await validate(creditTemplateSchema, input, { labels: FIELD_LABELS });
  const category = await findCategory(db, input.id);
  const current = await readTemplate(db, input.id);
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
      values: sampleValues(category, input.language, input.now),
    },
    PREVIEW_WIDTH,
  );
}
