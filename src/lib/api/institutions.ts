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
import { type BatchDecisionRequest, type DecisionRequest, type VersionedId } from './decisions';
import { api } from './http';
import { institutionAreas } from '@machines/areas/institutions';
import { applicantApi, decisionApi, type ApplicantApi, type DecisionApi } from './areaCalls';

export type { InstitutionApplication, InstitutionApplicationDetail, MyInstitutions };

const PATHS = {
  training: {
    switch: 'audit/update-traincorporate-switch',
    staff: 'user/query-teacherlist',
  },
  review: {
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
  return api.get<ListPage<InstitutionApplication>>(institutionAreas.training.lists.own, {
    searchParams: listApiParams(query, ['kind', 'status'], { sortable: false }),
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
  return api.get<ListPage<InstitutionApplication>>(institutionAreas[kind].lists.review, {
    searchParams: listApiParams(query, INSTITUTION_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

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

type KindCalls = ApplicantApi<
  InstitutionApplication,
  InstitutionSaveRequest,
  InstitutionApplicationDetail
> &
  DecisionApi<InstitutionApplication>;

/** Each kind's steps and decisions, at the paths of its descriptor. */
const CALLS: Readonly<Record<InstitutionKind, KindCalls>> = {
  training: {
    ...applicantApi(institutionAreas.training.applicant),
    ...decisionApi(institutionAreas.training.decisions),
  },
  review: {
    ...applicantApi(institutionAreas.review.applicant),
    ...decisionApi(institutionAreas.review.decisions),
  },
};

/** A new draft of the kind (no id), or a change of one. */
export const saveApplication = (kind: InstitutionKind, request: InstitutionSaveRequest) =>
  CALLS[kind].save(request);

/** Save and submit; 400 naming what is missing. */
export const submitApplication = (kind: InstitutionKind, request: InstitutionSaveRequest) =>
  CALLS[kind].submit(request);

/** A stored draft or returned application submitted as it is, from the list. */
export const submitStoredApplication = (kind: InstitutionKind, request: VersionedId) =>
  CALLS[kind].submitStored(request);

/** A submission awaiting review, withdrawn. */
export const withdrawApplication = (kind: InstitutionKind, request: VersionedId) =>
  CALLS[kind].withdraw(request);

/** The application whole, its steps, what the caller may do. */
export const fetchApplicationDetail = (kind: InstitutionKind, id: RowId) => CALLS[kind].detail(id);

/** One decision; 409 with a localized message on conflict. */
export const decideApplication = (kind: InstitutionKind, request: DecisionRequest) =>
  CALLS[kind].decide(request);

/** A batch: one result per item. */
export const decideApplications = (kind: InstitutionKind, request: BatchDecisionRequest) =>
  CALLS[kind].decideBatch(request);
