/** File rows: storing an upload and describing a stored file to the client. */
import type { StoredFileInfo } from '@machines/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import type { AcceptedMime } from './contentType';
import { sanitiseFileName } from './names';
import type { FileStorage } from './storage';

export type FileRow = typeof files.$inferSelect;

/** What answers show of a file: `url` is where the client reads it. */
export type FileInfo = StoredFileInfo;

export interface NewFile {
  readonly bytes: Buffer;
  readonly mime: AcceptedMime;
  readonly originalName: string | undefined;
  readonly purpose: string | null;
  /** Null only for the public appeal form's uploads (pendingUploads.ts). */
  readonly ownerAccountId: number | null;
  readonly corporateId: number | null;
}

/** 128 random bits: ids cannot be guessed, and they are the storage keys too. */
const newFileId = () => randomBytes(16).toString('base64url');

export async function storeFile(
  db: Database,
  storage: FileStorage,
  file: NewFile,
  now: Date,
): Promise<FileRow> {
  const id = newFileId();
  await storage.put(id, file.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        ownerAccountId: file.ownerAccountId,
        corporateId: file.corporateId,
        originalName: sanitiseFileName(file.originalName),
        mime: file.mime,
        size: file.bytes.length,
        purpose: file.purpose,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The file row was not written');
    return row;
  } catch (error) {
    await storage.delete(id);
    throw error;
  }
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** In production, file URLs start with the configured public prefix (DESIGN §5). */
export function fileUrl(config: Pick<Config, 'appMode' | 'filesPrefix'>, id: string): string {
  const prefix = config.appMode === 'production' ? config.filesPrefix.replace(/\/+$/, '') : '';
  return `${prefix}/api/files/${id}`;
}

export function describeFile(
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  row: Pick<FileRow, 'id' | 'originalName' | 'mime'>,
): FileInfo {
  return { id: row.id, url: fileUrl(config, row.id), name: row.originalName, type: row.mime };
}
