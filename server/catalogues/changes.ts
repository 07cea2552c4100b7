/**
 * What every catalogue change shares: who makes it and when, its admin log row, the
 * refusal of a name already taken, and the rule that an entry in use is not deleted.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { AdminActionDetails, CatalogueLevelTable, CatalogueTypeTable } from '../db/schema';
import type { RecordAction } from '../lib/adminAudit';
import { uniqueConstraintOf } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { targetTypeOf, type UsageCheck } from './kinds';

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

/** A catalogue's table of types or of levels. */
type EntryTable = CatalogueTypeTable | CatalogueLevelTable;

/** Writes the admin action row of a change to an entry, in the change's transaction. */
export function logEntryChange(
  tx: Database,
  { now, recordAction }: CatalogueChange,
  action: 'catalogue.create' | 'catalogue.update' | 'catalogue.delete' | 'catalogue.copy',
  table: EntryTable,
  id: number,
  details: AdminActionDetails,
): Promise<void> {
  return recordAction(tx, { action, target: { type: targetTypeOf(table), id }, details, at: now });
}

/**
 * Deletes an entry (a type or a level) only while nothing refers to it (`usages`), and logs
 * what it was (`valuesOf` its row).
 */
export async function deleteEntry<TTable extends EntryTable>(
  db: Database,
  change: CatalogueChange,
  entry: {
    readonly table: TTable;
    readonly usages: readonly UsageCheck[];
    readonly valuesOf: (row: TTable['$inferSelect']) => AdminActionDetails;
  },
  id: number,
): Promise<{ id: number }> {
  const { table } = entry;
  return db.transaction(async (tx) => {
    // Locks the row, so nothing starts referring to it while the usages are counted.
    const [locked] = (await tx
      .select()
      .from(table as EntryTable)
      .where(eq(table.id, id))
      .for('update')) as TTable['$inferSelect'][];
    if (!locked) throw notFound();
    await refuseWhileUsed(tx, entry.usages, locked);
    await tx.delete(table as EntryTable).where(eq(table.id, id));
    await logEntryChange(tx, change, 'catalogue.delete', table, id, {
      before: entry.valuesOf(locked),
    });
    return { id };
  });
}
