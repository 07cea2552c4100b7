/**
 * A certificate template, whoever owns it (a credit category, a personnel certificate
 * level, a course): a background image and where each field is drawn on it, with its own
 * optimistic lock. Storing checks the points and the background; the specimen draws a
 * template, saved or not, exactly as an issued certificate will be drawn.
 */
import type { AnyObjectSchema } from 'yup';
import type { CertificateTemplate } from '@machines/contracts';
import {
  overlappingFields,
  type CertificateField,
  type CertificateTemplateValues,
} from '@machines/validation';
import type { Database } from '../../db/client';
import type { Actor } from '../access';
import { AppError, HttpStatus } from '../errors';
import type { FileAccess } from '../files/readAccess';
import { findFile, storeFile, type FileRow } from '../files/records';
import { certificateBackground } from '../images/pictures';
import type { FileStorage } from '../files/storage';
import { validate } from '../validation';
import { staleVersion } from '../workflow/refusals';
import { readBackground, readStoredPicture } from './background';
import { runCpuTask } from '../cpu/pool';
import type { Language } from '../i18n';
import type { CertificateBackground } from './layout';
import { personnelCertificateValues, type PersonnelCertificateFacts } from './personnelValues';

/** How wide a specimen is drawn: enough to read, quick to send. */
const SPECIMEN_WIDTH = 1200;

/** The labels of a template's fields (`backgroundFileId`, `points`) in its owner's forms. */
export const TEMPLATE_LABELS = 'certificateTemplate.field';

/** The names of a certificate's fields, as the designer's palette shows them. */
const TEMPLATE_FIELD_LABELS = 'template.field';

export type SampleValues = Partial<Record<CertificateField, string>>;

/** Where a template is kept, and what its certificate says. */
export interface TemplateOwner {
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

export type TemplateInput = CertificateTemplateValues & { readonly id: number };

/** Who stores or draws a template: the background must be readable to them. */
export interface TemplateAuthor {
  readonly actor: Actor;
  readonly storage: FileStorage;
  readonly fileAccess: FileAccess;
}

const backgroundRefused = () => {
  const key = 'validation.backgroundNotUsable';
  return new AppError(HttpStatus.badRequest, key, {
    field: 'backgroundFileId',
    labels: TEMPLATE_LABELS,
    fieldErrors: { backgroundFileId: { key } },
  });
};

const checked = async (owner: TemplateOwner, input: CertificateTemplateValues) =>
  (await validate(owner.schema, input, { labels: TEMPLATE_LABELS })) as CertificateTemplateValues;

/**
 * The background's file: the template's current one or one the author may read (their
 * own upload); anything else is refused naming the field.
 */
async function backgroundFile(
  db: Database,
  { actor, fileAccess }: TemplateAuthor,
  fileId: string,
  current: string | null,
): Promise<FileRow> {
  const file = await findFile(db, fileId);
  if (!file || (fileId !== current && !(await fileAccess.mayRead(db, file, actor)))) {
    throw backgroundRefused();
  }
  return file;
}

/** The background drawn from: a picture (not a PDF) of a file the author may use. */
async function loadBackground(
  db: Database,
  author: TemplateAuthor,
  fileId: string,
  current: string | null,
): Promise<CertificateBackground> {
  const file = await backgroundFile(db, author, fileId, current);
  const background = await readBackground(author.storage, file.id);
  if (!background) throw backgroundRefused();
  return background;
}

/**
 * The background a template keeps: the chosen picture when it already fits the size
 * certificates are drawn at, or else a copy brought down to it (and to PNG or JPEG), kept
 * as a file of the same owner, so no drawing ever decodes the 40-megapixel original.
 */
async function backgroundAtDrawingSize(
  tx: Database,
  author: TemplateAuthor & { readonly now: Date },
  fileId: string,
  current: string | null,
): Promise<{ fileId: string; aspect: number }> {
  const file = await backgroundFile(tx, author, fileId, current);
  const stored = await readStoredPicture(author.storage, file.id);
  if (!stored) throw backgroundRefused();
  const aspect = stored.width / stored.height;
  const smaller = await certificateBackground(stored.bytes);
  if (!smaller) return { fileId: file.id, aspect };
  const copy = await storeFile(
    tx,
    author.storage,
    {
      bytes: smaller.bytes,
      mime: smaller.mime,
      originalName: file.originalName,
      purpose: file.purpose,
      ownerAccountId: file.ownerAccountId,
      corporateId: file.corporateId,
    },
    author.now,
  );
  return { fileId: copy.id, aspect };
}

/**
 * Refuses fields printed over each other on this background (the QR code's white square
 * over a line of text), naming the first two: the designer marks them before it sends.
 */
function refuseOverlaps(points: CertificateTemplateValues['points'], aspect: number) {
  const [pair] = overlappingFields(points, aspect);
  if (!pair) return;
  const key = 'validation.pointsOverlap';
  const params = {
    first: { key: `${TEMPLATE_FIELD_LABELS}.${pair[0]}` },
    second: { key: `${TEMPLATE_FIELD_LABELS}.${pair[1]}` },
  };
  throw new AppError(HttpStatus.badRequest, key, {
    params,
    fieldErrors: { points: { key, params } },
  });
}

export interface StoredTemplate {
  readonly before: CertificateTemplate;
  readonly saved: CertificateTemplate;
}

/**
 * Writes a template in the caller's transaction: its points checked against the owner's
 * fields, the version the author saw (409 when stale), a usable background.
 */
export async function storeTemplate(
  owner: TemplateOwner,
  tx: Database,
  author: TemplateAuthor & { readonly now: Date },
  { id, version, ...input }: TemplateInput & { readonly version: number },
): Promise<StoredTemplate> {
  const values = await checked(owner, input);
  const before = await owner.read(tx, id, true);
  if (before.version !== version) throw staleVersion();
  const background =
    values.backgroundFileId === null
      ? null
      : await backgroundAtDrawingSize(tx, author, values.backgroundFileId, before.backgroundFileId);
  if (background) refuseOverlaps(values.points, background.aspect);
  const backgroundFileId = background?.fileId ?? null;
  const saved = await owner.write(
    tx,
    id,
    { ...values, backgroundFileId },
    { now: author.now, version: version + 1 },
  );
  return { before, saved };
}

/** The template back to none (no background, no point), in the caller's transaction. */
export async function clearTemplate(
  owner: TemplateOwner,
  tx: Database,
  { id, now }: { readonly id: number; readonly now: Date },
): Promise<StoredTemplate> {
  const before = await owner.read(tx, id, true);
  const saved = await owner.write(
    tx,
    id,
    { backgroundFileId: null, points: [] },
    { now, version: before.version + 1 },
  );
  return { before, saved };
}

/** A specimen of the owner's certificate drawn with a template, saved or not (PNG). */
export async function drawSpecimen(
  owner: TemplateOwner,
  db: Database,
  author: TemplateAuthor,
  input: TemplateInput & { readonly language: 'zh' | 'en'; readonly now: Date },
): Promise<Buffer> {
  const values = await checked(owner, input);
  const current = await owner.read(db, input.id);
  if (values.backgroundFileId === null) throw backgroundRefused();
  const background = await loadBackground(
    db,
    author,
    values.backgroundFileId,
    current.backgroundFileId,
  );
  const drawing = {
    background,
    points: values.points,
    values: await owner.sample(db, input.id, input.language, input.now),
  };
  return runCpuTask('drawCertificatePng', { drawing, maxWidth: SPECIMEN_WIDTH });
}

/** How long the specimen of a personnel certificate says it lasts. */
export const SPECIMEN_PERSONNEL_YEARS = 3;

/** The specimen's dates: issued today, valid for `years`. */
export function specimenDates(now: Date, years: number): { issuedOn: string; expiresOn: string } {
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
  return {
    issuedOn: now.toISOString().slice(0, 10),
    expiresOn: expiry.toISOString().slice(0, 10),
  };
}

/** The certificate a personnel specimen is of: its names, a sample number and address. */
export type SpecimenCertificate = Pick<
  PersonnelCertificateFacts,
  | 'typeName'
  | 'typeNameEn'
  | 'levelName'
  | 'levelNameEn'
  | 'courseName'
  | 'certificateNo'
  | 'verifyUrl'
>;

/**
 * A personnel certificate's specimen: a sample person of a sample company, named as such,
 * printed exactly as an issued certificate is (the same labels, the same language).
 */
export function personnelSpecimen(
  language: Language,
  now: Date,
  certificate: SpecimenCertificate,
): SampleValues {
  const zh = language === 'zh';
  return personnelCertificateValues(
    {
      personName: zh ? '张三（样张）' : 'Zhang San (specimen)',
      idCard: '510***********1234',
      companyName: zh
        ? '示例信息技术有限公司（样张）'
        : 'Sample Information Technology Co. (specimen)',
      ...certificate,
      ...specimenDates(now, SPECIMEN_PERSONNEL_YEARS),
    },
    language,
  );
}
