/** Multipart uploads through Fastify inject, and sample files of each kind. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './api';

export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

export interface FilePart {
  readonly field: string;
  readonly fileName: string;
  readonly bytes: Buffer;
  readonly contentType?: string;
}

export const samples = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR42mOQizrx4cMHBggFADLqCCEr9izoAAAAAElFTkSuQmCC',
    'base64',
  ),
  // 3 × 2 pixels, encoded by Chromium: the server reads structure and size (DESIGN §5).
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
    'base64',
  ),
  webp: Buffer.from(
    'UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoDAAIAAUAmJaACdLoAA5gA/u7/n/wF090Yt/+4OP+wcf9g4/dMAAAA',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

export function multipart(
  parts: readonly FilePart[],
  fields: Readonly<Record<string, string>> = {},
) {
  const boundary = `----qds${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; ` +
          `filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  token: string,
  file: { bytes: Buffer; fileName?: string; purpose?: string },
  language?: string,
): Promise<Answer<UploadedFile>> {
  const body = multipart(
    [{ field: 'file', fileName: file.fileName ?? 'licence.png', bytes: file.bytes }],
    file.purpose ? { purpose: file.purpose } : {},
  );
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

/** Uploads a PNG and answers its id. */
export async function uploadLicence(app: FastifyInstance, token: string): Promise<string> {
  const answer = await upload(app, token, { bytes: samples.png, purpose: 'licence' });
  if (answer.httpStatus !== 200) throw new Error(`Upload failed: ${answer.body.message}`);
  return answer.body.data.id;
}
