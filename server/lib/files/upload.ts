/** Reads one multipart upload: the `file` part's bytes and the optional `purpose` field. */
import type { FastifyRequest } from 'fastify';
import { AppError, HttpStatus, type MessageParams } from '../errors';
import type { AcceptedMime } from './contentType';
import type { PictureLimits } from '../images/pictures';
import { inspectUpload, type UploadRefusal } from './inspect';
import { sanitiseFileName } from './names';

export interface Upload {
  readonly bytes: Buffer;
  readonly mime: AcceptedMime;
  /** Sanitised: never a path, never invisible or control characters. */
  readonly fileName: string;
  readonly purpose: string | null;
}

/** A short word such as `licence`; the field is optional. */
const PURPOSE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

const REFUSAL_MESSAGES: Readonly<Record<UploadRefusal, string>> = {
  wrongType: 'upload.wrongType',
  typeMismatch: 'upload.typeMismatch',
  unreadable: 'upload.unreadable',
  tooManyPixels: 'upload.tooManyPixels',
  activeContent: 'upload.activeContent',
};

const pixelLimitParams = (limits: PictureLimits): MessageParams => ({
  side: limits.maxSide,
  megapixels: limits.maxPixels / 1_000_000,
});

export async function readUpload(request: FastifyRequest, limits: PictureLimits): Promise<Upload> {
  if (!request.isMultipart()) throw missingFile();
  let file: { bytes: Buffer; fileName: string; mime: string } | undefined;
  let purpose: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Reading drains the part; over the size limit it throws.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') {
          file = { bytes, fileName: sanitiseFileName(part.filename), mime: part.mimetype };
        }
      } else if (part.fieldname === 'purpose') {
        purpose = String(part.value).trim() || null;
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (!file || file.bytes.length === 0) throw missingFile();
  if (purpose !== null && !PURPOSE_PATTERN.test(purpose)) {
    throw new AppError(HttpStatus.badRequest, 'validation.invalid', { field: 'purpose' });
  }
  const inspection = await inspectUpload(file.bytes, file, limits);
  if (!inspection.ok) throw fileRefusal(inspection.refusal, limits);
  return { bytes: file.bytes, mime: inspection.mime, fileName: file.fileName, purpose };
}

function fileRefusal(refusal: UploadRefusal, limits: PictureLimits): AppError {
  const key = REFUSAL_MESSAGES[refusal];
  const params = refusal === 'tooManyPixels' ? pixelLimitParams(limits) : {};
  return new AppError(HttpStatus.badRequest, key, {
    params,
    fieldErrors: { file: { key, params } },
  });
}

function missingFile(): AppError {
  const key = 'upload.missingFile';
  return new AppError(HttpStatus.badRequest, key, { fieldErrors: { file: { key } } });
}

function uploadRefusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const key = 'error.uploadTooLarge';
    return new AppError(HttpStatus.payloadTooLarge, key, { fieldErrors: { file: { key } } });
  }
  if (error instanceof AppError) return error;
  // More parts than allowed, a cut-off body, malformed multipart (busboy's own errors carry
  // no code): reading the request's own bytes failed, so the client sent nonsense.
  const key = 'error.badRequest';
  return new AppError(HttpStatus.badRequest, key, { fieldErrors: { file: { key } } });
}
