/** Where this deployment keeps its files: an S3-compatible bucket (S3_BUCKET), else DATA_DIR. */
import { join } from 'node:path';
import type { Config } from '../../config';
import { objectFileStorage, s3ClientFor } from './objectStorage';
import { localFileStorage, type FileStorage } from './storage';

export interface FileStores {
  /** Uploaded files. */
  readonly storage: FileStorage;
  /** Drawn certificates, kept under a hash of what they show (certificateDocument.ts). */
  readonly certificateCache: FileStorage;
}

/** Where files are kept: the bucket when S3_BUCKET names one, else DATA_DIR. */
export function fileStores(config: Pick<Config, 'dataDir' | 'objectStorage'>): FileStores {
  const bucket = config.objectStorage;
  if (bucket) {
    const client = s3ClientFor(bucket);
    return {
      storage: objectFileStorage(client, bucket.bucket, `${bucket.prefix}files/`),
      certificateCache: objectFileStorage(
        client,
        bucket.bucket,
        `${bucket.prefix}cache/certificates/`,
      ),
    };
  }
  return {
    storage: localFileStorage(join(config.dataDir, 'files')),
    certificateCache: localFileStorage(join(config.dataDir, 'cache', 'certificates')),
  };
}

/** The uploaded files' store of this configuration. */
export function defaultFileStorage(config: Pick<Config, 'dataDir' | 'objectStorage'>): FileStorage {
  return fileStores(config).storage;
}
