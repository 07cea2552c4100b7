/**
 * Files joined to the records that name them: a record with several files joins `files`
 * once per column, each under its own alias, and answers each as the client sees files.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { StoredFileInfo } from '@machines/contracts';
import type { Config } from '../../config';
import { files } from '../../db/schema';
import { describeFile } from './records';

/** `files` joined under `name`, and the columns a file's description needs. */
export function joinedFile<TName extends string>(name: TName) {
  const table = alias(files, name);
  return { table, columns: { id: table.id, originalName: table.originalName, mime: table.mime } };
}

export interface JoinedFileColumns {
  readonly id: string | null;
  readonly originalName: string | null;
  readonly mime: string | null;
}

/** A left-joined file as answers show it; null where the record names none. */
export function joinedFileInfo(
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  file: JoinedFileColumns | null,
): StoredFileInfo | null {
  return file?.id
    ? describeFile(config, {
        id: file.id,
        originalName: file.originalName ?? '',
        mime: file.mime ?? '',
      })
    : null;
}
