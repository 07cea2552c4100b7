/** An applicant's own steps on the rows of its list (withdraw, remove), one call per row. */
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import { reviewMachine } from '@machines/app/review';
import { ListContext, ReviewContext } from './actorContexts';
import type { ReviewedRow } from './batchReview';

/** One step's call, given the row's id, the version on screen and the row itself. */
export type RowStepCall = (row: {
  id: RowId;
  version: number;
  row: ReviewedRow | undefined;
}) => Promise<unknown>;

export interface RowStepsProviderProps {
  /** The call of each step the list offers, by the review machine's decision name. */
  readonly steps: Readonly<Record<string, RowStepCall>>;
  readonly children: ReactNode;
}

/**
 * Provides ReviewContext for an applicant's list: the step named by the decision goes
 * out for each row with the version on screen (someone may have acted first: 409), and
 * the list reloads afterwards. A refusal fails the step, so the dialog shows the reason
 * and offers a retry.
 */
export function RowStepsProvider({ steps, children }: RowStepsProviderProps) {
  const list = ListContext.useActorRef();
  const [logic] = useState(() =>
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(async ({ input }) => {
          const call = steps[input.decision];
          if (!call) throw new Error(`no call for the step ${input.decision}`);
          const rows = list.getSnapshot().context.rows as readonly ReviewedRow[];
          return Promise.all(
            input.ids.map(async (id) => {
              const row = rows.find((candidate) => candidate.id === id);
              await call({ id, version: row?.version ?? 0, row });
              return { id, ok: true };
            }),
          );
        }),
      },
      actions: { decided: () => list.send({ type: 'REFRESH' }) },
    }),
  );
  return <ReviewContext.Provider logic={logic}>{children}</ReviewContext.Provider>;
}
