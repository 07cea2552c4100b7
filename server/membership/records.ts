/**
 * The platform's hand on memberships (`membershipCheck`, members tab): edit the level and
 * validity, disable or enable, reset (end it, so the company may apply afresh). Each is an
 * administrative change, recorded in the admin action log in its own transaction, and
 * every status change goes through the workflow service.
 */
import { and, eq } from 'drizzle-orm';
import type { CorporateVip } from '@machines/contracts';
import { membershipEditSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { corporateVips } from '../db/schema';
import type { Actor } from '../lib/access';
import type { RecordAction } from '../lib/adminAudit';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { staleVersion } from '../lib/workflow/refusals';
import { transition } from '../lib/workflow/transition';
import { EXPIRED, membershipEntity } from './entity';
import { settleExpiry } from './expiry';
import { assertLevelOffered } from './levels';
import { findMembership } from './memberships';

/** Writes the admin action row of a change, in the change's transaction. */

export interface MembershipChange {
  readonly actor: Actor;
  readonly now: Date;
  readonly recordAction: RecordAction;
}

const TARGET = 'corporate_vips';

async function storedMembership(tx: Database, id: number, version: number) {
  const found = await findMembership(tx, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  if (found.version !== version) throw staleVersion();
  return found;
}

export interface MembershipEdit {
  readonly id: number;
  readonly version: number;
  readonly levelCode: string;
  readonly validFrom: string;
  readonly validTo: string;
}

/**
 * `update-corporatevip`: a new level or validity. An expired membership given days ahead
 * is renewed; an active one whose end moves into the past expires.
 */
export async function editMembership(
  db: Database,
  { actor, now, recordAction }: MembershipChange,
  edit: MembershipEdit,
): Promise<CorporateVip> {
  const values = await validate(membershipEditSchema, edit);
  await assertLevelOffered(db, values.levelCode);
  return db.transaction(async (tx) => {
    const stored = await storedMembership(tx, edit.id, edit.version);
    const changes = {
      levelCode: values.levelCode,
      validFrom: values.validFrom,
      validTo: values.validTo,
    };
    if (stored.status === EXPIRED && values.validTo >= localDate(now)) {
      await transition(tx, {
        entity: membershipEntity,
        id: stored.id,
        event: 'RENEW',
        expectedVersion: stored.version,
        actor,
        party: 'platform',
        now,
        changes: () => changes,
      });
    } else {
      const [updated] = await tx
        .update(corporateVips)
        .set({ ...changes, version: stored.version + 1, updatedAt: now })
        .where(and(eq(corporateVips.id, stored.id), eq(corporateVips.version, stored.version)))
        .returning({ id: corporateVips.id });
      if (!updated) throw staleVersion();
      await settleExpiry(tx, stored.corporateId, now);
    }
    await recordAction(tx, {
      action: 'membership.update',
      target: { type: TARGET, id: stored.id },
      details: {
        before: {
          levelCode: stored.levelCode,
          validFrom: stored.validFrom,
          validTo: stored.validTo,
        },
        after: changes,
      },
      at: now,
    });
    return reloaded(tx, stored.id);
  });
}

/** `update-uservip-enable`: disable a membership, or enable it (expiring it if it lapsed). */
export async function switchMembership(
  db: Database,
  { actor, now, recordAction }: MembershipChange,
  { id, version, enabled }: { id: number; version: number; enabled: boolean },
): Promise<CorporateVip> {
  return db.transaction(async (tx) => {
    const stored = await storedMembership(tx, id, version);
    await transition(tx, {
      entity: membershipEntity,
      id,
      event: enabled ? 'ENABLE' : 'DISABLE',
      expectedVersion: version,
      actor,
      party: 'platform',
      now,
    });
    if (enabled) await settleExpiry(tx, stored.corporateId, now);
    await recordAction(tx, {
      action: enabled ? 'membership.enable' : 'membership.disable',
      target: { type: TARGET, id },
      details: { enabled },
      at: now,
    });
    return reloaded(tx, id);
  });
}

/**
 * `reset-uservip`: the membership ends and its record goes; the company is no member and
 * may apply again. Its applications and their timelines stay.
 */
export async function resetMembership(
  db: Database,
  { now, recordAction }: MembershipChange,
  { id, version }: { id: number; version: number },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const stored = await storedMembership(tx, id, version);
    const [removed] = await tx
      .delete(corporateVips)
      .where(and(eq(corporateVips.id, id), eq(corporateVips.version, version)))
      .returning({ id: corporateVips.id });
    if (!removed) throw staleVersion();
    await recordAction(tx, {
      action: 'membership.reset',
      target: { type: TARGET, id },
      details: {
        corporateId: stored.corporateId,
        levelCode: stored.levelCode,
        validTo: stored.validTo,
      },
      at: now,
    });
    return removed;
  });
}

async function reloaded(tx: Database, id: number): Promise<CorporateVip> {
  const found = await findMembership(tx, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return found.answer;
}
