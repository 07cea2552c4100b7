/**
 * Training history declarations (issue 16): a company's past training and in-house
 * cultivation declarations, their steps, and the platform's review. Every call is quiet:
 * lists, forms and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { TrainingHistory, TrainingHistoryDetail } from '@machines/contracts';
import type {
  TrainingHistoryField,
  TrainingHistoryKind,
} from '@machines/validation/trainingHistory';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { api } from './http';

export type { TrainingHistory, TrainingHistoryDetail, TrainingHistoryKind };

/** What the form sends: every field as text ('' clears one); a new one its kind. */
export type TrainingHistorySaveRequest = Partial<Readonly<Record<TrainingHistoryField, string>>> & {
  readonly id?: RowId;
  readonly version?: number;
  readonly kind?: TrainingHistoryKind;
};

/** The company's declarations of one kind, newest first. */
export function fetchMyHistories(
  kind: TrainingHistoryKind,
  query: ListQuery,
): Promise<ListPage<TrainingHistory>> {
  return api.get<ListPage<TrainingHistory>>('corporate/query-corporatetrainhistory-list', {
    searchParams: { ...listApiParams(query, ['status', 'keyword'], { sortable: false }), kind },
    quiet: true,
  });
}

/** A new draft (no id), or a change of one (`corporate/create-corporatetrain-history`). */
export function saveHistory(request: TrainingHistorySaveRequest): Promise<TrainingHistory> {
  return api.post<TrainingHistory>('corporate/create-corporatetrain-history', {
    json: request,
    quiet: true,
  });
}

/** Save and submit; 400 naming every missing field. */
export function submitHistory(request: TrainingHistorySaveRequest): Promise<TrainingHistory> {
  return api.post<TrainingHistory>('corporate/submit-corporatetrain-history', {
    json: request,
    quiet: true,
  });
}

export function withdrawHistory(request: VersionedId): Promise<TrainingHistory> {
  return api.post<TrainingHistory>('corporate/withdraw-corporatetrain-history', {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

export function deleteHistory(request: VersionedId): Promise<null> {
  return api.delete<null>('corporate/delete-corporatetrain-history', {
    searchParams: { id: request.id, version: request.version },
    quiet: true,
  });
}

export function fetchHistoryDetail(id: RowId): Promise<TrainingHistoryDetail> {
  return api.get<TrainingHistoryDetail>('corporate/query-corporatetrainhistory-detail', {
    searchParams: { id },
    quiet: true,
  });
}

/** Every company's declarations that were sent (the platform's review list). */
export function fetchReviewQueue(query: ListQuery): Promise<ListPage<TrainingHistory>> {
  return api.get<ListPage<TrainingHistory>>('corporate/query-check-corporatetrainhistory-page', {
    searchParams: listApiParams(
      query,
      ['status', 'kind', 'keyword', 'companyName', 'submittedFrom', 'submittedTo'],
      { sortable: false },
    ),
    quiet: true,
  });
}

export const decideHistory = (request: DecisionRequest) =>
  postDecision<TrainingHistory>('audit/update-corporatetrainhistory-status', request);

export const decideHistories = (request: BatchDecisionRequest) =>
  postBatchDecision('audit/muliti-update-corporatetrainhistory-status', request);
