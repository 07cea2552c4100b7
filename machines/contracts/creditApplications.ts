/**
 * Credit (qualification) applications (issue 14): what a company applies for, who reviews
 * it first, the people it counts and the file it gives for each material.
 */
import type { InstitutionPerson } from './institutions';
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** One material the category asks for, and the file the application gives (or none yet). */
export interface CreditApplicationMaterial {
  readonly materialId: number;
  readonly name: string;
  readonly nameEn: string;
  readonly required: boolean;
  readonly file: StoredFileInfo | null;
  readonly uploadedAt: string | null;
}

/** A credit application as every credit-application endpoint answers it. */
export interface CreditApplication {
  readonly id: number;
  readonly corporateId: number;
  readonly companyName: string;
  /** Qualification status 0-9 (DESIGN §3.3). */
  readonly status: number;
  readonly version: number;
  readonly categoryId: number;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
  /** The category's business line: its review institution must review this line. */
  readonly businessLine: number;
  /** The review institution (a company) that reviews it first; null while a draft has none. */
  readonly institutionId: number | null;
  readonly institutionName: string;
  /** The assessor the institution named (one of its people), or null. */
  readonly assessorId: number | null;
  readonly assessorName: string;
  readonly contactName: string;
  /** Masked (138****5678) in lists of other parties, whole on the detail. */
  readonly contactMobile: string;
  readonly description: string;
  readonly people: readonly InstitutionPerson[];
  /** Every material of the category in its order, each with its file or none. */
  readonly materials: readonly CreditApplicationMaterial[];
  readonly submittedAt: string | null;
  readonly institutionDecidedAt: string | null;
  readonly decidedAt: string | null;
  /** The certificate, once the platform approved: number, issue day, last valid day. */
  readonly certificateNo: string | null;
  readonly issuedOn: string | null;
  readonly expiresOn: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One application with its timeline and what the caller may do now. */
export interface CreditApplicationDetail {
  readonly application: CreditApplication;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** Whether the caller may delete it now (a draft, to its company). */
  readonly deletable: boolean;
}

/** A category a company may apply for, with the materials it asks for. */
export interface OfferedCreditCategory {
  readonly id: number;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
  readonly businessLine: number;
  readonly validityYears: number;
  /** A review institution (not the caller's company) reviews its line: it can be applied for. */
  readonly reviewed: boolean;
  /** The caller's open application of it (being written or reviewed): a second is refused. */
  readonly openApplicationId: number | null;
  readonly materials: readonly {
    readonly id: number;
    readonly name: string;
    readonly nameEn: string;
    readonly required: boolean;
  }[];
}

/** A review institution an applicant may choose: a company that reviews the line. */
export interface OfferedReviewInstitution {
  readonly id: number;
  readonly name: string;
  readonly businessLine: number;
}

/**
 * What the public verification page (`/verify/:certificateNo`) says of a certificate, and
 * nothing more: whether it is in force, whose it is and what it certifies. One page and
 * one call serve both kinds: a company's credit certificate, a person's training one.
 */
export type CertificateVerification =
  CreditCertificateVerification | PersonnelCertificateVerification | CertificateValidity;

/**
 * What a certificate number alone says (certificate numbers run in sequence, so anyone
 * can try them): valid or not, nothing of whose it is. With the check code printed on
 * the certificate (and in its QR code) the answer is the whole verification.
 */
export interface CertificateValidity {
  readonly kind: 'credit' | 'personnel';
  readonly certificateNo: string;
  /** 6 in force, 8 expired, 9 revoked. */
  readonly status: number;
  readonly checked: false;
  /** A check code was given, and it is not this certificate's. */
  readonly codeWrong: boolean;
}

export interface CreditCertificateVerification {
  readonly kind: 'credit';
  readonly checked: true;
  readonly certificateNo: string;
  /** Qualification status: 6 in force, 8 expired, 9 revoked (DESIGN §3.3). */
  readonly status: number;
  readonly companyName: string;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
}

export interface PersonnelCertificateVerification {
  readonly kind: 'personnel';
  readonly checked: true;
  readonly certificateNo: string;
  /** Sign-up status: 6 in force, 8 expired, 9 revoked (DESIGN §3.5). */
  readonly status: number;
  readonly holderName: string;
  /** Masked: enough to match the card in hand, not to copy it. */
  readonly holderIdCard: string;
  readonly courseName: string;
  readonly institutionName: string;
  readonly issuedOn: string;
  readonly expiresOn: string;
}

/** An issued certificate as the business query (`businessCredit`, 01000) lists it. */
export interface CertificateRecord {
  readonly id: number;
  readonly certificateNo: string;
  /** 6 in force, 8 expired (also past its last day before the expiry sweep), 9 revoked. */
  readonly status: number;
  readonly companyName: string;
  readonly creditCode: string;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
  readonly businessLine: number;
  /** YYYY-MM-DD: issued, and the last day in force. */
  readonly issuedOn: string;
  readonly expiresOn: string;
}
