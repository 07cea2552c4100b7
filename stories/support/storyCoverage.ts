/**
 * DESIGN §7.10: every screen has stories for every state of its machine. Stories say
 * which machine and which states they show in their `parameters`, and
 * tests/unit/storyCoverage.test.ts holds them to the machines of machines/registry.ts:
 *
 * - a stories file's meta: `parameters: { machine: 'loginMachine' }`, or a list when the
 *   file exercises several machines: `machine: ['sessionMachine', 'roleSwitchMachine']`
 *   (the first is the file's primary machine);
 * - each story: `parameters: { state: 'authenticated.ready' }` or `states: [...]`, dotted
 *   paths as `describeMachine` gives them. A bare path is a state of the primary machine;
 *   a state of another listed machine is written `'roleSwitchMachine:failed'`.
 *
 * A story names leaf states (the ones a compound state is ever in). A machine without
 * child states (layoutSettingsMachine, tagsViewMachine) has nothing to cover.
 */
import type { AnyStateMachine } from 'xstate';
import { describeMachine } from '../../machines/diagram';

/** `parameters` of a stories file's default export. */
export interface MachineStoryParameters {
  /** Registry name(s) of the machine(s) the file's stories show; the first is primary. */
  readonly machine?: string | readonly string[];
}

/** `parameters` of one story. */
export interface StateStoryParameters {
  /** The state shown: `'path.to.leaf'` or `'<machine>:path.to.leaf'`. */
  readonly state?: string;
  /** Several states shown by one story (a play function that walks through them). */
  readonly states?: readonly string[];
}

/** A module of `*.stories.tsx` as `import.meta.glob` returns it. */
export type StoriesModule = Record<string, unknown>;

/** Transient states no story can hold still, each with the reason. */
export type CoverageExemptions = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface MachineCoverage {
  readonly machine: string;
  /** The stories files that name the machine. */
  readonly files: readonly string[];
  /** Leaf states that need a story (exempt ones left out). */
  readonly required: readonly string[];
  /** State → the stories (`file#Export`) that show it. */
  readonly shown: ReadonlyMap<string, readonly string[]>;
  /** Required states no story shows. */
  readonly missing: readonly string[];
}

export interface CoverageReport {
  readonly machines: readonly MachineCoverage[];
  /** Malformed parameters, unknown machines, states the machine does not have. */
  readonly problems: readonly string[];
}

const QUALIFIED = /^([A-Za-z0-9_]+):(.+)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** CSF: which named exports are stories (`includeStories` / `excludeStories` of the meta). */
function isExportStory(key: string, meta: Record<string, unknown>): boolean {
  if (key === 'default' || key === '__namedExportsOrder' || key === '__esModule') return false;
  const matches = (filter: unknown) =>
    filter instanceof RegExp ? filter.test(key) : isStringList(filter) && filter.includes(key);
  if (meta.includeStories !== undefined && !matches(meta.includeStories)) return false;
  return !(meta.excludeStories !== undefined && matches(meta.excludeStories));
}

/** Every state path of a machine, and which of them are leaves. */
export function machineStates(machine: AnyStateMachine): { all: string[]; leaves: string[] } {
  const { states } = describeMachine(machine);
  const all = states.map((state) => state.path);
  const leaves = all.filter((path) => !states.some((state) => state.parent === path));
  return { all, leaves };
}

/**
 * Checks the stories modules (file → module) against the machines (registry name →
 * machine): which states each named machine's stories show, which they miss, and every
 * parameter that names something that does not exist.
 */
export function checkStoryCoverage(
  modules: Readonly<Record<string, StoriesModule>>,
  machines: ReadonlyMap<string, AnyStateMachine>,
  exemptions: CoverageExemptions = {},
): CoverageReport {
  const problems: string[] = [];
  const filesOf = new Map<string, string[]>();
  const shownOf = new Map<string, Map<string, string[]>>();
  const statesOf = new Map<string, ReturnType<typeof machineStates>>();
  const statesFor = (name: string, machine: AnyStateMachine) => {
    let states = statesOf.get(name);
    if (!states) {
      states = machineStates(machine);
      statesOf.set(name, states);
    }
    return states;
  };

  for (const [name, reasons] of Object.entries(exemptions)) {
    const machine = machines.get(name);
    if (!machine) {
      problems.push(`exemptions name machine "${name}", which is not in the registry`);
      continue;
    }
    const { leaves } = statesFor(name, machine);
    for (const state of Object.keys(reasons)) {
      if (!leaves.includes(state)) {
        problems.push(`exemptions name ${name} state "${state}", which is not a leaf state`);
      }
    }
  }

  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const meta = isRecord(module.default) ? module.default : {};
    const metaParameters = isRecord(meta.parameters) ? meta.parameters : {};
    const declared = metaParameters.machine;
    let named: string[] = [];
    if (typeof declared === 'string') named = [declared];
    else if (isStringList(declared) && declared.length > 0) named = declared;
    else if (declared !== undefined) {
      problems.push(`${file}: parameters.machine must be a registry name or a non-empty list`);
    }
    named = named.filter((name) => {
      if (machines.has(name)) return true;
      problems.push(`${file}: parameters.machine names "${name}", which is not in the registry`);
      return false;
    });
    for (const name of named) {
      filesOf.set(name, [...(filesOf.get(name) ?? []), file]);
      if (!shownOf.has(name)) shownOf.set(name, new Map());
    }
    const primary = named[0];

    for (const [key, story] of Object.entries(module)) {
      if (!isExportStory(key, meta)) continue;
      const at = `${file}#${key}`;
      const parameters = isRecord(story) && isRecord(story.parameters) ? story.parameters : {};
      if (parameters.machine !== undefined) {
        problems.push(`${at}: parameters.machine belongs on the file's meta (default export)`);
      }
      const refs: string[] = [];
      if (typeof parameters.state === 'string') refs.push(parameters.state);
      else if (parameters.state !== undefined) {
        problems.push(`${at}: parameters.state must be a string`);
      }
      if (isStringList(parameters.states)) refs.push(...parameters.states);
      else if (parameters.states !== undefined) {
        problems.push(`${at}: parameters.states must be a list of strings`);
      }

      for (const ref of refs) {
        const qualified = QUALIFIED.exec(ref);
        const machineName = qualified ? qualified[1] : primary;
        const path = qualified ? (qualified[2] as string) : ref;
        if (machineName === undefined) {
          problems.push(`${at}: names state "${ref}" but the file's meta names no machine`);
          continue;
        }
        const machine = machines.get(machineName);
        if (!machine || !named.includes(machineName)) {
          problems.push(
            `${at}: names "${ref}", but "${machineName}" is not in the file's parameters.machine`,
          );
          continue;
        }
        const { all, leaves } = statesFor(machineName, machine);
        if (!all.includes(path)) {
          problems.push(`${at}: ${machineName} has no state "${path}" (states: ${all.join(', ')})`);
          continue;
        }
        if (!leaves.includes(path)) {
          const children = leaves.filter((leaf) => leaf.startsWith(`${path}.`));
          problems.push(
            `${at}: ${machineName} state "${path}" is compound; name a leaf (${children.join(', ')})`,
          );
          continue;
        }
        const shown = shownOf.get(machineName) as Map<string, string[]>;
        shown.set(path, [...(shown.get(path) ?? []), at]);
      }
    }
  }

  const report: MachineCoverage[] = [...filesOf.keys()].sort().map((name) => {
    const { leaves } = statesFor(name, machines.get(name) as AnyStateMachine);
    const exempt = exemptions[name] ?? {};
    const required = leaves.filter((state) => !(state in exempt));
    const shown = shownOf.get(name) ?? new Map<string, string[]>();
    return {
      machine: name,
      files: filesOf.get(name) ?? [],
      required,
      shown,
      missing: required.filter((state) => !shown.has(state)),
    };
  });
  return { machines: report, problems };
}
