/**
 * Deciding on a record opened in a dialog over its list (appeals, declared people): the
 * review actor lives above the dialog, so its result stays on screen while the record
 * reloads after a decision; the dialog's content tells it which record (and version) is
 * open and how to load it again; after a decision the list reloads too.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ListContext } from './actorContexts';
import type { createActorContext } from '@xstate/react';
import { DetailTracker, type detailLoaderOf } from './detailLoader';
import { RecordDialog } from './RecordDialog';
import { useRecordReview, type RecordDecision, type ReviewedRecord } from './recordReview';

/** How the open record tells the review binding (above the keyed loader) what it shows. */
export interface DialogTracking {
  readonly record: (record: ReviewedRecord | null) => void;
  readonly reload: (reload: () => void) => void;
}

/** The review machine for the record the dialog shows, and how the dialog reports it. */
export function useDialogReview(decide: (decision: RecordDecision) => Promise<unknown>) {
  const recordRef = useRef<ReviewedRecord | null>(null);
  const reloadRef = useRef<() => void>(() => {});
  const [tracking] = useState<DialogTracking>(() => ({
    record: (record) => {
      recordRef.current = record;
    },
    reload: (reload) => {
      reloadRef.current = reload;
    },
  }));
  const list = ListContext.useActorRef();
  const logic = useRecordReview({
    current: () => recordRef.current,
    decide,
    reload: () => reloadRef.current(),
    decided: () => list.send({ type: 'REFRESH' }),
  });
  return { logic, tracking };
}

/** Called by the dialog around the loader: how to load the open record again. */
export function useTrackedReload(tracking: DialogTracking, reload: () => void) {
  useEffect(() => {
    tracking.reload(reload);
    return () => {
      tracking.reload(() => {});
      tracking.record(null);
    };
  }, [reload, tracking]);
}

/**
 * The record's dialog around its loader: `children` renders the loader keyed by the
 * generation, which a decision (or a retry) raises to load the record again.
 */
export function ReloadingRecordDialog({
  title,
  onClose,
  tracking,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly tracking: DialogTracking;
  readonly children: (generation: number, reload: () => void) => ReactNode;
}) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useTrackedReload(tracking, reload);
  return (
    <RecordDialog title={title} onClose={onClose}>
      {children(generation, reload)}
    </RecordDialog>
  );
}

type DetailLogic<TDetail> = ReturnType<typeof detailLoaderOf<TDetail>>;
type DetailContext<TDetail> = ReturnType<typeof createActorContext<DetailLogic<TDetail>>>;

/** Inside the re-keyed loader: the reviewed record of what it shows now, or null. */
function RecordTracker<TDetail>({
  context,
  tracking,
  recordOf,
}: {
  context: DetailContext<TDetail>;
  tracking: DialogTracking;
  recordOf: (detail: TDetail) => ReviewedRecord;
}) {
  const [onDetail] = useState(
    () => (detail: TDetail | null) => tracking.record(detail ? recordOf(detail) : null),
  );
  return <DetailTracker context={context} onDetail={onDetail} />;
}

export interface BoundRecordDialogProps<TDetail> {
  readonly title: string;
  readonly id: string;
  readonly onClose: () => void;
  readonly tracking: DialogTracking;
  /** The area's loader context and its bound loader. */
  readonly context: DetailContext<TDetail>;
  readonly logic: DetailLogic<TDetail>;
  /** The reviewed record inside the detail (its id and version). */
  readonly recordOf: (detail: TDetail) => ReviewedRecord;
  /** The loader's state on screen, with how to load again (a retry). */
  readonly children: (reload: () => void) => ReactNode;
}

/** A record opened in its dialog, loaded again after each decision and tracked for it. */
export function BoundRecordDialog<TDetail>({
  title,
  id,
  onClose,
  tracking,
  context,
  logic,
  recordOf,
  children,
}: BoundRecordDialogProps<TDetail>) {
  const Provider = context.Provider;
  return (
    <ReloadingRecordDialog title={title} onClose={onClose} tracking={tracking}>
      {(generation, reload) => (
        <Provider key={`${id}:${generation}`} logic={logic} options={{ input: { id } }}>
          <RecordTracker context={context} tracking={tracking} recordOf={recordOf} />
          {children(reload)}
        </Provider>
      )}
    </ReloadingRecordDialog>
  );
}
