/**
 * A local S3-protocol server for the suites (s3rver, files in a temporary folder), with the
 * environment that points the app at its bucket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../../server/config';
import { s3ClientFor } from '../../../server/lib/files/objectStorage';

export const BUCKET = 'qds-test';

export interface LocalObjectStore {
  /** S3_* variables naming the bucket (s3rver accepts its own fixed key pair). */
  readonly environment: Readonly<Record<string, string>>;
  readonly client: S3Client;
  /** The keys in the bucket under `prefix`. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startObjectStore(): Promise<LocalObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'qds-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const environment = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const settings = loadConfig(environment).objectStorage;
  if (!settings) throw new Error('S3_BUCKET did not configure object storage');
  const client = s3ClientFor(settings);
  return {
    environment,
    client,
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }),
      );
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
