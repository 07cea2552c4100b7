/**
 * Marking the account's own messages read. Naming a message that is not the caller's (or
 * does not exist) refuses the whole request with 404 and changes nothing, so another
 * account's message cannot be told apart from no message at all.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MarkReadAnswer } from '@machines/contracts';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';

/** One request marks at most this many; the centre's pages hold at most 100. */
export const MAX_MARK_IDS = 100;

async function unreadOf(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.recipientAccountId, accountId), isNull(messages.readAt)));
  return row?.unread ?? 0;
}

export async function markMessagesRead(
  db: Database,
  accountId: number,
  ids: readonly number[],
  now: Date,
): Promise<MarkReadAnswer> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const before = await unreadOf(tx, accountId);
    // A read message keeps the moment it was first read.
    const touched = await tx
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(messages.recipientAccountId, accountId), inArray(messages.id, wanted)))
      .returning({ id: messages.id });
    if (touched.length !== wanted.length) {
      // Rolls the update back: all of the request or none of it.
      throw new AppError(HttpStatus.notFound, 'error.notFound');
    }
    const unread = await unreadOf(tx, accountId);
    return { updated: before - unread, unread };
  });
}

export async function markAllMessagesRead(
  db: Database,
  accountId: number,
  now: Date,
): Promise<MarkReadAnswer> {
  const updated = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.recipientAccountId, accountId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return { updated: updated.length, unread: 0 };
}
