/**
 * Uploaded files and drawn certificates in an S3-compatible bucket (S3_BUCKET): every API
 * process on every machine reads what any of them wrote, so the app can run on more than
 * one machine behind a load balancer. The same FileStorage as the local folder: keys are
 * the server's own random ids, under a prefix per kind (`files/`, `cache/certificates/`).
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../../config';
import { assertSafeKey, type FileStorage } from './storage';

export function s3ClientFor(settings: ObjectStorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The bucket's keys under `prefix` ('' or ending in '/') as a FileStorage. */
export function objectFileStorage(client: S3Client, bucket: string, prefix: string): FileStorage {
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, bytes) {
      // Acknowledged only once the store has it, like the local folder's fsync.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        // The SDK answers Node's own stream here; a missing object threw before any byte.
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
