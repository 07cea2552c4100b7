/** The review machine deciding on one open record (a detail page or dialog). */
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import { reviewMachine } from '@machines/app/review';

/** The record as it was loaded: its version travels with the decision. */
export interface ReviewedRecord {
  readonly id: RowId;
  readonly version: number;
}

export interface RecordDecision extends ReviewedRecord {
  readonly event: string;
  readonly comment: string;
}

export interface RecordReviewBinding {
  /** The record on screen now, or null while it loads. */
  readonly current: () => ReviewedRecord | null;
  /** The area's call for one decision. */
  readonly decide: (decision: RecordDecision) => Promise<unknown>;
  /** Loads the record again. */
  readonly reload: () => void;
  /** After a decision: whatever else shows the record (a list) refreshes. */
  readonly decided?: () => void;
}

/**
 * The review machine bound to one record. After a decision the record reloads; after a
 * refusal too (someone acted first), so the screen shows what it is now and a retry goes
 * with its current version.
 */
export function useRecordReview({ current, decide, reload, decided }: RecordReviewBinding) {
  const [logic] = useState(() =>
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(async ({ input }) => {
          const record = current();
          if (!record) throw new Error('no record loaded');
          const { id, version } = record;
          try {
            await decide({ id, version, event: input.decision, comment: input.comment });
          } catch (error) {
            reload();
            throw error;
          }
          return [{ id, ok: true }];
        }),
      },
      actions: {
        decided: () => {
          reload();
          decided?.();
        },
      },
    }),
  );
  return logic;
}
