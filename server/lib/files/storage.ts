/**
 * Where uploaded bytes live, behind a small interface so an S3-compatible store can
 * replace the local folder (DESIGN §6). Keys are server-made random ids, never names
 * from a client, and the folder sits outside the web root (DATA_DIR/files).
 */
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

async function syncFolder(directory: string): Promise<void> {
  const folder = await open(directory, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export function localFileStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(directory, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(directory, { recursive: true });
      // `wx`: a key is written once; a clash would mean a broken id generator.
      const file = await open(path, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      // The bytes and the folder's entry for them are on disk before the upload is
      // acknowledged, like the database row that names the file (docs/security.md).
      await syncFolder(directory);
    },
    async get(key) {
      const path = pathOf(key);
      // Opened here, so a missing file is known before anything is sent.
      const handle = await open(path, 'r').catch(() => null);
      return handle ? handle.createReadStream() : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
