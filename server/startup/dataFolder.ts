/**
 * DATA_DIR must take writes (the embedded database's cluster, uploads, drawn
 * certificates): checked before anything else starts, so a read-only or full folder is
 * one line naming it and what to do, not a system error from deep inside a start.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WHAT_TO_DO: Readonly<Record<string, string>> = {
  EACCES:
    'give the user running the service write access to it, or set DATA_DIR to a folder it may write',
  EPERM:
    'give the user running the service write access to it, or set DATA_DIR to a folder it may write',
  EROFS: 'it is on a read-only file system: set DATA_DIR to a folder on a writable one',
  ENOSPC: 'its disk is full: free space on it, or set DATA_DIR to a folder on another disk',
  EDQUOT: 'its disk quota is used up: free space, or set DATA_DIR to a folder on another disk',
};

export class DataFolderError extends Error {}

export function assertWritableDataFolder(dataDir: string): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    // A few kilobytes, so a full disk shows here too.
    writeFileSync(probe, Buffer.alloc(64 * 1024));
    rmSync(probe, { force: true });
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    const advice = WHAT_TO_DO[code];
    if (!advice) throw error;
    throw new DataFolderError(`DATA_DIR (${dataDir}) cannot be written (${code}): ${advice}.`);
  }
}
