/**
 * A demo record's history, replayed through the generic application workflow: every step
 * must be one the machine allows from where the record stands, so a history the machine
 * would refuse cannot be seeded. Answers the status it ends in and the audit rows.
 */
import { statusFamilies, type Party } from '@machines/workflows';
import type { workflowEvents } from '../schema';
import { demoAccounts } from './demoData';

const family = statusFamilies.application;

export interface DemoStep {
  readonly event: 'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | 'RETURN' | 'REVOKE';
  /** The acting account: the company's own, or a platform reviewer. */
  readonly by: string;
  readonly hoursAgo: number;
  readonly comment?: string;
}

export interface ReplayedHistory {
  readonly status: number;
  readonly submittedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly events: Omit<typeof workflowEvents.$inferInsert, 'entityId'>[];
}

export function replayHistory(
  entity: string,
  steps: readonly DemoStep[],
  accountIds: ReadonlyMap<string, number>,
  at: (hoursAgo: number) => Date,
): ReplayedHistory {
  let status = family.codeOf('draft');
  let submittedAt: Date | null = null;
  let decidedAt: Date | null = null;
  const events: ReplayedHistory['events'] = [];
  for (const step of steps) {
    const account = demoAccounts.find((candidate) => candidate.userName === step.by);
    const party: Party = account?.company ? 'applicant' : 'platform';
    const comment = step.comment ?? null;
    const event = { type: step.event, actor: { party }, ...(comment ? { comment } : {}) };
    const next = family.next(status, event);
    if (!account || !next) throw new Error(`Demo step ${step.event} of ${entity} refused`);
    const createdAt = at(step.hoursAgo);
    if (step.event === 'SUBMIT') submittedAt = createdAt;
    if (party === 'platform') decidedAt = createdAt;
    events.push({
      entity,
      fromCode: status,
      toCode: next.code,
      event: step.event,
      actorAccountId: accountIds.get(step.by) ?? null,
      actorRole: account.roles[0],
      comment,
      createdAt,
    });
    status = next.code;
  }
  return { status, submittedAt, decidedAt, events };
}
