/**
 * A record's detail loader: a promise actor over the area's call that never fails as an
 * actor (@xstate/react rethrows an errored actor's error during render, and a failed load
 * is a state the screen shows). It ends with the detail, or the notice of the failure.
 */
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import type { Notice } from '@machines/app/notice';
import { isServiceError, noticeFromError } from '@machines/app/serviceError';

/** Why a load failed, and whether trying again could help. */
export interface LoadFailure {
  readonly error: Notice;
  /** Not there, or not the caller's (404, 403): trying again would only say so again. */
  readonly final?: boolean;
}

export type DetailResult<TDetail> =
  { readonly ok: true; readonly detail: TDetail } | ({ readonly ok: false } & LoadFailure);

/** A refusal no retry changes: the record is not there for the caller. */
const isFinal = (error: unknown) =>
  isServiceError(error) && (error.httpStatus === 404 || error.httpStatus === 403);

export interface DetailInput {
  readonly id: RowId;
}

/** The input of a loader that loads one thing, not a record by id (the company's standing). */
export const ONCE = { id: 'once' } as const;

export function detailLoaderOf<TDetail>(load: (id: RowId) => Promise<TDetail>) {
  return fromPromise<DetailResult<TDetail>, DetailInput>(({ input }) =>
    load(input.id).then(
      (detail) => ({ ok: true, detail }),
      (error: unknown) => ({
        ok: false,
        error: noticeFromError(error, 'error.hasError'),
        final: isFinal(error),
      }),
    ),
  );
}

/** The part of a detail loader's actor context a tracker reads. */
export interface DetailContextOf<TDetail> {
  useSelector<TSelected>(
    selector: (snapshot: { readonly output?: DetailResult<TDetail> | undefined }) => TSelected,
  ): TSelected;
}

/**
 * What a keyed loader shows now, for a binding outside it (a review, a removal): the
 * loader's `DetailTracker` hands each load to `track`; the binding reads `latest()` when
 * its step goes out.
 */
export function useLatestDetail<TDetail>() {
  const [holder] = useState(() => {
    let latest: TDetail | null = null;
    return {
      track: (detail: TDetail | null) => {
        latest = detail;
      },
      latest: () => latest,
    };
  });
  return holder;
}

/**
 * The same for a loader that reloads by remounting: its key takes `generation`, which
 * `reload` raises.
 */
export function useReloadableDetail<TDetail>() {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { generation, reload, ...useLatestDetail<TDetail>() };
}

/** Inside the keyed loader: tells `onDetail` what is loaded now (null while it loads or failed). */
export function DetailTracker<TDetail>({
  context,
  onDetail,
}: {
  context: DetailContextOf<TDetail>;
  onDetail: (detail: TDetail | null) => void;
}) {
  const result = context.useSelector((s) => s.output);
  const detail = result?.ok ? result.detail : null;
  useEffect(() => onDetail(detail), [detail, onDetail]);
  return null;
}
