/**
 * The client's side of a workflow area's descriptor (machines/areas/): the company's steps on
 * a record and a reviewer's decisions, called at the paths the server registers them at. An
 * area's own module names them (`export const saveApplication = calls.save`) and keeps what is
 * truly its own (lists, exports, its special steps). Screens that show failures themselves
 * (forms, dialogs, lists) call quietly, as all of these do.
 */
import type { RowId } from '@machines/app/list';
import type {
  ApplicantCallPaths,
  DecisionCallPaths,
  SeparateStepPaths,
} from '@machines/areas/area';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type BatchItemResult,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { api } from './http';

/** Only the id and the version the caller read: a row carries more than the call takes. */
const versioned = ({ id, version }: VersionedId): VersionedId => ({ id, version });

export interface ApplicantApi<TRecord, TSave, TDetail> {
  /** A new draft (no id) or a change of one (its version). */
  save(request: TSave): Promise<TRecord>;
  /** Save and submit; 400 naming every missing field. */
  submit(request: TSave): Promise<TRecord>;
  /** A stored draft or returned record submitted as it is, from its list. */
  submitStored(which: VersionedId): Promise<TRecord>;
  /** A submission nobody has decided on yet, back to the applicant. */
  withdraw(which: VersionedId): Promise<TRecord>;
  /** The record whole, its timeline, the steps open to the caller. */
  detail(id: RowId): Promise<TDetail>;
}

export function applicantApi<TRecord, TSave extends object, TDetail>(
  paths: SeparateStepPaths,
): ApplicantApi<TRecord, TSave, TDetail> {
  return {
    save: (request) => api.post<TRecord>(paths.save, { json: request, quiet: true }),
    submit: (request) => api.post<TRecord>(paths.submit, { json: request, quiet: true }),
    submitStored: (which) =>
      api.post<TRecord>(paths.submit, { json: versioned(which), quiet: true }),
    withdraw: (which) => api.post<TRecord>(paths.withdraw, { json: versioned(which), quiet: true }),
    detail: (id) => api.get<TDetail>(paths.detail, { searchParams: { id }, quiet: true }),
  };
}

/**
 * Deleting a draft (or a person off the roster): a DELETE with the id and version in the
 * query, or the seed's POST with them in the body. `TAnswer` is what the area's call answers.
 */
export function removeCall<TAnswer = null>(
  remove: NonNullable<ApplicantCallPaths['remove']>,
): (which: VersionedId) => Promise<TAnswer> {
  return remove.method === 'POST'
    ? (which) => api.post<TAnswer>(remove.path, { json: versioned(which), quiet: true })
    : (which) =>
        api.delete<TAnswer>(remove.path, { searchParams: { ...versioned(which) }, quiet: true });
}

export interface DecisionApi<TRecord> {
  /** One decision; 409 with a localized message on conflict. */
  decide(request: DecisionRequest): Promise<TRecord>;
  /** One decision on several records, one result each. */
  decideBatch(request: BatchDecisionRequest): Promise<readonly BatchItemResult[]>;
}

export function decisionApi<TRecord>(paths: DecisionCallPaths): DecisionApi<TRecord> {
  const method = paths.method === 'PUT' ? 'put' : 'post';
  return {
    decide: (request) => postDecision<TRecord>(paths.decide, request, method),
    decideBatch: (request) => postBatchDecision(paths.decideBatch, request, method),
  };
}
