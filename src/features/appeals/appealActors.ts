/**
 * The appeal review's actors: the detail loader (a promise actor that never fails as an
 * actor; the dialog renders its result) and the URL parameter that opens one appeal.
 */
import { createActorContext } from '@xstate/react';
import type { RowId } from '@machines/app/list';
import { detailLoaderOf } from '../../components/detailLoader';
import * as appealsApi from '../../lib/api/appeals';
import type { CorporateAppealDetail } from '../../lib/api/appeals';

export const appealDetailLoaderOf = (load: (id: RowId) => Promise<CorporateAppealDetail>) =>
  detailLoaderOf(load);

/** `GET /api/corporate/query-corporateappeal-detail`, declared; bound below or by a story. */
export const appealDetailLoader = appealDetailLoaderOf(() =>
  Promise.reject(new Error('appealDetailLoader: provide a bound loader')),
);

export const appAppealDetailLoader = appealDetailLoaderOf((id) => appealsApi.fetchAppealDetail(id));

export const AppealDetailContext = createActorContext(appealDetailLoader);

/** URL parameter of the review page that opens one appeal's detail. */
export const DETAIL_PARAM = 'id';
