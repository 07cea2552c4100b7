/**
 * Memberships whose validity has ended expire: the system's EXPIRE step, taken by an
 * hourly sweep and right after any change that could leave an active membership past its
 * end (enabling one, restoring its approval, editing its dates).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { corporateVips } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { localDate } from '../lib/dates';
import { scheduleHourly } from '../lib/schedule';
import { expireEach, expireRecord } from '../lib/workflow/expiry';
import { ACTIVE, membershipEntity } from './entity';
import { membershipOf } from './grant';

/** Expires the company's membership if it is active past its last day. */
export async function settleExpiry(tx: Database, corporateId: number, now: Date) {
  const record = await membershipOf(tx, corporateId);
  if (record?.status === ACTIVE && record.validTo < localDate(now)) {
    await expireRecord(tx, membershipEntity, record, now);
  }
}

/** Every active membership past its last day expires, each in its own transaction. */
export async function expireLapsedMemberships(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .select({ id: corporateVips.id, version: corporateVips.version })
    .from(corporateVips)
    .where(and(eq(corporateVips.status, ACTIVE), lt(corporateVips.validTo, localDate(now))));
  return expireEach(db, membershipEntity, lapsed, now);
}

export function scheduleExpirySweep(
  app: FastifyInstance,
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
): void {
  scheduleHourly(app, 'expiring memberships', async () => {
    const expired = await expireLapsedMemberships(db, clock.now());
    if (expired > 0) app.log.info({ expired }, 'memberships past their validity expired');
  });
}
