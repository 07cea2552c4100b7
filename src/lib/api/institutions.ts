/**
 * Training and review institutions (issue 12): a member company's applications of both
 * kinds, the platform's review of each kind and its switch, and an institution's
 * teachers and assessors. The seed serves training under `train/` and review under
 * `audit/`; the paths of each kind are named once here. Screens that show failures
 * themselves (lists, forms, dialogs) call quietly.
 */
import type { InstitutionKind } from '@machines/access/roles';
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type {
  InstitutionApplication,
  InstitutionApplicationDetail,
  InstitutionPerson,
  MyInstitutions,
} from '@machines/contracts';
import type { InstitutionField } from '@machines/validation/institution';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { api } from './http';

export type { InstitutionApplication, InstitutionApplicationDetail, MyInstitutions };

const PATHS = {
  training: {
    save: 'train/create-traincorporate',
    submit: 'train/submit-traincorporate',
    withdraw: 'train/withdraw-traincorporate',
    detail: 'train/query-corporatetrain',
    page: 'audit/query-traincorporate-page',
    decide: 'train/update-traincorporatestatus',
    decideBatch: 'train/muliti-update-traincorporatestatus',
    switch: 'audit/update-traincorporate-switch',
    staff: 'user/query-teacherlist',
  },
  review: {
    save: 'audit/create-auditcorporate',
    submit: 'audit/submit-auditcorporate',
    withdraw: 'audit/withdraw-auditcorporate',
    detail: 'audit/query-auditcorporate-detail',
    page: 'audit/query-auditcorporate-page',
    decide: 'audit/update-auditcorporate-status',
    decideBatch: 'audit/muliti-update-auditcorporate-status',
    switch: 'audit/update-auditcorporate-switch',
    staff: 'user/query-assessor-list',
  },
} as const satisfies Record<InstitutionKind, Record<string, string>>;

/** What the application form sends: text fields ('' clears one), files by id, people by id. */
export type InstitutionFields = Readonly<Record<InstitutionField, string>> & {
  readonly personIds: readonly number[];
};

export type InstitutionSaveRequest = InstitutionFields & {
  readonly id?: RowId;
  readonly version?: number;
};

/** `GET /api/corporate/query-my-institution`: the roles held, the open applications. */
export function fetchMine(): Promise<MyInstitutions> {
  return api.get<MyInstitutions>('corporate/query-my-institution', { quiet: true });
}

/** `GET /api/corporate/query-my-institutionapply-page`: both kinds, newest first. */
export function fetchMyApplications(query: ListQuery): Promise<ListPage<InstitutionApplication>> {
  return api.get<ListPage<InstitutionApplication>>('corporate/query-my-institutionapply-page', {
    searchParams: listApiParams(query, ['kind', 'status'], { sortable: false }),
    quiet: true,
  });
}

/** A new draft of the kind (no id), or a change of one. */
export function saveApplication(kind: InstitutionKind, request: InstitutionSaveRequest) {
  return api.post<InstitutionApplication>(PATHS[kind].save, { json: request, quiet: true });
}

/** Save and submit; 400 naming what is missing. */
export function submitApplication(kind: InstitutionKind, request: InstitutionSaveRequest) {
  return api.post<InstitutionApplication>(PATHS[kind].submit, { json: request, quiet: true });
}

/** A stored draft or returned application submitted as it is, from the list. */
export function submitStoredApplication(kind: InstitutionKind, request: VersionedId) {
  return api.post<InstitutionApplication>(PATHS[kind].submit, {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** A submission awaiting review, withdrawn. */
export function withdrawApplication(kind: InstitutionKind, request: VersionedId) {
  return api.post<InstitutionApplication>(PATHS[kind].withdraw, {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** The application whole, its steps, what the caller may do. */
export function fetchApplicationDetail(
  kind: InstitutionKind,
  id: RowId,
): Promise<InstitutionApplicationDetail> {
  return api.get<InstitutionApplicationDetail>(PATHS[kind].detail, {
    searchParams: { id },
    quiet: true,
  });
}

/** Filters of the platform's lists, as the API names them. */
export const INSTITUTION_REVIEW_FILTERS = [
  'status',
  'businessLine',
  'companyName',
  'submittedFrom',
  'submittedTo',
] as const;

/** Every company's submitted applications of the kind. */
export function fetchApplications(kind: InstitutionKind, query: ListQuery) {
  return api.get<ListPage<InstitutionApplication>>(PATHS[kind].page, {
    searchParams: listApiParams(query, INSTITUTION_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** One decision; 409 with a localized message on conflict. */
export const decideApplication = (kind: InstitutionKind, request: DecisionRequest) =>
  postDecision<InstitutionApplication>(PATHS[kind].decide, request);

/** A batch: one result per item. */
export const decideApplications = (kind: InstitutionKind, request: BatchDecisionRequest) =>
  postBatchDecision(PATHS[kind].decideBatch, request);

/** The institution switched off (its approval revoked) or on again. */
export function switchInstitution(
  kind: InstitutionKind,
  request: VersionedId & { enabled: boolean; comment?: string },
) {
  return api.put<InstitutionApplication>(PATHS[kind].switch, { json: request, quiet: true });
}

/** An institution's teachers (training) or assessors (review); the platform names the company. */
export function fetchStaff(kind: InstitutionKind, corporateId?: RowId) {
  return api.get<InstitutionPerson[]>(PATHS[kind].staff, {
    ...(corporateId === undefined ? {} : { searchParams: { corporateId } }),
    quiet: true,
  });
}
