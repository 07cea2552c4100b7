/**
 * The steps every applicant takes on a record of the generic application family (a
 * real-name or membership application, a declared person): submit its content in one
 * transaction with the SUBMIT, withdraw it, and the platform's decisions on it. Each area
 * hands over how to write its content and what follows a decision.
 */
import { and, eq } from 'drizzle-orm';
import type { Party } from '@machines/workflows';
import type { Database } from '../../db/client';
import type { Actor } from '../access';
import { AppError, HttpStatus } from '../errors';
import type { Decision } from './decision';
import type { WorkflowEntity, WorkflowRow, WorkflowTable } from './entity';
import { requiredVersion, staleVersion, transitionRefusal } from './refusals';
import { familyOf, transition, type TransitionStep } from './transition';

export interface Saved {
  readonly id: number;
  readonly version: number;
}

/**
 * Refuses, before anything is written, a submission of a stored record the version of
 * which the applicant did not see (409) or from whose status SUBMIT does not lead (409).
 * The submitting party is the applicant, or the training institution of a course.
 */
export function assertSubmittable(
  entity: WorkflowEntity<WorkflowTable>,
  actor: Actor,
  stored: { readonly status: number; readonly version: number },
  version: number | null | undefined,
  party: Party = 'applicant',
): void {
  if (stored.version !== requiredVersion(version)) throw staleVersion();
  const submit = { type: 'SUBMIT', actor: { party, role: actor.activeRole } };
  if (!familyOf(entity.family).next(stored.status, submit)) {
    throw transitionRefusal(entity.family, stored.status, 'SUBMIT', false);
  }
}

/**
 * Writes the content (`write`) and submits it, in one transaction: a record that fails
 * the submission (the machine, a stale version) stays as it was. Answers its id.
 */
export function writeAndSubmit<TTable extends WorkflowTable & { submittedAt: unknown }>(
  db: Database,
  {
    entity,
    actor,
    now,
    write,
    party = 'applicant',
  }: {
    entity: WorkflowEntity<TTable>;
    actor: Actor;
    now: Date;
    write: (tx: Database) => Promise<Saved>;
    party?: Party;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const saved = await write(tx);
    await transition(tx, {
      entity,
      id: saved.id,
      event: 'SUBMIT',
      expectedVersion: saved.version,
      actor,
      party,
      now,
      changes: () => ({ submittedAt: now }) as never,
    });
    return saved.id;
  });
}

/** The applicant (or a course's institution) withdraws a submission awaiting review. */
export async function withdraw<TTable extends WorkflowTable>(
  db: Database,
  {
    entity,
    actor,
    id,
    version,
    now,
    party = 'applicant',
  }: {
    entity: WorkflowEntity<TTable>;
    actor: Actor;
    id: number;
    version: number;
    now: Date;
    party?: Party;
  },
): Promise<void> {
  await transition(db, {
    entity,
    id,
    event: 'WITHDRAW',
    expectedVersion: version,
    actor,
    party,
    now,
  });
}

/**
 * The applicant deletes a record the machine tags `deletable` (a draft nobody reviewed),
 * at the version it saw; rows that belong to it go with it (their foreign keys cascade).
 */
export async function deleteDeletable<TTable extends WorkflowTable>(
  db: Database,
  entity: WorkflowEntity<TTable>,
  stored: { readonly id: number; readonly status: number; readonly version: number },
  version: number,
): Promise<void> {
  if (stored.version !== version) throw staleVersion();
  const family = familyOf(entity.family);
  if (!family.snapshotOf(stored.status).hasTag('deletable')) {
    const status = { key: family.metaOf(stored.status).label };
    throw new AppError(HttpStatus.conflict, 'error.notDeletable', { params: { status } });
  }
  const { table } = entity;
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, stored.id), eq(table.version, version)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw staleVersion();
}

/** What the platform decides on an application of the generic status 0-6 (DESIGN §3.1). */
export const DECISION_EVENTS = ['APPROVE', 'REJECT', 'RETURN', 'REVOKE', 'RESTORE'] as const;

/** A decision on such an application, as its review routes take it. */
export type ApplicationDecision = Decision<(typeof DECISION_EVENTS)[number]>;

/** The platform decides (the time of the decision kept), and what follows in its transaction. */
export async function decideAsPlatform<TTable extends WorkflowTable & { decidedAt: unknown }>(
  db: Database,
  {
    entity,
    actor,
    decision,
    now,
    afterStep,
  }: {
    entity: WorkflowEntity<TTable>;
    actor: Actor;
    decision: Decision;
    now: Date;
    afterStep?: (tx: Database, row: WorkflowRow<TTable>, step: TransitionStep) => Promise<void>;
  },
): Promise<void> {
  await transition(db, {
    entity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party: 'platform',
    now,
    changes: () => ({ decidedAt: now }) as never,
    ...(afterStep ? { afterStep } : {}),
  });
}
