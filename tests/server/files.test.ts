/**
 * Uploading and reading files as the client does. What must be refused, how names are
 * stored and who may read what: tests/security/uploads.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { fileUrl } from '../../server/lib/files/records';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { multipart, samples, upload, uploadLicence } from './support/uploads';
import { startTestServer, type TestServer } from './support/testServer';

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

  it('recognises JPEG, PNG, WebP and PDF from the content when the name claims no type', async () => {
    const expected = {
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      pdf: 'application/pdf',
    } as const;
    for (const [kind, mime] of Object.entries(expected)) {
      const bytes = samples[kind as keyof typeof expected];
      const answer = await upload(server.app, company.token, { bytes, fileName: 'scan' });
      expect(answer.body.data.type, kind).toBe(mime);
    }
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
