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

/** One application of a company, as the platform's company page lists them. */
export interface CompanyApplicationSummary {
  /** `realname`, `membership`, `training` or `review`. */
  readonly kind: string;
  readonly id: number;
  /** Generic application status 0-6. */
  readonly status: number;
  readonly submittedAt: string | null;
  readonly updatedAt: string;
}

/** `GET /api/corporate/query-corporate-detail`: one company for platform staff. */
export interface CompanyDetail {
  readonly company: {
    readonly id: number;
    readonly name: string;
    readonly creditCode: string;
    /** 0 or 1: issuing agency; 2: member company. */
    readonly corporateType: number;
    readonly contactName: string;
    readonly contactMobile: string;
    readonly contactEmail: string;
    readonly address: string;
    /** When a real-name certification last confirmed it; null when none stands. */
    readonly verifiedAt: string | null;
    readonly createdAt: string;
  };
  /** The role codes its institution approvals grant (besides 2000). */
  readonly institutionRoles: readonly string[];
  /** Its membership (status of the `membership` family), or null. */
  readonly membership: {
    readonly status: number;
    readonly levelCode: string;
    readonly validFrom: string;
    readonly validTo: string;
  } | null;
  readonly people: { readonly total: number; readonly verified: number };
  readonly accounts: number;
  /** Its submitted applications of every kind, latest first (at most 50). */
  readonly applications: readonly CompanyApplicationSummary[];
}

/** `GET /api/corporate/query-corporatetype-list`: the kinds of company and how many. */
export interface CorporateTypeCount {
  readonly corporateType: number;
  readonly count: number;
}
