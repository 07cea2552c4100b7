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
import { api } from './http';
import { trainingHistoryArea } from '@machines/areas/trainingHistories';
import { applicantApi, decisionApi, removeCall } from './areaCalls';

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
  return api.get<ListPage<TrainingHistory>>(trainingHistoryArea.lists.own, {
    searchParams: { ...listApiParams(query, ['status', 'keyword'], { sortable: false }), kind },
    quiet: true,
  });
}

/** Every company's declarations that were sent (the platform's review list). */
export function fetchReviewQueue(query: ListQuery): Promise<ListPage<TrainingHistory>> {
  return api.get<ListPage<TrainingHistory>>(trainingHistoryArea.lists.review, {
    searchParams: listApiParams(
      query,
      ['status', 'kind', 'keyword', 'companyName', 'submittedFrom', 'submittedTo'],
      { sortable: false },
    ),
    quiet: true,
  });
}

export const {
  save: saveHistory,
  submit: submitHistory,
  withdraw: withdrawHistory,
  detail: fetchHistoryDetail,
} = applicantApi<TrainingHistory, TrainingHistorySaveRequest, TrainingHistoryDetail>(
  trainingHistoryArea.applicant,
);
/** A draft deleted for good. */
export const deleteHistory = removeCall(trainingHistoryArea.applicant.remove);

export const { decide: decideHistory, decideBatch: decideHistories } = decisionApi<TrainingHistory>(
  trainingHistoryArea.decisions,
);
