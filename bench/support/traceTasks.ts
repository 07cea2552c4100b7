/**
 * Reads a Chromium trace (with `disabled-by-default-v8.cpu_profiler`): the page's main-thread
 * tasks longer than a threshold, and for each the functions its samples were in.
 */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: {
        readonly nodes?: readonly ProfileNode[];
        readonly samples?: readonly number[];
      };
      readonly timeDeltas?: readonly number[];
    };
  };
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
}

export interface FunctionTime {
  readonly name: string;
  readonly ms: number;
}

export interface LongTask {
  readonly startMs: number;
  readonly durationMs: number;
  /** Inclusive time of each function the task's samples were in, the heaviest first. */
  readonly functions: readonly FunctionTime[];
  /**
   * The browser's own steps inside the task (ParseHTML, EvaluateScript, Layout, …), each
   * name's total, the heaviest first: what a task no script is named in was doing.
   */
  readonly steps: readonly FunctionTime[];
}

interface Sample {
  readonly ts: number;
  readonly node: number;
}

const IGNORED = new Set(['(root)', '(program)', '(idle)']);

export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const candidates = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busiest = candidates
    .map(({ pid, tid }) => ({
      pid,
      tid,
      busy: events
        .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
        .reduce((sum, event) => sum + (event.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!busiest) throw new Error('The trace has no renderer main thread');
  return busiest;
}

export function profileOf(events: readonly TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id)
      starts.set(event.id, event.args?.data?.startTime ?? event.ts);
  }
  const clocks = new Map(starts);
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || !event.id) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let clock = clocks.get(event.id) ?? event.ts;
    ids.forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
    clocks.set(event.id, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

function describe(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame as Partial<ProfileNode['callFrame']>;
  const file = url?.split('/').pop() ?? '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}` : ''}`;
}

/** When the page first painted content, in the same clock as the tasks' starts. */
export function firstContentfulPaintMs(events: readonly TraceEvent[]): number | undefined {
  const { pid } = mainThreadOf(events);
  const paint = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint');
  return paint ? (paint.ts - originOf(events, pid)) / 1000 : undefined;
}

function originOf(events: readonly TraceEvent[], pid: number): number {
  return Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
}

export function longTasksOf(events: readonly TraceEvent[], thresholdMs: number): LongTask[] {
  const { pid, tid } = mainThreadOf(events);
  const { nodes, samples } = profileOf(events, pid);
  const tasks = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.name === 'RunTask' &&
      (event.dur ?? 0) > thresholdMs * 1000,
  );
  const origin = originOf(events, pid);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const times = new Map<string, number>();
    samples.forEach((sample, index) => {
      if (sample.ts < task.ts || sample.ts >= end) return;
      const next = samples[index + 1]?.ts ?? sample.ts;
      const interval = Math.min(next, end) - sample.ts;
      const seen = new Set<string>();
      for (let node = nodes.get(sample.node); node; node = nodes.get(node.parent ?? -1)) {
        if (IGNORED.has(node.callFrame.functionName)) continue;
        const name = describe(node);
        if (seen.has(name)) continue;
        seen.add(name);
        times.set(name, (times.get(name) ?? 0) + interval);
      }
    });
    const steps = new Map<string, number>();
    for (const event of events) {
      if (event.pid !== pid || event.tid !== tid || event.ph !== 'X' || event === task) continue;
      if (event.ts < task.ts || event.ts >= end) continue;
      steps.set(event.name, (steps.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    return {
      steps: [...steps].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms),
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      functions: [...times]
        .map(([name, us]) => ({ name, ms: us / 1000 }))
        .sort((a, b) => b.ms - a.ms),
    };
  });
}
