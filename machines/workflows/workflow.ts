/**
 * What every status lifecycle (DESIGN §3) shares: the meta a state carries, who may
 * send an event, the guards that check it and the `setup()` of a lifecycle that needs
 * nothing more. Each lifecycle is its own machine file with its own states.
 */
import { setup } from 'xstate';
import type { RoleCode } from '../access/roles';

/** MUI palette names (DESIGN §3: grey, orange, blue, green, red, purple). */
export type StatusColor = 'default' | 'warning' | 'info' | 'success' | 'error' | 'secondary';

/** Typed `meta` of every status state: its stored code, chip colour and label key. */
export interface StatusMeta {
  readonly code: number;
  readonly color: StatusColor;
  /** i18n key `status.<family>.<state>` (convention §7.7). */
  readonly label: string;
}

/**
 * The part an actor plays towards one record. The server derives it from the role
 * and the record (the owner is the applicant, the assigned institution the
 * institution); the machine only checks it.
 */
export type Party = 'applicant' | 'institution' | 'platform' | 'expert' | 'system';

export const PARTIES: readonly Party[] = [
  'applicant',
  'institution',
  'platform',
  'expert',
  'system',
];

export interface WorkflowActor {
  readonly party: Party;
  readonly role?: RoleCode;
  readonly accountId?: string;
}

/** Every workflow event names its actor; decisions that explain themselves carry a comment. */
export interface WorkflowEventBase<TType extends string> {
  readonly type: TType;
  readonly actor: WorkflowActor;
  readonly comment?: string;
}

/** Capabilities of a status, as state tags (convention §7.3). */
export type StatusTag =
  /** The applicant may still change the application's content. */
  | 'editable'
  /** The applicant may delete it: it was never sent, so no reviewer has seen it. */
  | 'deletable'
  /** Someone has to act on it: it belongs on a to-do list. */
  | 'awaitingReview'
  /** No event leaves this status. */
  | 'final';

export const hasComment = (event: { comment?: string }): boolean =>
  typeof event.comment === 'string' && event.comment.trim().length > 0;

/** Guard implementations shared by every workflow's `setup()`. */
export const workflowGuards = {
  /** The actor plays one of the given parts. */
  actorIs: (
    { event }: { event: { actor: WorkflowActor } },
    params: { parties: readonly Party[] },
  ) => params.parties.includes(event.actor.party),
  /** The event explains itself (returns, rejections, revocations). */
  hasComment: ({ event }: { event: { comment?: string } }) => hasComment(event),
};

/** The guard that lets only the given parties send an event. */
export const actorIs = (...parties: readonly Party[]) =>
  ({ type: 'actorIs', params: { parties } }) as const;

/**
 * The `setup()` of a lifecycle whose steps depend only on who sends them and why: typed
 * events, status meta and tags, the shared guards. Lifecycles with dates in their context
 * (sign-ups, training dates) write their own around the same parts.
 */
export const statusWorkflowSetup = <TEvent extends WorkflowEventBase<string>>() =>
  setup({
    types: {
      context: {} as Record<string, never>,
      events: {} as TEvent,
      meta: {} as StatusMeta,
      tags: {} as StatusTag,
    },
    guards: workflowGuards,
  });
