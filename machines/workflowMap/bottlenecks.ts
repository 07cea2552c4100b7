/**
 * Where a lifecycle's records pile up (issue 45), read from one period's map figures: the
 * statuses ranked by records waiting now × the median time a stay in them lasted (a queue
 * of ten that clears in an hour weighs less than three that wait a week), and the loops,
 * a record sent from one status to another and back (returned, then resubmitted): how often
 * each way, and how long the detour lasted.
 */
import type { WorkflowMapFigures } from '../contracts';

export interface Bottleneck {
  readonly code: number;
  readonly records: number;
  readonly medianSeconds: number;
  /** Records × median seconds: the record-time the status holds. */
  readonly weight: number;
}

export interface Loop {
  /** The status a record leaves and comes back to. */
  readonly fromCode: number;
  /** The status of the detour. */
  readonly viaCode: number;
  readonly outEvent: string;
  readonly outTimes: number;
  readonly backEvent: string;
  readonly backTimes: number;
  /** How long stays in the detour lasted (median), when any ended in the period. */
  readonly medianSeconds: number | null;
}

export function bottlenecksOf(figures: WorkflowMapFigures): Bottleneck[] {
  return figures.statuses
    .flatMap(({ code, records, medianSeconds }) =>
      records > 0 && medianSeconds !== null
        ? [{ code, records, medianSeconds, weight: records * medianSeconds }]
        : [],
    )
    .sort((a, b) => b.weight - a.weight || a.code - b.code);
}

export function loopsOf(figures: WorkflowMapFigures): Loop[] {
  const stays = new Map(figures.statuses.map((status) => [status.code, status.medianSeconds]));
  return figures.transitions
    .flatMap((out) =>
      // Each loop once: from the lower code, out and back.
      out.fromCode < out.toCode
        ? figures.transitions
            .filter((back) => back.fromCode === out.toCode && back.toCode === out.fromCode)
            .map((back) => ({
              fromCode: out.fromCode,
              viaCode: out.toCode,
              outEvent: out.event,
              outTimes: out.times,
              backEvent: back.event,
              backTimes: back.times,
              medianSeconds: stays.get(out.toCode) ?? null,
            }))
        : [],
    )
    .sort((a, b) => b.outTimes - a.outTimes || a.fromCode - b.fromCode);
}
