/**
 * The figures the map draws under each state and each event, in the reader's language: how
 * many records a status holds now, how long its stays lasted in the period (median and
 * 90th percentile), and how many times a transition was taken.
 */
import type { TFunction } from 'i18next';
import type { DiagramEdge, DiagramState } from '@machines/diagram';
import type {
  WorkflowMapFigures,
  WorkflowMapStatus,
  WorkflowMapTransition,
} from '@machines/contracts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time as a person says it: the largest unit that is at least one, one decimal. */
export function durationText(seconds: number, t: TFunction): string {
  const [unit, size] =
    seconds >= DAY ? ['days', DAY] : seconds >= HOUR ? ['hours', HOUR] : ['minutes', MINUTE];
  const count = Math.round((seconds / size) * 10) / 10;
  return t(`workflowMap.duration.${unit}`, { count });
}

export function statusFigureLines(status: WorkflowMapStatus | undefined, t: TFunction): string[] {
  if (!status) return [];
  const lines = [t('workflowMap.figure.records', { count: status.records })];
  if (status.medianSeconds !== null && status.p90Seconds !== null) {
    lines.push(
      t('workflowMap.figure.time', {
        median: durationText(status.medianSeconds, t),
        p90: durationText(status.p90Seconds, t),
      }),
    );
  }
  return lines;
}

export const transitionFigureLine = (times: number, t: TFunction) =>
  t('workflowMap.figure.times', { count: times });

/** A diagram state's code: workflow states carry their status meta. */
const codeOfState = (states: ReadonlyMap<string, number>, path: string) => states.get(path);

/** What each state and edge of the lifecycle's diagram shows of the period's figures. */
export function diagramFiguresOf(
  figures: WorkflowMapFigures,
  states: readonly DiagramState[],
  t: TFunction,
) {
  const codes = new Map(
    states.flatMap((state) =>
      state.meta?.code === undefined ? [] : [[state.path, state.meta.code] as const],
    ),
  );
  const byCode = new Map(figures.statuses.map((status) => [status.code, status]));
  const taken = (edge: DiagramEdge): WorkflowMapTransition | undefined => {
    const fromCode = codeOfState(codes, edge.source);
    const toCode = codeOfState(codes, edge.target);
    return figures.transitions.find(
      (step) => step.fromCode === fromCode && step.toCode === toCode && step.event === edge.event,
    );
  };
  return {
    // The figures themselves (a reload may change them) and their wording (the language).
    key: JSON.stringify([figures, t('workflowMap.figure.times', { count: 0 })]),
    ofState: (state: DiagramState) => {
      const code = state.meta?.code;
      return code === undefined ? [] : statusFigureLines(byCode.get(code), t);
    },
    ofTransition: (edge: DiagramEdge) => {
      const step = taken(edge);
      return step ? [transitionFigureLine(step.times, t)] : [];
    },
  };
}
