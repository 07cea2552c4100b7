/**
 * The SMS outbox as the operator reads it (the /loginLog screen's third tab): every promised
 * message, those still waiting first (what may need a hand), then the newest; filtered by
 * state and days. Numbers are masked: the operator needs to see that a message is stuck,
 * not whom it is for.
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SmsDeliveryState, SmsOutboxEntry } from '@machines/contracts';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { maskMobile } from '../lib/masking';
import { deliveryOf } from '../lib/sms/outbox';
import { pageOffset, type Page, type PageQuery } from '../lib/paging';

export interface SmsOutboxFilters {
  readonly state?: SmsDeliveryState;
  /** `YYYY-MM-DD`, inclusive days in the association's time. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

function conditions(filters: SmsOutboxFilters): SQL | undefined {
  return and(
    filters.state ? eq(smsOutbox.state, filters.state) : undefined,
    filters.createdFrom ? gte(smsOutbox.createdAt, startOfDay(filters.createdFrom)) : undefined,
    filters.createdTo ? lt(smsOutbox.createdAt, startOfNextDay(filters.createdTo)) : undefined,
  );
}

export async function querySmsOutboxPage(
  db: Database,
  query: SmsOutboxFilters & PageQuery,
): Promise<Page<SmsOutboxEntry>> {
  const where = conditions(query);
  const [rows, [totals]] = await Promise.all([
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
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(smsOutbox).where(where),
  ]);
  const list = rows.map((row): SmsOutboxEntry => ({
    id: row.id,
    mobile: maskMobile(row.mobile),
    purpose: row.purpose,
    subjectEntity: row.subjectEntity,
    subjectId: row.subjectId,
    ...deliveryOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, total: totals?.total ?? 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
}
