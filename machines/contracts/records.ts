/** What every workflow record's answer shares: its files, its timeline, its next steps. */
import type { StatusFamilyName } from '../workflows';

/** A stored file as records refer to it (`POST /api/files`, licences, proofs). */
export interface StoredFileInfo {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly type: string;
}

/** One audit row of a workflow record (DESIGN §3.7), oldest first on a timeline. */
export interface TimelineEntry {
  readonly id: number;
  /** Null for the step that made the record (a date change asked). */
  readonly fromCode: number | null;
  readonly toCode: number;
  readonly event: string;
  /**
   * The family of the entry's codes when it is not the timeline's own: a sign-up's timeline
   * holds the steps of its date changes (`dateChange`).
   */
  readonly family?: StatusFamilyName;
  /** What the step was about, in no language: a date change's move (`2030-03-10 → …`). */
  readonly detail?: string;
  /** Empty when the account is gone or the step was the system's. */
  readonly actorName: string;
  readonly actorRole: string;
  readonly comment: string | null;
  readonly createdAt: string;
}

/** `audit/query-audit-info`: the review history of one record of a kind (`projectApplication`). */
export interface AuditInfo {
  readonly kind: string;
  readonly id: number;
  readonly events: readonly TimelineEntry[];
}

/** What the caller may do next, decided by the server's run of the workflow machine. */
export interface AvailableEventInfo {
  readonly type: string;
  readonly commentRequired: boolean;
}
