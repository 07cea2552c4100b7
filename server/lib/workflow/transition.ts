/**
 * The workflow service (DESIGN §7.2), shared by every area with a status lifecycle. One
 * step: rebuild the snapshot of the stored status, let the family's machine decide, then
 * in one transaction write status and version, the audit row, the applicant's message and
 * one to whoever must act next (the entity's `mustActOf`).
 * The write names the version the caller saw, so of many concurrent decisions on one
 * record exactly one changes it; the others get 409.
 */
import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AnyStateMachine } from 'xstate';
import { statusFamilies, type Party, type StatusFamily } from '@machines/workflows';
import type { Database } from '../../db/client';
import { messages, workflowEvents } from '../../db/schema';
import type { Actor } from '../access';
import type { WorkflowEntity, WorkflowRow, WorkflowTable } from './entity';
import { tellToAct } from './mustAct';
import { stepMessage } from './notification';
import { notFound, staleVersion, transitionRefusal } from './refusals';

export interface TransitionStep {
  readonly from: number;
  readonly to: number;
  readonly event: string;
  readonly party: Party;
}

/** Who takes a step: an account in its active role, or the system (a scheduled sweep). */
export type StepActor = Pick<Actor, 'accountId' | 'activeRole'> | typeof SYSTEM_ACTOR;

/** The actor of steps nobody takes by hand, such as a membership's expiry. */
export const SYSTEM_ACTOR = { accountId: null, activeRole: null } as const;

/** The step asked of one record: who takes it, at which version, and what goes with it. */
export interface StepWanted<TTable extends WorkflowTable> {
  readonly entity: WorkflowEntity<TTable>;
  readonly id: number;
  readonly event: string;
  readonly comment?: string | null;
  /** The version the actor saw; anything else is a stale view (409). */
  readonly expectedVersion: number;
  readonly actor: StepActor;
  /** Decided by the caller from role and record: the owner is the applicant. */
  readonly party: Party;
  readonly now: Date;
  /**
   * What the family's guards read besides status and party (a sign-up's session dates and
   * the day of the step); the caller reads it from the record it found.
   */
  readonly context?: object;
  /**
   * Columns written together with the status, e.g. the time of a submission, or read in the
   * step's transaction (an issued certificate's number): the step's message then sees them.
   */
  readonly changes?: (
    step: TransitionStep,
    tx: Database,
  ) => PgUpdateSetSource<TTable> | Promise<PgUpdateSetSource<TTable>>;
  /** Further writes in the same transaction (another record's update); throwing undoes the step. */
  readonly afterStep?: (
    tx: Database,
    row: WorkflowRow<TTable>,
    step: TransitionStep,
  ) => Promise<void>;
}

export function familyOf(name: WorkflowEntity<WorkflowTable>['family']) {
  // The families differ only in their event types; the service treats events as data.
  return statusFamilies[name] as StatusFamily<AnyStateMachine>;
}

/** Answers the changed row. `db` may be a transaction: the step then nests in it. */
export async function transition<TTable extends WorkflowTable>(
  db: Database,
  wanted: StepWanted<TTable>,
): Promise<WorkflowRow<TTable>> {
  const { entity, id, expectedVersion, party, now } = wanted;
  const { table } = entity;
  const family = familyOf(entity.family);
  const comment = wanted.comment?.trim() || null;

  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status, version: table.version })
      .from(table as WorkflowTable)
      .where(eq(table.id, id));
    if (!current) throw notFound();
    const from = Number(current.status);
    if (Number(current.version) !== expectedVersion) throw staleVersion();

    const role = wanted.actor.activeRole ?? undefined;
    const actor = role ? { party, role } : { party };
    const event = { type: wanted.event, actor, ...(comment ? { comment } : {}) };
    const { context } = wanted;
    const known = family.eventTypes.includes(wanted.event);
    const next = known ? family.next(from, event, context) : undefined;
    if (!next) {
      const available = family
        .availableEvents(from, actor, context)
        .find((e) => e.type === wanted.event);
      const explained = available ? undefined : entity.explainRefusal?.(from, event, context ?? {});
      throw (
        explained ?? transitionRefusal(entity.family, from, wanted.event, available !== undefined)
      );
    }

    const step: TransitionStep = { from, to: next.code, event: wanted.event, party };
    const values = {
      ...(await wanted.changes?.(step, tx)),
      status: next.code,
      version: expectedVersion + 1,
      updatedAt: now,
    } as PgUpdateSetSource<TTable>;
    const [row] = (await tx
      .update(table)
      .set(values)
      .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
      .returning()) as WorkflowRow<TTable>[];
    if (!row) throw staleVersion();

    await tx.insert(workflowEvents).values({
      entity: entity.name,
      entityId: id,
      fromCode: from,
      toCode: next.code,
      event: wanted.event,
      actorAccountId: wanted.actor.accountId,
      actorRole: wanted.actor.activeRole,
      comment,
      createdAt: now,
    });
    const recipientAccountId = entity.recipientOf(row);
    if (recipientAccountId !== null) {
      const message = stepMessage({
        family: entity.family,
        kindKey: entity.kindKey,
        subject: await entity.subjectOf(row, tx),
        event: wanted.event,
        toStatus: next.code,
        comment,
      });
      await tx.insert(messages).values({ recipientAccountId, ...message, createdAt: now });
    }
    const mustAct = await entity.mustActOf?.(tx, row, next.code);
    if (mustAct) await tellToAct(tx, mustAct, entity.kindKey, now);
    await wanted.afterStep?.(tx, row, step);
    return row;
  });
}
