/**
 * A workflow area's descriptor: what the server that serves its calls and the client that
 * calls them must agree on, declared once (issue 46). The server's shared registrars
 * (server/lib/workflow/applicantCalls.ts, decisionRoutes.ts) register the paths with the
 * record kind and permissions; the client's (src/lib/api/areaCalls.ts) call the same paths.
 * Paths are under /api/, spelled as the seed spells them (`corporate/save-realcorporate`).
 */
import type { Permission } from '../access/permissions';
import type { BacklogQueueDefinition } from '../access/backlogQueue';
import type { EntityKind } from '../access/entityKinds';
import type { Lifecycle } from '../workflowMap/lifecycle';

/** The company's own steps on a record: save a draft, save and submit, withdraw, delete, read. */
export interface ApplicantCallPaths {
  readonly save: string;
  readonly submit: string;
  /**
   * Withdrawing a submission, where it is a call of its own; a course is withdrawn through
   * its decisions call (the seed's), so its descriptor has none.
   */
  readonly withdraw?: string;
  /**
   * Deleting a draft, where the area has it: a DELETE with the id and version in the query,
   * unless the seed spells a POST with them in the body.
   */
  readonly remove?: { readonly path: string; readonly method: 'DELETE' | 'POST' };
  /** One record with its timeline and the steps open to the caller. */
  readonly detail: string;
}

/** The paths of an area whose every company step is a call of its own (the shared registrars'). */
export type SeparateStepPaths = ApplicantCallPaths & { readonly withdraw: string };

/** A reviewer's decision on one record and on several at once. */
export interface DecisionCallPaths {
  /** The seed's method of both: POST unless it spells PUT. */
  readonly method: 'POST' | 'PUT';
  readonly decide: string;
  readonly decideBatch: string;
}

export interface WorkflowArea {
  /** The kind of record the calls' ids name (the cross-tenant suite's). */
  readonly kind: EntityKind;
  /** Its records' lifecycle as the workflow map draws it: the status family, the list it opens. */
  readonly lifecycle: Lifecycle;
  /**
   * Its lists of records, by name: `own`, the company's; `review`, or `institution` and
   * `platform` where two levels review, the reviewers' queues.
   */
  readonly lists: Readonly<Record<string, string>>;
  /** Saving, submitting, withdrawing and deleting (`apply`); reading one record (`read`). */
  readonly permissions: { readonly apply: Permission; readonly read: Permission };
  readonly applicant: ApplicantCallPaths;
  readonly decisions?: DecisionCallPaths;
  /** Its to-do queues on the dashboard (machines/access/backlog.ts), by name. */
  readonly queues?: Readonly<Record<string, BacklogQueueDefinition>>;
}

/** A path as the server registers it. */
export const apiUrl = (path: string) => `/api/${path}`;
