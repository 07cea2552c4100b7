/** Uploads with whatever name and Content-Type a client may claim, and reading files back. */
import type { FastifyInstance } from 'fastify';
import type { Answer } from '../../server/support/api';
import { multipart, type UploadedFile } from '../../server/support/uploads';

export interface SentFile {
  readonly bytes: Buffer;
  readonly fileName: string;
  /** The part's Content-Type; application/octet-stream (no claim) by default. */
  readonly contentType?: string;
}

export async function sendFile(
  app: FastifyInstance,
  token: string,
  file: SentFile,
  language?: string,
): Promise<Answer<UploadedFile>> {
  const body = multipart([{ field: 'file', ...file }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: {
      ...body.headers,
      'access-token': token,
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  return { httpStatus: response.statusCode, headers: response.headers, body: response.json() };
}

export function readFile(app: FastifyInstance, token: string, id: string) {
  return app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { 'access-token': token } });
}
