/**
 * The account's own messages for the message centre and the bell: newest first, each
 * marked read or unread (issue 42: unread first put an older item above a newer one).
 */
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { MessageItem, MessagePage } from '@machines/contracts';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { containsPattern, pageOffset, type PageQuery } from '../lib/paging';

export interface MessagePageQuery extends PageQuery {
  /** Matches title or content. */
  readonly content?: string;
}

export async function queryMessagePage(
  db: Database,
  accountId: number,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const own = eq(messages.recipientAccountId, accountId);
  const text = query.content?.trim();
  const matching = text
    ? and(
        own,
        or(
          ilike(messages.title, containsPattern(text)),
          ilike(messages.content, containsPattern(text)),
        ),
      )
    : own;

  const rows = await db
    .select()
    .from(messages)
    .where(matching)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await db.select({ total: count() }).from(messages).where(matching);
  const [unread] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(own, isNull(messages.readAt)));

  const list: MessageItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    list,
    total: totals?.total ?? 0,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    /** All unread messages of the account, whatever the filter: the bell's dot. */
    unread: unread?.unread ?? 0,
  };
}
