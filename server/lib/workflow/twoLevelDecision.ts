/**
 * A reviewer's decision on a record reviewed on two levels (DESIGN §3.3): the party comes
 * from the record (server/lib/workflow/twoLevelParty.ts), the machine refuses any event
 * not the party's, and the level's decision time is kept. An applicant has nothing to
 * decide: to it the decision route answers 404 like for anyone outside.
 */
import type { Party } from '@machines/workflows';
import type { Database } from '../../db/client';
import type { Actor } from '../access';
import { AppError, HttpStatus } from '../errors';
import type { Decision } from './decision';
import type { WorkflowEntity, WorkflowRow, WorkflowTable } from './entity';
import { transition, type StepWanted, type TransitionStep } from './transition';

/** What both levels decide: each its three decisions, and the platform's revocation. */
export const TWO_LEVEL_DECISION_EVENTS = [
  'INSTITUTION_APPROVE',
  'INSTITUTION_RETURN',
  'INSTITUTION_REJECT',
  'PLATFORM_APPROVE',
  'PLATFORM_RETURN',
  'PLATFORM_REJECT',
  'REVOKE',
] as const;

export type TwoLevelDecision = Decision<(typeof TWO_LEVEL_DECISION_EVENTS)[number]>;

type DecidedTable = WorkflowTable & { institutionDecidedAt: unknown; decidedAt: unknown };

export async function decideOnTwoLevels<TTable extends DecidedTable>(
  db: Database,
  {
    entity,
    actor,
    party,
    decision,
    now,
    changes,
    afterStep,
  }: {
    entity: WorkflowEntity<TTable>;
    actor: Actor;
    party: Party;
    decision: TwoLevelDecision;
    now: Date;
    /** Columns the step writes besides who decided when (see `transition`). */
    changes?: StepWanted<TTable>['changes'];
    afterStep?: (tx: Database, row: WorkflowRow<TTable>, step: TransitionStep) => Promise<void>;
  },
): Promise<void> {
  if (party === 'applicant') throw new AppError(HttpStatus.notFound, 'error.notFound');
  await transition(db, {
    entity,
    id: decision.id,
    event: decision.event,
    comment: decision.comment ?? null,
    expectedVersion: decision.version,
    actor,
    party,
    now,
    changes: async (step, tx) =>
      ({
        ...(party === 'institution' ? { institutionDecidedAt: now } : { decidedAt: now }),
        ...(await changes?.(step, tx)),
      }) as never,
    ...(afterStep ? { afterStep } : {}),
  });
}
