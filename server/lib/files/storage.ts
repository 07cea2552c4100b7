/**
 * Where uploaded bytes live, behind a small interface so an S3-compatible store can
 * replace the local folder (DESIGN §6). Keys are server-made random ids, never names
 * from a client, and the folder sits outside the web root (DATA_DIR/files).
 */
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
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
      await writeFile(path, bytes, { flag: 'wx' });
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
