/**
 * Training records (issue 16): what a company's people, or an individual, have trained in,
 * with the credit hours earned per year; and the business query of personnel certificates.
 */
import type { PersonnelCertificateVerification } from './creditApplications';
import type { TimelineEntry } from './records';
import type { SignUp } from './signUps';

/** One sign-up as a training record (`v2/query-train-record`): with its course's hours. */
export interface TrainingRecord extends SignUp {
  /** The course's credit hours, one decimal, or '' when it gives none. */
  readonly creditHours: string;
  /** Whether the hours count: the exam passed, the certificate not revoked. */
  readonly hoursEarned: boolean;
}

/** `v2/query-train-record-detail`: one record and its timeline. */
export interface TrainingRecordDetail {
  readonly record: TrainingRecord;
  readonly events: readonly TimelineEntry[];
}

/** Credit hours earned in one calendar year (the year a session ended). */
export interface YearHours {
  readonly year: string;
  /** One decimal. */
  readonly hours: string;
}

/**
 * One trainee with their latest training (`v2/query-train-record-last`): a person of the
 * company's roster, or the individual themselves (`personId` null).
 */
export interface TraineeRecordSummary {
  readonly personId: number | null;
  readonly traineeName: string;
  /** Masked (510***********1234); '' before an individual's first sign-up. */
  readonly traineeIdCard: string;
  /** Sign-ups neither rejected nor cancelled. */
  readonly trainings: number;
  /** Certificates in force today. */
  readonly certificatesInForce: number;
  /** The latest sign-up (by its session's first day), whatever its status; null: none yet. */
  readonly latest: TrainingRecord | null;
  /** Newest year first; only years with hours earned. */
  readonly hoursByYear: readonly YearHours[];
  /** Every year's, one decimal. */
  readonly totalHours: string;
  /**
   * Of `totalHours`, what approved training declarations add (training taken elsewhere or
   * in house, `/historyList`, `/cultivateList`), one decimal; a company's people only.
   */
  readonly declaredHours: string;
}

/** An issued personnel certificate as the business query (`businessPerson`, 01000) lists it. */
export interface PersonnelCertificateRecord extends Omit<
  PersonnelCertificateVerification,
  'kind' | 'checked'
> {
  /** The sign-up's id. */
  readonly id: number;
}
