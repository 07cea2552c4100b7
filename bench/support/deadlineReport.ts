/**
 * The figures of `npm run bench:deadline`: who the users of a stage are (the role mix), what
 * each kind of call may take at p99, and one stage's summary (throughput, p50/p99 and errors
 * per kind of call, and whether the stage stayed within budget).
 */
import type { StageRecord } from './scenarioClient';

export type DeadlineRole =
  | 'company'
  | 'reviewInstitution'
  | 'trainingInstitution'
  | 'platform'
  | 'trainee'
  | 'businessQuery';

/**
 * The users of a stage by role: mostly companies (the deadline is theirs), a trainee in
 * seven, and at least one of each reviewing role, whose share grows with the load (about one
 * in fifteen each) so queues are worked as they fill.
 */
export function mixOf(users: number): Record<DeadlineRole, number> {
  const share = (fraction: number) => Math.max(1, Math.round(users * fraction));
  const mix = {
    reviewInstitution: share(0.07),
    trainingInstitution: share(0.07),
    platform: share(0.07),
    businessQuery: share(0.04),
    trainee: share(0.15),
  };
  const staff = Object.values(mix).reduce((sum, count) => sum + count, 0);
  return { company: Math.max(1, users - staff), ...mix };
}

/**
 * p99 budget of a kind of call: a page or a list answers within a second, a write (an
 * upload, a submission, a decision on ten records) within two, as does a certificate view
 * (the first view of a new certificate draws it); an export of thousands of rows within five.
 */
export function kindBudgetMs(kind: string): number {
  if (kind.startsWith('list:')) return 1_000;
  if (isExport(kind)) return 5_000;
  return 2_000;
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round(sorted[rank] ?? 0);
}

export interface KindSummary {
  readonly kind: string;
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly withinBudget: boolean;
}

export interface StageSummary {
  readonly users: number;
  readonly requestsPerSecond: number;
  readonly errors: number;
  readonly worstP99: { readonly kind: string; readonly ms: number };
  readonly withinBudget: boolean;
  /** Every call but the exports within budget: what people wait for on a page. */
  readonly interactiveWithinBudget: boolean;
  readonly kinds: readonly KindSummary[];
}

/** An export is a download of up to 50k rows, not a page: its budget is reported apart. */
export const isExport = (kind: string) => kind.startsWith('export:');

export function summarise(users: number, stage: StageRecord): StageSummary {
  const kinds = [...stage.latencies]
    .map(([kind, latencies]): KindSummary => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const errors = stage.errors.get(kind) ?? 0;
      const p99 = percentile(sorted, 0.99);
      return {
        kind,
        count: sorted.length,
        p50: percentile(sorted, 0.5),
        p99,
        errors,
        withinBudget: errors === 0 && p99 <= kindBudgetMs(kind),
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
  const calls = kinds.reduce((sum, kind) => sum + kind.count, 0);
  const seconds = Math.max(0.001, (stage.endedAt - stage.startedAt) / 1000);
  const worst = kinds.reduce<KindSummary | undefined>(
    (found, kind) =>
      !found || kind.p99 / kindBudgetMs(kind.kind) > found.p99 / kindBudgetMs(found.kind)
        ? kind
        : found,
    undefined,
  );
  return {
    users,
    requestsPerSecond: Math.round(calls / seconds),
    errors: kinds.reduce((sum, kind) => sum + kind.errors, 0),
    worstP99: { kind: worst?.kind ?? '', ms: worst?.p99 ?? 0 },
    withinBudget: kinds.length > 0 && kinds.every((kind) => kind.withinBudget),
    interactiveWithinBudget:
      kinds.length > 0 && kinds.every((kind) => kind.withinBudget || isExport(kind.kind)),
    kinds,
  };
}
