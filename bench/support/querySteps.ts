/**
 * A request's captured queries as the steps its reference replays (bench/sqlReference.ts):
 * queries that were in flight together form one step, run side by side; the next step starts
 * when they are done. A query the API started while part of the previous step still ran
 * waits for the whole step in the reference: there the reference may be a little slower than
 * the API's own order of work, never faster. Grouping never puts a query beside one that had
 * ended before it started (that would be a dependency the reference skipped).
 */
export interface CapturedQuery {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly rowMode?: 'array';
}

/** The steps of one request, each a set of queries in flight together. */
export type QueryPlan = readonly (readonly CapturedQuery[])[];

export interface CaptureLine extends CapturedQuery {
  readonly tag: string;
  readonly startedAt: number;
  readonly endedAt: number;
}

/** A query joins the current step when it started before the step's first one ended. */
export function groupInSteps(lines: readonly CaptureLine[]): QueryPlan {
  const steps: CapturedQuery[][] = [];
  let stepEndsAt = Number.NEGATIVE_INFINITY;
  for (const line of [...lines].sort((a, b) => a.startedAt - b.startedAt)) {
    const query: CapturedQuery = {
      text: line.text,
      values: line.values,
      ...(line.rowMode ? { rowMode: line.rowMode } : {}),
    };
    const step = steps.at(-1);
    if (step && line.startedAt < stepEndsAt) {
      step.push(query);
      stepEndsAt = Math.min(stepEndsAt, line.endedAt);
    } else {
      steps.push([query]);
      stepEndsAt = line.endedAt;
    }
  }
  return steps;
}
