import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A person of a company's roster (issue 12), as every personnel endpoint answers it. */
export interface Person {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** Generic application status 0-6: declared for verification, verified, … */
  readonly status: number;
  readonly version: number;
  /** Text fields a draft has not filled yet are empty strings. */
  readonly name: string;
  readonly gender: string;
  /** Masked (5101**********1234) in lists, whole on the detail. */
  readonly idCard: string;
  /** Masked (138****5678) in lists, whole on the detail. */
  readonly mobile: string;
  readonly email: string;
  readonly education: string;
  readonly professionalTitle: string;
  /** YYYY-MM-DD, or empty. */
  readonly employedFrom: string;
  readonly employedTo: string;
  readonly photoFile: StoredFileInfo | null;
  readonly idCardFile: StoredFileInfo | null;
  readonly diplomaFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One person, the steps of their verification and what the caller may do next. */
export interface PersonDetail {
  readonly person: Person;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
}

/** One row of an imported spreadsheet, as the check found it. */
export interface PersonImportRow {
  /** The row's number in the sheet (the header is row 1). */
  readonly row: number;
  readonly name: string;
  /** Masked. */
  readonly idCard: string;
  /** What is wrong, by field, in the request's language; empty when the row is valid. */
  readonly errors: Readonly<Record<string, string>>;
  /** The fields its declaration for verification will need that the row left empty. */
  readonly toComplete: readonly string[];
}

/** What an import found, and how many people it saved (0 when it only checked). */
export interface PersonImportReport {
  readonly rows: readonly PersonImportRow[];
  readonly total: number;
  readonly valid: number;
  readonly invalid: number;
  readonly saved: number;
}
