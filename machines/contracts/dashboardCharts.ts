/** `GET /api/dashboard/charts`: the dashboard's charts of the caller's active role. */
import type { BacklogQueueKey } from '../access/backlog';

export interface StatusCount {
  /** A status code of the family the chart is about. */
  readonly code: number;
  readonly count: number;
}

export interface QueueStatusMix {
  readonly queue: BacklogQueueKey;
  readonly family: 'application' | 'appeal' | 'qualification';
  /** Every status but the draft (a draft is its company's alone), in code order. */
  readonly counts: readonly StatusCount[];
}

export interface MonthStatusCounts {
  /** `YYYY-MM`, in China time. */
  readonly month: string;
  readonly counts: readonly StatusCount[];
}

export interface DashboardCharts {
  /**
   * Applications (the application status family: real-name, people, membership,
   * institutions) started in each of the last twelve months, oldest first, by status:
   * those the role reviews (no drafts), or for a company its own.
   */
  readonly months: readonly MonthStatusCounts[];
  /** A reviewing role: the status mix of each queue it works on. */
  readonly queues: readonly QueueStatusMix[];
  /** A company: its own applications by status, drafts included; otherwise null. */
  readonly own: readonly StatusCount[] | null;
}
