import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A teacher or assessor an application names: a verified person of the company. */
export interface InstitutionPerson {
  readonly id: number;
  readonly name: string;
  readonly education: string;
  readonly professionalTitle: string;
  /** False once the person's verification no longer stands (revoked, deleted). */
  readonly verified: boolean;
}

/** An application to become a training or a review institution (issue 12). */
export interface InstitutionApplication {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** `training` or `review`. */
  readonly kind: string;
  /** Generic application status 0-6 (DESIGN §3.1); approved means the role is held. */
  readonly status: number;
  readonly version: number;
  /** The business line digit as text; empty while a draft has none. */
  readonly businessLine: string;
  /** The role code the application grants once approved (`2110`, `2001`, …), or empty. */
  readonly roleCode: string;
  readonly introduction: string;
  readonly premises: string;
  readonly courseScope: string;
  readonly contactName: string;
  /** Masked (138****5678) in platform lists, whole on the detail. */
  readonly contactMobile: string;
  /** Its teachers (training) or assessors (review). */
  readonly people: readonly InstitutionPerson[];
  readonly qualificationFile: StoredFileInfo | null;
  readonly supportingFile: StoredFileInfo | null;
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One application with its timeline and what the caller may do now. */
export interface InstitutionApplicationDetail {
  readonly application: InstitutionApplication;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
}

/** Whether the company holds one kind of institution role, and its open application. */
export interface InstitutionStanding {
  /** The role codes its approved applications grant (empty: not this kind of institution). */
  readonly roleCodes: readonly string[];
  /** An application of this kind still being written or reviewed. */
  readonly openApplicationId: number | null;
}

/** `GET /api/corporate/query-my-institution`. */
export interface MyInstitutions {
  readonly training: InstitutionStanding;
  readonly review: InstitutionStanding;
}
