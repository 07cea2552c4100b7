/**
 * Deciding on a record opened in a dialog over its list (appeals, declared people): the
 * review actor lives above the dialog, so its result stays on screen while the record
 * reloads after a decision; the dialog's content tells it which record (and version) is
 * open and how to load it again; after a decision the list reloads too.
 */
import { useEffect, useRef, useState } from 'react';
import { ListContext } from './actorContexts';
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

/** Called inside the (re-keyed) loader: the record it shows now, or null while loading. */
export function useTrackedRecord(tracking: DialogTracking, record: ReviewedRecord | null) {
  useEffect(() => tracking.record(record), [record, tracking]);
}
