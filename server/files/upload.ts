/** Reads one multipart upload: the `file` part's bytes and the optional `purpose` field. */
import type { FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from '../lib/errors';
import { detectMime, type AcceptedMime } from '../lib/files/contentType';

export interface Upload {
  readonly bytes: Buffer;
  readonly mime: AcceptedMime;
  readonly fileName: string | undefined;
  readonly purpose: string | null;
}

/** A short word such as `licence`; the field is optional. */
const PURPOSE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw missingFile();
  let file: { bytes: Buffer; fileName: string } | undefined;
  let purpose: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Reading drains the part; over the size limit it throws.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, fileName: part.filename };
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
  const mime = detectMime(file.bytes);
  if (!mime) {
    const key = 'upload.wrongType';
    throw new AppError(HttpStatus.badRequest, key, { fieldErrors: { file: { key } } });
  }
  return { bytes: file.bytes, mime, fileName: file.fileName, purpose };
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
  // More parts than allowed, a cut-off body, malformed multipart: the client sent nonsense.
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError(HttpStatus.badRequest, 'error.badRequest');
  }
  return error;
}
