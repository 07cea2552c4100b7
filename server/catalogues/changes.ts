/**
 * What every catalogue change shares: who makes it and when, its admin log row, the
 * refusal of a name already taken, and the rule that an entry in use is not deleted.
 */
import type { Database } from '../db/client';
import type { RecordAction } from '../lib/adminAudit';
import { uniqueConstraintOf } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import type { UsageCheck } from './kinds';

/** Writes the admin action row of a change, in the change's transaction. */

export interface CatalogueChange {
  readonly now: Date;
  readonly recordAction: RecordAction;
}

/** The catalogue forms' own field labels (`catalogue.field.name` is "名称"). */
export const FIELD_LABELS = 'catalogue.field';

export const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

/**
 * Runs a write; a unique name clash (also one raced in) becomes a 409 under `name`. Every
 * catalogue's name key is called `<table>_…name_key` (server/db/schema.ts).
 */
export async function withUniqueName<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!uniqueConstraintOf(error)?.endsWith('name_key')) throw error;
    throw new AppError(HttpStatus.conflict, key, {
      field: 'name',
      labels: FIELD_LABELS,
      fieldErrors: { name: { key } },
    });
  }
}

/** 409 naming the first thing that still refers to the entry. */
export async function refuseWhileUsed(
  tx: Database,
  usages: readonly UsageCheck[],
  entry: { readonly id: number; readonly name: string },
): Promise<void> {
  for (const usage of usages) {
    const users = await usage.count(tx, entry.id);
    if (users > 0) {
      throw new AppError(HttpStatus.conflict, usage.key, {
        params: { name: entry.name, count: users },
      });
    }
  }
}
