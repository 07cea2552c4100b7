/**
 * A record's detail loader: a promise actor over the area's call that never fails as an
 * actor (@xstate/react rethrows an errored actor's error during render, and a failed load
 * is a state the screen shows). It ends with the detail, or the notice of the failure.
 */
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import type { Notice } from '@machines/app/notice';
import { noticeFromError } from '@machines/app/serviceError';

export type DetailResult<TDetail> =
  { readonly ok: true; readonly detail: TDetail } | { readonly ok: false; readonly error: Notice };

export interface DetailInput {
  readonly id: RowId;
}

/** The input of a loader that loads one thing, not a record by id (the company's standing). */
export const ONCE = { id: 'once' } as const;

export function detailLoaderOf<TDetail>(load: (id: RowId) => Promise<TDetail>) {
  return fromPromise<DetailResult<TDetail>, DetailInput>(({ input }) =>
    load(input.id).then(
      (detail) => ({ ok: true, detail }),
      (error: unknown) => ({ ok: false, error: noticeFromError(error, 'error.hasError') }),
    ),
  );
}
