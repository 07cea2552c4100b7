/**
 * The appeal review's actors: the detail loader (a promise actor that never fails as an
 * actor; the dialog renders its result) and the URL parameter that opens one appeal.
 */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import type { Notice } from '@machines/app/notice';
import { noticeFromError } from '@machines/app/serviceError';
import { appealsApi } from '../../lib/api';
import type { CorporateAppealDetail } from '../../lib/api/appeals';

export type AppealDetailResult =
  | { readonly ok: true; readonly detail: CorporateAppealDetail }
  | { readonly ok: false; readonly error: Notice };

export function appealDetailLoaderOf(load: (id: RowId) => Promise<CorporateAppealDetail>) {
  return fromPromise<AppealDetailResult, { id: RowId }>(({ input }) =>
    load(input.id).then(
      (detail) => ({ ok: true, detail }),
      (error: unknown) => ({ ok: false, error: noticeFromError(error, 'error.hasError') }),
    ),
  );
}

/** `GET /api/corporate/query-corporateappeal-detail`, declared; bound below or by a story. */
export const appealDetailLoader = appealDetailLoaderOf(() =>
  Promise.reject(new Error('appealDetailLoader: provide a bound loader')),
);

export const appAppealDetailLoader = appealDetailLoaderOf((id) => appealsApi.fetchAppealDetail(id));

export const AppealDetailContext = createActorContext(appealDetailLoader);

/** URL parameter of the review page that opens one appeal's detail. */
export const DETAIL_PARAM = 'id';
