/**
 * Uploads of the public appeal form (DESIGN §9 "forgot account"): made without a session,
 * so they have no owner account. Each is pending until an appeal takes it; one no appeal
 * takes within PENDING_UPLOAD_LIFETIME_MS is swept away, bytes and row. Nobody may read a
 * pending file (it has no owner and no record refers to it); once taken, only the
 * reviewers of appeals may (readAccess.ts).
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { APPEAL_FILE_PURPOSES, files } from '../../db/schema';
import type { AcceptedMime } from './contentType';
import { storeFile, type FileRow } from './records';
import type { FileStorage } from './storage';

export const PENDING_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The public form takes pictures and PDFs: a stamped statement is usually a scanned PDF.
 * A PDF is inspected like every upload (no script, no launch action, no embedded file) and
 * read by the appeal's reviewers only.
 */
export const PUBLIC_UPLOAD_MIMES: readonly AcceptedMime[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
];

export type AppealFileRole = 'licence' | 'proof';

export function storePendingUpload(
  db: Database,
  storage: FileStorage,
  upload: { readonly bytes: Buffer; readonly mime: AcceptedMime; readonly fileName: string },
  now: Date,
): Promise<FileRow> {
  return storeFile(
    db,
    storage,
    {
      bytes: upload.bytes,
      mime: upload.mime,
      originalName: upload.fileName,
      purpose: APPEAL_FILE_PURPOSES.pending,
      ownerAccountId: null,
      corporateId: null,
    },
    now,
  );
}

const pendingSince = (now: Date) => new Date(now.getTime() - PENDING_UPLOAD_LIFETIME_MS);

const isPending = (fileId: string, now: Date) =>
  and(
    eq(files.id, fileId),
    isNull(files.ownerAccountId),
    eq(files.purpose, APPEAL_FILE_PURPOSES.pending),
    gt(files.createdAt, pendingSince(now)),
  );

/** Whether an appeal could still take the file (a check before anything is used up). */
export async function isPendingUpload(db: Database, fileId: string, now: Date): Promise<boolean> {
  const [found] = await db.select({ id: files.id }).from(files).where(isPending(fileId, now));
  return found !== undefined;
}

/**
 * Takes a pending upload for an appeal's licence or proof, in the caller's transaction.
 * One statement, so of two submissions naming the same file only one gets it. False when
 * the file does not exist, is not a pending public upload, or has expired.
 */
export async function claimPendingUpload(
  tx: Database,
  fileId: string,
  role: AppealFileRole,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(files)
    .set({ purpose: APPEAL_FILE_PURPOSES[role] })
    .where(isPending(fileId, now))
    .returning({ id: files.id });
  return claimed.length > 0;
}

/** Deletes the pending uploads no appeal took in time; answers how many went. */
export async function sweepAbandonedUploads(
  db: Database,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const abandoned = await db
    .delete(files)
    .where(
      and(
        isNull(files.ownerAccountId),
        eq(files.purpose, APPEAL_FILE_PURPOSES.pending),
        lt(files.createdAt, pendingSince(now)),
      ),
    )
    .returning({ id: files.id });
  // Rows first: a file whose row is gone can no longer be claimed while its bytes go.
  for (const { id } of abandoned) await storage.delete(id);
  return abandoned.length;
}

/** Whether a file is a public appeal upload taken by an appeal (licence or proof). */
export function isClaimedAppealFile(file: Pick<FileRow, 'ownerAccountId' | 'purpose'>): boolean {
  const taken: readonly string[] = [APPEAL_FILE_PURPOSES.licence, APPEAL_FILE_PURPOSES.proof];
  return file.ownerAccountId === null && file.purpose !== null && taken.includes(file.purpose);
}
