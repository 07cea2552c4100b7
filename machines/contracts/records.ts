/** What every workflow record's answer shares: its files, its timeline, its next steps. */

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
  readonly fromCode: number;
  readonly toCode: number;
  readonly event: string;
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
