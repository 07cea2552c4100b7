/**
 * Credit (qualification) applications (issue 14), the company's side: what it may apply
 * for and who may review it, its applications, their materials and steps. Every call is
 * quiet: lists, forms and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, listExportParams, type ListQuery } from '@machines/app/listQuery';
import type {
  CertificateRecord,
  CertificateVerification,
  CreditApplication,
  CreditApplicationDetail,
  OfferedCreditCategory,
  OfferedReviewInstitution,
} from '@machines/contracts';
import type { CreditApplicationField } from '@machines/validation/creditApplication';
import { type PersonRemoval, type VersionedId } from './decisions';
import type { BlobAnswer } from './client';
import { api } from './http';
import { creditArea } from '@machines/areas/credit';
import { applicantApi, decisionApi, removeCall } from './areaCalls';

export type {
  CertificateRecord,
  CertificateVerification,
  CreditApplication,
  CreditApplicationDetail,
  OfferedCreditCategory,
  OfferedReviewInstitution,
};

const BASE = 'credit-category';

/** What the form sends: text fields ('' clears one), the people by id. */
export type CreditFields = Readonly<Record<CreditApplicationField, string>> & {
  readonly personIds: readonly number[];
};

export type CreditSaveRequest = Partial<CreditFields> & {
  readonly id?: RowId;
  readonly version?: number;
};

/** The categories open for applications, with the materials each asks for. */
export function fetchOfferedCategories(): Promise<OfferedCreditCategory[]> {
  return api.get<OfferedCreditCategory[]>(`${BASE}/query-offered-credit-list`, { quiet: true });
}

/** The review institutions of the category's business line. */
export function fetchReviewInstitutions(categoryId: RowId): Promise<OfferedReviewInstitution[]> {
  return api.get<OfferedReviewInstitution[]>(`${BASE}/query-review-institutions`, {
    searchParams: { categoryId },
    quiet: true,
  });
}

/** The company's applications, newest first. */
export function fetchMyApplications(query: ListQuery): Promise<ListPage<CreditApplication>> {
  return api.get<ListPage<CreditApplication>>(creditArea.lists.own, {
    searchParams: listApiParams(query, ['status'], { sortable: false }),
    quiet: true,
  });
}

/** One person taken off the people a draft (or returned) application counts. */
export function removePerson(request: PersonRemoval): Promise<CreditApplication> {
  return api.delete<CreditApplication>(`${BASE}/delete-userapplycredit`, {
    searchParams: { id: request.id, version: request.version, personId: request.personId },
    quiet: true,
  });
}

/** One material's file given (or, with null, taken away). */
export function setMaterial(
  request: VersionedId & { readonly materialId: number; readonly fileId: string | null },
): Promise<CreditApplication> {
  return api.post<CreditApplication>(`${BASE}/update-corporatecredit-material`, {
    json: request,
    quiet: true,
  });
}

/** Filters of the reviewers' lists, as the API names them. */
export const CREDIT_REVIEW_FILTERS = [
  'status',
  'companyName',
  'submittedFrom',
  'submittedTo',
] as const;

/** Which review queue: the institution's assignments, or what reached the platform. */
export type ReviewLevel = 'institution' | 'platform';

const QUEUES: Readonly<Record<ReviewLevel, string>> = {
  institution: creditArea.lists.institution,
  platform: creditArea.lists.platform,
};

export function fetchReviewQueue(
  level: ReviewLevel,
  query: ListQuery,
): Promise<ListPage<CreditApplication>> {
  return api.get<ListPage<CreditApplication>>(QUEUES[level], {
    searchParams: listApiParams(query, CREDIT_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** The institution names (or, with null, takes away) the application's assessor. */
export function assignAssessor(
  request: VersionedId & { readonly assessorId: number | null },
): Promise<CreditApplication> {
  return api.post<CreditApplication>(`${BASE}/assign-corporatecredit-assessor`, {
    json: request,
    quiet: true,
  });
}

export type CertificateFormat = 'png' | 'pdf';

/**
 * An approved application's e-certificate, drawn in the app's language. `quiet`: the page
 * showing the picture tells a failure itself; a download leaves it to the toast.
 */
export function fetchCertificate(
  id: RowId,
  format: CertificateFormat,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<BlobAnswer> {
  return api.blob(`${BASE}/compay-ecert/${encodeURIComponent(String(id))}`, {
    searchParams: { format, download: format === 'pdf' },
    quiet,
  });
}

/**
 * The public verification of a certificate number (no login needed): its validity alone,
 * or with the certificate's check code also whose it is.
 */
export function fetchCertificateVerification(
  certificateNo: string,
  checkCode?: string,
): Promise<CertificateVerification> {
  return api.get<CertificateVerification>(
    `${BASE}/verify-ecert/${encodeURIComponent(certificateNo)}`,
    { quiet: true, ...(checkCode ? { searchParams: { code: checkCode } } : {}) },
  );
}

/** The platform list's filters without paging: an export takes every match. */
const exportParams = (query: ListQuery) => listExportParams(query, CREDIT_REVIEW_FILTERS);

/** The platform's credit applications under the list's filters, as xlsx. */
export function exportApplications(query: ListQuery): Promise<BlobAnswer> {
  return api.blob(`${BASE}/export-corporatecredit`, { searchParams: exportParams(query) });
}

/** The people those applications count, one row each, as xlsx. */
export function exportCountedPeople(query: ListQuery): Promise<BlobAnswer> {
  return api.blob('corporate/export-personcredit', { searchParams: exportParams(query) });
}

/** The filters the business query takes. */
const CERTIFICATE_FILTERS = ['status', 'companyName', 'creditCode', 'certificateNo'];

/** Issued certificates (the business query, 01000), the latest first. */
export function fetchCertificateRecords(query: ListQuery): Promise<ListPage<CertificateRecord>> {
  return api.get<ListPage<CertificateRecord>>(`${BASE}/query-business-credit-page`, {
    searchParams: listApiParams(query, CERTIFICATE_FILTERS, { sortable: false }),
    quiet: true,
  });
}

export const {
  save: saveApplication,
  submit: submitApplication,
  withdraw: withdrawApplication,
  detail: fetchApplicationDetail,
} = applicantApi<CreditApplication, CreditSaveRequest, CreditApplicationDetail>(
  creditArea.applicant,
);
/** A draft deleted for good. */
export const deleteApplication = removeCall(creditArea.applicant.remove);

/** One decision of either level; a batch of one level. */
export const { decide: decideApplication, decideBatch: decideApplications } =
  decisionApi<CreditApplication>(creditArea.decisions);
