/**
 * Multipart uploads (DESIGN §5): one file of at most 10 MB per request, plus a few
 * short text fields. Reading and checking the content is the files area's job.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@machines/validation';

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 4, fieldSize: 1024, parts: 5 },
  });
}
