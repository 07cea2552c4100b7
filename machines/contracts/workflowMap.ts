/** The workflow map's figures of one lifecycle over a period (issue 45). */
import type { LifecycleName } from '../workflowMap/lifecycles';

export interface WorkflowMapStatus {
  readonly code: number;
  /** Records in the status now. */
  readonly records: number;
  /** Stays in the status that ended in the period, and how long they lasted. */
  readonly stays: number;
  readonly medianSeconds: number | null;
  readonly p90Seconds: number | null;
}

export interface WorkflowMapTransition {
  readonly fromCode: number;
  readonly toCode: number;
  readonly event: string;
  /** Times taken in the period. */
  readonly times: number;
}

/**
 * An institution the map can narrow to (a company approved in the lifecycle's institution
 * role), as `GET /api/workflow-map/institutions` finds them.
 */
export interface WorkflowMapInstitution {
  readonly id: number;
  readonly name: string;
}

export interface WorkflowMapFigures {
  readonly lifecycle: LifecycleName;
  /** The period, `YYYY-MM-DD`, both days inclusive, in the association's time. */
  readonly from: string;
  readonly to: string;
  /** The business line and the institution the figures are narrowed to, if any. */
  readonly businessLine: number | null;
  readonly institution: number | null;
  /** The name of the institution narrowed to (null: none, or no company has that id). */
  readonly institutionName: string | null;
  /** Every status of the lifecycle's family, in code order. */
  readonly statuses: readonly WorkflowMapStatus[];
  readonly transitions: readonly WorkflowMapTransition[];
}

/** A record a state holds now, or one that took a transition in the period. */
export interface WorkflowMapRecord {
  readonly id: number;
  /** Its status now; null for a record deleted since it took the transition. */
  readonly status: number | null;
  /** When it entered its status (a state's records) or took the transition. */
  readonly at: string | null;
}
