/**
 * A record's detail loader: a promise actor over the area's call that never fails as an
 * actor (@xstate/react rethrows an errored actor's error during render, and a failed load
 * is a state the screen shows). It ends with the detail, or the notice of the failure.
 */
import { useEffect } from 'react';
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

/**
 * Tells a binding outside a keyed loader (reloading remounts it) what is loaded now, or
 * null: a step bound there reads the record's version from it when it goes out.
 */
export function useReportDetail<TDetail>(
  detail: TDetail | null,
  onDetail: ((detail: TDetail | null) => void) | undefined,
): void {
  useEffect(() => onDetail?.(detail), [detail, onDetail]);
}
