/**
 * Real-name certification (DESIGN §9): the company's own applications under
 * /api/corporate, the platform's review under /api/corporate and /api/audit. Screens
 * that show failures themselves (lists, forms, dialogs) call quietly; the rest toast.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { BlobAnswer } from './client';
import type { RealnameApplication, RealnameDetail, TimelineEntry } from '@machines/contracts';
import { api } from './http';
import {
  type BatchDecisionRequest,
  type BatchItemResult,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { realnameArea } from '@machines/areas/realname';
import { applicantApi, decisionApi } from './areaCalls';

export type { RealnameApplication, RealnameDetail };
export type WorkflowEventRecord = TimelineEntry;

/** What the applicant fills in; the licence is referred to by its file id. A type, so it
 * passes as the form machine's plain record of values. */
export type RealnameFields = {
  readonly companyName: string;
  readonly creditCode: string;
  readonly legalRepresentative: string;
  readonly contactName: string;
  readonly contactMobile: string;
  readonly address: string;
  readonly licenceFileId: string;
};

/** A save or submit: a new application has no id; an existing one names its version. */
export type RealnameSaveRequest = RealnameFields & {
  readonly id?: RowId;
  readonly version?: number;
};

export type { BatchDecisionRequest, BatchItemResult, DecisionRequest, VersionedId };

/** Filters of the platform list (and the export): names as the API takes them. */
export const REALNAME_FILTERS = [
  'status',
  'companyName',
  'creditCode',
  'submittedFrom',
  'submittedTo',
] as const;

/** `GET /api/corporate/query-my-realcorporate-page`: the company's own applications. */
export function fetchMyApplications(query: ListQuery): Promise<ListPage<RealnameApplication>> {
  const status = query.filters.status;
  return api.get<ListPage<RealnameApplication>>(realnameArea.lists.own, {
    searchParams: {
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      ...(status ? { status } : {}),
    },
    quiet: true,
  });
}

/** The platform list's query string: page, sort and the known filters only. */
export function reviewListParams(query: ListQuery): Record<string, string> {
  return listApiParams(query, REALNAME_FILTERS);
}

/** `GET /api/corporate/query-realcorporate-page`: every company's applications (platform). */
export function fetchApplications(query: ListQuery): Promise<ListPage<RealnameApplication>> {
  return api.get<ListPage<RealnameApplication>>(realnameArea.lists.review, {
    searchParams: reviewListParams(query),
    quiet: true,
  });
}

/** `GET /api/corporate/export-realcorporate`: the xlsx of the list's current filters. */
export function exportApplications(query: ListQuery): Promise<BlobAnswer> {
  const { pageIndex: _page, pageSize: _size, ...params } = reviewListParams(query);
  return api.blob('corporate/export-realcorporate', { searchParams: params });
}

/** `POST /api/corporate/refresh-sync`: pushes an approved company's data downstream again. */
export function refreshSync(corporateId: RowId): Promise<unknown> {
  return api.post<unknown>('corporate/refresh-sync', { json: { corporateId } });
}

const calls = applicantApi<RealnameApplication, RealnameSaveRequest, RealnameDetail>(
  realnameArea.applicant,
);
export const {
  save: saveApplication,
  submit: submitApplication,
  withdraw: withdrawApplication,
  detail: fetchApplicationDetail,
} = calls;

export const { decide: decideApplication, decideBatch: decideApplications } =
  decisionApi<RealnameApplication>(realnameArea.decisions);
