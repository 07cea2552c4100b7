/**
 * An issued certificate as the document its holder downloads: the drawing as PNG, or as a
 * PDF embedding the font subset its text uses. Company and personnel e-certificates both
 * come out of here, named by their certificate number.
 *
 * Drawing takes a worker thread hundreds of milliseconds; a certificate is viewed again
 * and again. So each drawing is kept in the certificate cache under a hash of everything
 * drawn on it (the template's background file and points, the record's values, the
 * language, the format): a repeat view reads a file, and any change to the template or
 * the record makes a new key, so nothing stale is ever served.
 */
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { CertificateField, TemplatePoint } from '@machines/validation';
import { runCpuTask } from '../cpu/pool';
import { AppError, HttpStatus } from '../errors';
import type { FileStorage } from '../files/storage';
import { t } from '../i18n';
import { readBackground } from './background';

export type CertificateFormat = 'png' | 'pdf';

/** Which certificate a holder asks for, in which format and language. */
export interface CertificateRequest {
  /** The record the certificate is of: an application, a sign-up. */
  readonly id: number;
  readonly format: CertificateFormat;
  readonly language: 'zh' | 'en';
  /** Where this server is reached (scheme and host): the QR code's address starts with it. */
  readonly origin: string;
}

export interface CertificateDocument {
  readonly bytes: Buffer;
  readonly mime: 'image/png' | 'application/pdf';
  readonly fileName: string;
}

/** What a certificate shows, before its background is read. */
export interface CertificatePlan {
  readonly backgroundFileId: string;
  readonly points: readonly TemplatePoint[];
  readonly values: Readonly<Partial<Record<CertificateField, string>>>;
  /** The check code, labelled, drawn under the QR code. */
  readonly caption?: string;
}

/** Where backgrounds are read from, and where drawn certificates are kept. */
export interface CertificateFiles {
  readonly storage: FileStorage;
  readonly cache: FileStorage;
}

/** Raised when the drawing code changes what it draws, so no picture of the old code is served. */
const DRAWING_VERSION = 1;

export const certificateNoTemplate = () =>
  new AppError(HttpStatus.conflict, 'error.certificateNoTemplate');

const cacheKey = (plan: CertificatePlan, format: CertificateFormat, language: 'zh' | 'en') =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, format, language, plan]))
    .digest('base64url');

async function draw(
  files: CertificateFiles,
  plan: CertificatePlan,
  { format, language, certificateNo }: DocumentOptions,
): Promise<Buffer> {
  const background = await readBackground(files.storage, plan.backgroundFileId);
  if (!background) throw certificateNoTemplate();
  const drawing = { background, ...plan };
  if (format === 'png') return runCpuTask('drawCertificatePng', { drawing });
  return runCpuTask('drawCertificatePdf', {
    drawing,
    info: { title: certificateNo, author: t(language, 'app.association') },
  });
}

interface DocumentOptions {
  readonly format: CertificateFormat;
  readonly language: 'zh' | 'en';
  readonly certificateNo: string;
}

export async function certificateDocument(
  files: CertificateFiles,
  plan: CertificatePlan,
  options: DocumentOptions,
): Promise<CertificateDocument> {
  const { format, language, certificateNo } = options;
  const mime = format === 'png' ? 'image/png' : 'application/pdf';
  const fileName = `${certificateNo}.${format}`;
  const key = cacheKey(plan, format, language);
  const cached = await files.cache.get(key);
  if (cached) return { bytes: await buffer(cached), mime, fileName };
  const bytes = await draw(files, plan, options);
  // Two first views at once both draw; the second's write finds the first's file.
  await files.cache.put(key, bytes).catch(() => undefined);
  return { bytes, mime, fileName };
}
