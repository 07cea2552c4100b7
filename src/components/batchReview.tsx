/** The review machine deciding on a list's selection: every selected row with its version. */
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ListRow, RowId } from '@machines/app/list';
import { reviewMachine } from '@machines/app/review';
import type { BatchDecisionRequest, BatchItemResult } from '../lib/api/decisions';
import { ListContext, ReviewContext } from './actorContexts';

/** A row a decision names: its version travels with it (someone may have acted first). */
export interface ReviewedRow extends ListRow {
  readonly status: number;
  readonly version: number;
}

export interface BatchReviewProviderProps {
  /** The area's batch call (`audit/muliti-…`): one result per item. */
  readonly decide: (request: BatchDecisionRequest) => Promise<readonly BatchItemResult[]>;
  readonly children: ReactNode;
}

/**
 * Provides ReviewContext for a list screen: a decision goes out for the selected rows
 * with the versions on screen; afterwards the selection clears and the list reloads, and
 * the review dialog names each item the server refused.
 */
export function BatchReviewProvider({ decide, children }: BatchReviewProviderProps) {
  const list = ListContext.useActorRef();
  const [logic] = useState(() =>
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(async ({ input }) => {
          const rows = list.getSnapshot().context.rows as readonly ReviewedRow[];
          const versionOf = (id: RowId) => rows.find((row) => row.id === id)?.version ?? 0;
          const results = await decide({
            items: input.ids.map((id) => ({ id, version: versionOf(id) })),
            event: input.decision,
            comment: input.comment,
          });
          return results.map(({ id, ok, message }) => ({
            id,
            ok,
            ...(message ? { message } : {}),
          }));
        }),
      },
      actions: {
        decided: () => {
          list.send({ type: 'SELECTION.CHANGED', selection: [] });
          list.send({ type: 'REFRESH' });
        },
      },
    }),
  );
  return <ReviewContext.Provider logic={logic}>{children}</ReviewContext.Provider>;
}
