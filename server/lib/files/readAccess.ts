/**
 * Who may read a stored file (DESIGN §5): its uploader, the uploader's company, and
 * staff who may read a record the file is attached to. Everyone else is told it does
 * not exist, so file ids do not leak. Which records carry files, and who reads them, is
 * each area's to say: it adds its rule as it registers its routes (`attachmentRules.ts`).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Actor } from '../access';
import { isClaimedAppealFile } from './pendingUploads';
import type { FileRow } from './records';

/** Whether the actor may read the file because a record of one kind carries it. */
export type AttachmentRule = (db: Database, fileId: string, actor: Actor) => Promise<boolean>;

export interface FileAccess {
  /** An area's rule for the files its records carry. */
  readonly addAttachmentRule: (rule: AttachmentRule) => void;
  /** Whether the actor may read the file (when not, it is answered as missing). */
  readonly mayRead: (db: Database, file: FileRow, actor: Actor) => Promise<boolean>;
}

export function fileAccess(): FileAccess {
  const rules: AttachmentRule[] = [];
  return {
    addAttachmentRule: (rule) => void rules.push(rule),
    mayRead: async (db, file, actor) => {
      // An appeal's files are the reviewers' only, whatever company or account looks.
      if (file.ownerAccountId === null && !isClaimedAppealFile(file)) return false;
      if (file.ownerAccountId === actor.accountId) return true;
      if (file.corporateId !== null && file.corporateId === actor.corporateId) return true;
      for (const rule of rules) {
        if (await rule(db, file.id, actor)) return true;
      }
      return false;
    },
  };
}

/** The usual attachment: a file in one of a record's columns, read by whom the record lets in. */
export interface RecordFiles {
  readonly table: PgTable;
  /** The record's columns that hold a file id. */
  readonly files: readonly [AnyPgColumn, ...AnyPgColumn[]];
  /** Conditions on the records whose files the actor may read (none: every record), or false. */
  readonly readable: (actor: Actor) => false | readonly SQL[];
}

export function recordFilesRule({ table, files, readable }: RecordFiles): AttachmentRule {
  return async (db, fileId, actor) => {
    const conditions = readable(actor);
    if (conditions === false) return false;
    const found = await db
      .select({ one: sql`1` })
      .from(table)
      .where(and(or(...files.map((column) => eq(column, fileId))), ...conditions))
      .limit(1);
    return found.length > 0;
  };
}
