/**
 * The SMS outbox as the operator reads it (the /loginLog screen's third tab): every promised
 * message, those still waiting first (what may need a hand), then the newest; filtered by
 * state and days. Numbers are masked: the operator needs to see that a message is stuck,
 * not whom it is for.
 */
import { asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SmsDeliveryState, SmsOutboxEntry } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { smsOutbox } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { maskMobile } from '../lib/masking';
import { deliveryOf } from '../lib/sms/outbox';
import { readPage, type Page, type PageQuery } from '../lib/paging';

export interface SmsOutboxFilters {
  readonly state?: SmsDeliveryState;
  /** `YYYY-MM-DD`, inclusive days in the association's time. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

interface OutboxConditions {
  readonly state?: SmsDeliveryState;
  readonly createdSince?: Date;
  readonly createdBefore?: Date;
}

/** Prepared by shape (server/lib/preparedPage.ts). */
const outboxPage = preparedPage<OutboxConditions, typeof smsOutbox.$inferSelect>(
  'sms_outbox',
  {
    state: (state) => eq(smsOutbox.state, state),
    createdSince: (since) => gte(smsOutbox.createdAt, since),
    createdBefore: (before) => lt(smsOutbox.createdAt, before),
  },
  {
    total: (db, where) => db.select({ total: count() }).from(smsOutbox).where(where),
    rows: (db, where, { limit, offset }) =>
      db
        .select()
        .from(smsOutbox)
        .where(where)
        // Waiting first, then the newest; the id breaks ties so pages never overlap.
        .orderBy(
          asc(sql`case when ${smsOutbox.state} = 'pending' then 0 else 1 end`),
          desc(smsOutbox.createdAt),
          desc(smsOutbox.id),
        )
        .limit(limit)
        .offset(offset),
  },
);

export function querySmsOutboxPage(
  db: Database,
  query: SmsOutboxFilters & PageQuery,
): Promise<Page<SmsOutboxEntry>> {
  const reads = outboxPage(db, {
    filters: {
      state: query.state || undefined,
      createdSince: query.createdFrom ? startOfDay(query.createdFrom) : undefined,
      createdBefore: query.createdTo ? startOfNextDay(query.createdTo) : undefined,
    },
  });
  return readPage(query, reads, (rows) =>
    rows.map((row): SmsOutboxEntry => ({
      id: row.id,
      mobile: maskMobile(row.mobile),
      purpose: row.purpose,
      subjectEntity: row.subjectEntity,
      subjectId: row.subjectId,
      ...deliveryOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
