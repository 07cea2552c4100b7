/**
 * A demo record's history, replayed through its workflow (the generic application family
 * unless named): every step must be one the machine allows from where the record stands,
 * so a history the machine would refuse cannot be seeded. Answers the status it ends in,
 * when it was submitted and decided, and the audit rows.
 */
import { statusFamilies, type Party } from '@machines/workflows';
import type { workflowEvents } from '../db/schema';
import { demoAccounts } from './demoData';

export interface DemoStep {
  readonly event: string;
  /**
   * The acting account: the company's own, a review institution's, or a platform reviewer;
   * `system` for steps nobody takes by hand (an expiry).
   */
  readonly by: string;
  readonly hoursAgo: number;
  readonly comment?: string;
  /**
   * The part the account plays. By default a company account is the applicant and any
   * other the platform; a review institution's account acting on another's record says so.
   */
  readonly party?: Party;
  /** The role the account acts in, where its party alone does not say (a course's institution). */
  readonly role?: string;
}

export interface ReplayedHistory {
  readonly status: number;
  readonly submittedAt: Date | null;
  /** The platform's last decision. */
  readonly decidedAt: Date | null;
  /** A review institution's last decision (two-level families). */
  readonly institutionDecidedAt: Date | null;
  readonly events: Omit<typeof workflowEvents.$inferInsert, 'entityId'>[];
}

type FamilyName =
  'application' | 'qualification' | 'course' | 'signUp' | 'dateChange' | 'trainingDate';

/** The `by` of a step the system takes. */
export const SYSTEM = 'system';

export function replayHistory(
  entity: string,
  steps: readonly DemoStep[],
  accountIds: ReadonlyMap<string, number>,
  at: (hoursAgo: number) => Date,
  familyName: FamilyName = 'application',
  /** What the family's guards read on the day of a step (a sign-up's session dates). */
  contextAt: (moment: Date) => object = () => ({}),
): ReplayedHistory {
  // The families differ only in their event names; a refused name fails below.
  const family = statusFamilies[familyName] as typeof statusFamilies.application;
  // Where a new record stands: a draft, or a sign-up waiting for its institution.
  let status = family.codeOf(String(family.machine.config.initial) as never);
  let submittedAt: Date | null = null;
  let decidedAt: Date | null = null;
  let institutionDecidedAt: Date | null = null;
  const events: ReplayedHistory['events'] = [];
  for (const step of steps) {
    const account = demoAccounts.find((candidate) => candidate.userName === step.by);
    const system = step.by === SYSTEM;
    const party: Party = system
      ? 'system'
      : (step.party ?? (account?.company ? 'applicant' : 'platform'));
    const comment = step.comment ?? null;
    const event = { type: step.event as never, actor: { party }, ...(comment ? { comment } : {}) };
    const createdAt = at(step.hoursAgo);
    const next = family.next(status, event, contextAt(createdAt));
    if ((!account && !system) || !next) {
      throw new Error(`Demo step ${step.event} of ${entity} refused`);
    }
    if (step.event === 'SUBMIT') submittedAt = createdAt;
    if (party === 'platform' || party === 'expert') decidedAt = createdAt;
    if (party === 'institution') institutionDecidedAt = createdAt;
    // An institution acts in its review role unless the step names one, everyone else in their first.
    const role = !account
      ? null
      : (step.role ??
        (party === 'institution'
          ? (account.roles.find((code) => /^2\d01$/.test(code)) ?? account.roles[0])
          : account.roles[0]));
    events.push({
      entity,
      fromCode: status,
      toCode: next.code,
      event: step.event,
      actorAccountId: system ? null : (accountIds.get(step.by) ?? null),
      actorRole: role,
      comment,
      createdAt,
    });
    status = next.code;
  }
  return { status, submittedAt, decidedAt, institutionDecidedAt, events };
}
