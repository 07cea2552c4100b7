/**
 * A record may name only files its author's company (or the author) uploaded: a file id
 * of someone else's is refused like a malformed field, naming the field.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import type { Actor } from '../access';
import { AppError, HttpStatus } from '../errors';

export async function assertFilesUsable(
  db: Database,
  actor: Actor,
  values: Readonly<Record<string, string | null | undefined>>,
  fileFields: readonly string[],
): Promise<void> {
  const named = fileFields.flatMap((field) => {
    const id = values[field];
    return id ? [{ field, id }] : [];
  });
  if (named.length === 0) return;
  const owners = [eq(files.ownerAccountId, actor.accountId)];
  if (actor.corporateId !== null) owners.push(eq(files.corporateId, actor.corporateId));
  const ids = named.map(({ id }) => id);
  const usable = new Set(
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, ids), or(...owners)))
    ).map(({ id }) => id),
  );
  const refused = named.filter(({ id }) => !usable.has(id));
  if (refused.length === 0) return;
  const key = 'validation.fileNotUsable';
  throw new AppError(HttpStatus.badRequest, key, {
    field: refused[0]?.field,
    fieldErrors: Object.fromEntries(refused.map(({ field }) => [field, { key }])),
  });
}
