/**
 * Membership (issue 12): a member company's applications and membership under
 * /api/corporate, the platform's review and the memberships it keeps. Screens that show
 * failures themselves (lists, forms, dialogs) call quietly.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type {
  CorporateVip,
  MembershipLevel,
  MyMembership,
  VipApplication,
  VipApplicationDetail,
} from '@machines/contracts';
import type { MembershipField } from '@machines/validation/membership';
import type { BlobAnswer } from './client';
import { type VersionedId } from './decisions';
import { api } from './http';
import { membershipArea } from '@machines/areas/membership';
import { applicantApi, decisionApi } from './areaCalls';

export type { CorporateVip, MembershipLevel, MyMembership, VipApplication, VipApplicationDetail };

/** What the application form sends: every field as text ('' clears it), files by id. */
export type VipApplicationFields = Readonly<Record<MembershipField, string>>;

export type VipSaveRequest = VipApplicationFields & {
  readonly id?: RowId;
  readonly version?: number;
};

/** `GET /api/corporate/query-viplevel-list`: the levels offered, lowest first. */
export function fetchLevels(): Promise<MembershipLevel[]> {
  return api.get<MembershipLevel[]>('corporate/query-viplevel-list', { quiet: true });
}

/** `GET /api/corporate/query-my-vip`: the company's membership and open application. */
export function fetchMyMembership(): Promise<MyMembership> {
  return api.get<MyMembership>('corporate/query-my-vip', { quiet: true });
}

/** `GET /api/corporate/query-my-vipapply-page`: the company's applications, newest first. */
export function fetchMyApplications(query: ListQuery): Promise<ListPage<VipApplication>> {
  return api.get<ListPage<VipApplication>>(membershipArea.lists.own, {
    searchParams: listApiParams(query, ['status'], { sortable: false }),
    quiet: true,
  });
}

/** Filters of the platform's application list, as the API names them. */
export const VIP_REVIEW_FILTERS = [
  'status',
  'levelCode',
  'companyName',
  'submittedFrom',
  'submittedTo',
] as const;

/** `GET /api/corporate/query-vipapply-page`: every company's submitted applications. */
export function fetchApplications(query: ListQuery): Promise<ListPage<VipApplication>> {
  return api.get<ListPage<VipApplication>>(membershipArea.lists.review, {
    searchParams: listApiParams(query, VIP_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** Filters of the membership list (and its export), as the API names them. */
export const MEMBERSHIP_FILTERS = ['status', 'levelCode', 'companyName'] as const;

/** `GET /api/corporate/query-corporatevip-page`: every membership, soonest to end first. */
export function fetchMemberships(query: ListQuery): Promise<ListPage<CorporateVip>> {
  return api.get<ListPage<CorporateVip>>('corporate/query-corporatevip-page', {
    searchParams: listApiParams(query, MEMBERSHIP_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** `GET /api/corporate/export-corporatevip`: the xlsx of the list's current filters. */
export function exportMemberships(query: ListQuery): Promise<BlobAnswer> {
  const {
    pageIndex: _page,
    pageSize: _size,
    ...params
  } = listApiParams(query, MEMBERSHIP_FILTERS, { sortable: false });
  return api.blob('corporate/export-corporatevip', { searchParams: params });
}

export interface MembershipEditRequest {
  readonly id: RowId;
  readonly version: number;
  readonly levelCode: string;
  readonly validFrom: string;
  readonly validTo: string;
}

/** `POST /api/corporate/update-corporatevip`: level and validity. */
export function editMembership(request: MembershipEditRequest): Promise<CorporateVip> {
  return api.post<CorporateVip>('corporate/update-corporatevip', { json: request, quiet: true });
}

/** `POST /api/corporate/update-uservip-enable`: disable, or enable again. */
export function switchMembership(request: VersionedId & { enabled: boolean }) {
  return api.post<CorporateVip>('corporate/update-uservip-enable', {
    json: { id: request.id, version: request.version, enabled: request.enabled },
    quiet: true,
  });
}

/** `POST /api/corporate/reset-uservip`: the membership ends; the company may apply again. */
export function resetMembership(request: VersionedId): Promise<{ id: number }> {
  return api.post<{ id: number }>('corporate/reset-uservip', {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

export const {
  save: saveApplication,
  submit: submitApplication,
  submitStored: submitStoredApplication,
  withdraw: withdrawApplication,
  detail: fetchApplicationDetail,
} = applicantApi<VipApplication, VipSaveRequest, VipApplicationDetail>(membershipArea.applicant);

export const { decide: decideApplication, decideBatch: decideApplications } =
  decisionApi<VipApplication>(membershipArea.decisions);
