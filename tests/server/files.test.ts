import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { fileUrl } from '../../server/lib/files/records';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { multipart, samples, upload, uploadLicence } from './support/uploads';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('files (%s)', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await createCompany(server);
  });
  afterAll(() => server.close());

  const read = (id: string, token: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { 'access-token': token },
    });

  it('stores an upload under a random id and answers where to read it', async () => {
    const answer = await upload(server.app, company.token, {
      bytes: samples.png,
      fileName: '../../etc/营业执照.png',
      purpose: 'licence',
    });
    expect(answer.httpStatus).toBe(200);
    const { id, url, name, type, size } = answer.body.data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect({ url, name, type, size }).toEqual({
      url: `/api/files/${id}`,
      name: '营业执照.png',
      type: 'image/png',
      size: samples.png.length,
    });
    const [row] = await server.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({
      ownerAccountId: company.accountId,
      corporateId: company.corporateId,
      purpose: 'licence',
    });
  });

  it('recognises JPEG, PNG, WebP and PDF from the content, whatever the name says', async () => {
    const expected = {
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      pdf: 'application/pdf',
    } as const;
    for (const [kind, mime] of Object.entries(expected)) {
      const bytes = samples[kind as keyof typeof expected];
      const answer = await upload(server.app, company.token, { bytes, fileName: 'scan.txt' });
      expect(answer.body.data.type, kind).toBe(mime);
    }
  });

  it('refuses other content, even named .png, with the upload message', async () => {
    const zh = await upload(server.app, company.token, { bytes: samples.html, fileName: 'a.png' });
    expect(zh.httpStatus).toBe(400);
    expect(zh.body.message).toBe('仅支持 JPG、PNG、WebP 图片或 PDF 文件');
    const en = await upload(server.app, company.token, { bytes: samples.html }, 'en');
    expect(en.body.message).toBe('Only JPG, PNG, WebP images or PDF files are accepted');
    expect(en.body.fieldErrors).toEqual({ file: en.body.message });
  });

  it('refuses a file over 10 MB with 413 and the seed message', async () => {
    const bytes = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload(server.app, company.token, { bytes });
    expect(answer.httpStatus).toBe(413);
    expect(answer.body).toMatchObject({ status: 413, message: '上传图片大小不能超过 10MB!' });
  });

  it('takes exactly 10 MB', async () => {
    const bytes = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024 - samples.pdf.length)]);
    const answer = await upload(server.app, company.token, { bytes });
    expect(answer.httpStatus).toBe(200);
  });

  it('refuses a request without a file, a second file, or a malformed purpose', async () => {
    const none = await call(server.app, 'POST', '/api/files', {
      token: company.token,
      body: { file: 'x' },
    });
    expect(none.httpStatus).toBe(400);
    expect(none.body.message).toBe('请选择要上传的文件');

    const two = multipart([
      { field: 'file', fileName: 'a.png', bytes: samples.png },
      { field: 'file', fileName: 'b.png', bytes: samples.png },
    ]);
    const twice = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: two.payload,
      headers: { ...two.headers, 'access-token': company.token },
    });
    expect(twice.statusCode).toBe(400);

    const badPurpose = await upload(server.app, company.token, {
      bytes: samples.png,
      purpose: '../x',
    });
    expect(badPurpose.httpStatus).toBe(400);
    expect(badPurpose.body.message).toMatch(/^用途: /);
  });

  it('needs a session', async () => {
    const body = multipart([{ field: 'file', fileName: 'a.png', bytes: samples.png }]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      ...body,
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves a file to its uploader with its type, inline, never sniffed or shared-cached', async () => {
    const id = await uploadLicence(server.app, company.token);
    const response = await read(id, company.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(samples.png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': "inline; filename*=UTF-8''licence.png",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    });
  });

  it('serves it to other accounts of the same company', async () => {
    const staff = await sessionFor(server, '13900002002');
    const boss = await sessionFor(server, '13900002001');
    const id = await uploadLicence(server.app, staff);
    expect((await read(id, boss)).statusCode).toBe(200);
  });

  it('answers 404 to another company, to platform staff without a record, and to odd ids', async () => {
    const id = await uploadLicence(server.app, company.token);
    const other = await createCompany(server);
    const stranger = await read(id, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ status: 404 });
    expect((await read(id, await sessionFor(server, '13900000001'))).statusCode).toBe(404);
    expect((await read('..%2F..%2Fetc%2Fpasswd', company.token)).statusCode).toBe(404);
    expect((await read('A'.repeat(22), company.token)).statusCode).toBe(404);
  });

  it('keeps the bytes in the data folder under server-made names only', async () => {
    const id = await uploadLicence(server.app, company.token);
    const stored = await server.storage.get(id);
    expect(stored && (await buffer(stored)).equals(samples.png)).toBe(true);
    const names = readdirSync(join(server.dataDir, 'files'));
    expect(names).toContain(id);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answers 404 when the bytes are gone from the storage', async () => {
    const id = await uploadLicence(server.app, company.token);
    await server.storage.delete(id);
    expect((await read(id, company.token)).statusCode).toBe(404);
  });

  it('prefixes file URLs with FILES_PREFIX in production only', () => {
    const cdn = 'https://cdn.example.com/qds/';
    expect(fileUrl({ appMode: 'production', filesPrefix: cdn }, 'abc')).toBe(
      'https://cdn.example.com/qds/api/files/abc',
    );
    expect(fileUrl({ appMode: 'test', filesPrefix: cdn }, 'abc')).toBe('/api/files/abc');
    expect(fileUrl({ appMode: 'production', filesPrefix: '' }, 'abc')).toBe('/api/files/abc');
  });
});
