/**
 * The system's EXPIRE step (a membership, a certificate past its last day), taken through
 * the one workflow service like every other step, so the machine decides and the timeline
 * and the owner's message follow.
 */
import type { Database } from '../../db/client';
import type { WorkflowEntity, WorkflowTable } from './entity';
import { SYSTEM_ACTOR, transition } from './transition';

interface Versioned {
  readonly id: number;
  readonly version: number;
}

export function expireRecord<TTable extends WorkflowTable>(
  tx: Database,
  entity: WorkflowEntity<TTable>,
  record: Versioned,
  now: Date,
) {
  return transition(tx, {
    entity,
    id: record.id,
    event: 'EXPIRE',
    expectedVersion: record.version,
    actor: SYSTEM_ACTOR,
    party: 'system',
    now,
  });
}

/**
 * Expires each record in its own transaction, so one record changed meanwhile (a renewal,
 * a revocation: its version moved) is left for the next sweep to look at again instead of
 * undoing the others. Answers how many expired.
 */
export async function expireEach<TTable extends WorkflowTable>(
  db: Database,
  entity: WorkflowEntity<TTable>,
  records: readonly Versioned[],
  now: Date,
): Promise<number> {
  let expired = 0;
  for (const record of records) {
    try {
      await expireRecord(db, entity, record, now);
      expired += 1;
    } catch {
      // Changed meanwhile: the next sweep looks again.
    }
  }
  return expired;
}
