/**
 * Uploaded files and the certificate cache in an S3-compatible bucket (S3_BUCKET): the
 * FileStorage the app uses, against a local S3-protocol server (s3rver). The two-process
 * suite (tests/security/twoProcesses.test.ts) runs two servers on one bucket.
 */
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { fileStores } from '../../server/lib/files/stores';
import { startObjectStore, type LocalObjectStore } from './support/objectStore';

describe('files in an S3 bucket', () => {
  let bucket: LocalObjectStore;
  beforeAll(async () => {
    bucket = await startObjectStore();
  });
  afterAll(() => bucket.close());

  const storesOf = (environment: Record<string, string> = {}) =>
    fileStores(loadConfig({ DATA_DIR: '/nonexistent', ...bucket.environment, ...environment }));

  it('keeps, reads and deletes a file under its own key, nothing on the local disk', async () => {
    const { storage } = storesOf();
    await storage.put('file-0000000001', Buffer.from('licence bytes'));
    const stream = await storage.get('file-0000000001');
    expect(stream && (await buffer(stream)).toString()).toBe('licence bytes');
    expect(await bucket.keys('files/')).toEqual(['files/file-0000000001']);
    await storage.delete('file-0000000001');
    expect(await storage.get('file-0000000001')).toBeNull();
  });

  it('answers nothing for a key never stored, and refuses a key it did not make', async () => {
    const { storage } = storesOf();
    expect(await storage.get('never-stored-0001')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('keeps the certificate cache apart, and a deployment under its own prefix', async () => {
    const { certificateCache } = storesOf({ S3_PREFIX: '/province-a/' });
    await certificateCache.put('drawn-certificate-0001', Buffer.from('png'));
    expect(await bucket.keys('province-a/')).toEqual([
      'province-a/cache/certificates/drawn-certificate-0001',
    ]);
    expect(await storesOf().certificateCache.get('drawn-certificate-0001')).toBeNull();
  });
});

describe('object storage settings', () => {
  it('is off without S3_BUCKET; paths on a custom endpoint; keys in pairs', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(
      loadConfig({ S3_BUCKET: 'qds', S3_ENDPOINT: 'http://127.0.0.1:9000' }).objectStorage,
    ).toMatchObject({ bucket: 'qds', forcePathStyle: true, region: 'us-east-1', prefix: '' });
    expect(loadConfig({ S3_BUCKET: 'qds' }).objectStorage?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'qds', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'qds', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
