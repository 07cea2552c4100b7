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
import { SYSTEM_ACTOR, transition } from '../lib/workflow/transition';
import { ACTIVE, membershipEntity } from './entity';
import { membershipOf, type MembershipRecord } from './grant';

async function expire(tx: Database, record: Pick<MembershipRecord, 'id' | 'version'>, now: Date) {
  await transition(tx, {
    entity: membershipEntity,
    id: record.id,
    event: 'EXPIRE',
    expectedVersion: record.version,
    actor: SYSTEM_ACTOR,
    party: 'system',
    now,
  });
}

/** Expires the company's membership if it is active past its last day. */
export async function settleExpiry(tx: Database, corporateId: number, now: Date) {
  const record = await membershipOf(tx, corporateId);
  if (record?.status === ACTIVE && record.validTo < localDate(now)) await expire(tx, record, now);
}

/** Every active membership past its last day expires, each in its own transaction. */
export async function expireLapsedMemberships(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .select({ id: corporateVips.id, version: corporateVips.version })
    .from(corporateVips)
    .where(and(eq(corporateVips.status, ACTIVE), lt(corporateVips.validTo, localDate(now))));
  let expired = 0;
  for (const record of lapsed) {
    try {
      await expire(db, record, now);
      expired += 1;
    } catch {
      // Changed meanwhile (a renewal, a switch): the next sweep looks again.
    }
  }
  return expired;
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
