/**
 * Training history declarations (issue 16): training a verified person of the company took
 * elsewhere before (`history`) or an in-house cultivation (`cultivate`), reviewed by the
 * platform (generic status 0-6). An approved one counts in the person's training records.
 */
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

export interface TrainingHistory {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** `history` or `cultivate`. */
  readonly kind: string;
  /** Generic application status 0-6 (DESIGN §3.1). */
  readonly status: number;
  readonly version: number;
  /** The trainee: a verified person of the company's roster (null in a draft without one). */
  readonly personId: number | null;
  readonly personName: string;
  readonly courseName: string;
  readonly organizer: string;
  /** YYYY-MM-DD, or '' */
  readonly startDate: string;
  readonly endDate: string;
  /** Hours with one decimal, or '' */
  readonly creditHours: string;
  readonly certificateNo: string;
  readonly content: string;
  readonly proofFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `GET /api/corporate/query-corporatetrainhistory-detail`. */
export interface TrainingHistoryDetail {
  readonly application: TrainingHistory;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** A draft its company may delete. */
  readonly deletable: boolean;
}
