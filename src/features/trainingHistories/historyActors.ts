/**
 * The training history area's actors and addresses: one declaration's detail, and the
 * pages of each kind (the list and the form) with the URL parameters that open a record.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { TrainingHistoryDetail } from '@machines/contracts';
import type { TrainingHistoryKind } from '@machines/validation/trainingHistory';
import { detailLoaderOf } from '../../components/detailLoader';
import * as trainingHistoriesApi from '../../lib/api/trainingHistories';

/** One declaration's detail, declared; bound below or by a story. */
export const historyDetailLoader = detailLoaderOf<TrainingHistoryDetail>(() =>
  Promise.reject(new Error('historyDetailLoader: provide a bound loader')),
);
export const appHistoryDetailLoader = detailLoaderOf((id) =>
  trainingHistoriesApi.fetchHistoryDetail(id),
);
export const HistoryDetailContext = createActorContext(historyDetailLoader);

/** The URL parameter naming the declaration a list's dialog shows, or the form changes. */
export const ID_PARAM = 'id';

/** Each kind's list and form page. */
const PAGES = {
  history: { list: pages.historyList.path, form: pages.historyApply.path },
  cultivate: { list: pages.cultivateList.path, form: pages.cultivateApply.path },
} as const satisfies Record<TrainingHistoryKind, { list: string; form: string }>;

export const historyListPath = (kind: TrainingHistoryKind) => PAGES[kind].list;

/** The form of one declaration, or of a new one of the kind. */
export const historyFormPath = (kind: TrainingHistoryKind, id?: string | number) =>
  id === undefined
    ? PAGES[kind].form
    : `${PAGES[kind].form}?${ID_PARAM}=${encodeURIComponent(String(id))}`;
