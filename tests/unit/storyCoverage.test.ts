import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { machineRegistry } from '@machines/registry';
import {
  checkStoryCoverage,
  type CoverageExemptions,
  type StoriesModule,
} from '../../stories/support/storyCoverage';

/**
 * DESIGN §7.10: every state of a machine that a stories file names is shown by a story
 * (convention in stories/support/storyCoverage.ts and docs/storybook.md).
 */

/** States no story can hold still, with the reason. */
const EXEMPT: CoverageExemptions = {
  sessionMachine: {
    checking: 'eventless: decides between loadingUser and anonymous before the first render',
    reloading: 'the page reloads on entry; nothing of the app is left to show',
  },
  uploadMachine: {
    checkingInput: 'eventless: checks the given file and leaves at once',
  },
};

const registry = new Map<string, AnyStateMachine>(
  machineRegistry.map((entry) => [entry.name, entry.machine]),
);

const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true }),
  ).map(([path, module]) => [path.replace(/^(\.\.\/)+/, ''), module]),
);

const report = checkStoryCoverage(modules, registry, EXEMPT);

describe('story coverage of machine states', () => {
  it('finds the stories files', () => {
    expect(Object.keys(modules)).toContain('stories/auth/LoginScreen.stories.tsx');
  });

  it('stories name only machines and states that exist', () => {
    expect(report.problems).toEqual([]);
  });

  it.each(report.machines.map((coverage) => [coverage.machine, coverage] as const))(
    '%s: every state has a story',
    (machine, coverage) => {
      expect(
        coverage.missing,
        `${machine} (named by ${coverage.files.join(', ')}) has no story for: ${coverage.missing.join(', ')}`,
      ).toEqual([]);
    },
  );
});

describe('checkStoryCoverage', () => {
  const door = createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { OPEN: 'open' } },
      open: {
        initial: 'ajar',
        states: { ajar: {}, wide: {} },
      },
    },
  });
  const light = createMachine({ id: 'light', initial: 'off', states: { off: {}, on: {} } });
  const machines = new Map<string, AnyStateMachine>([
    ['doorMachine', door],
    ['lightMachine', light],
  ]);
  const file = (meta: unknown, stories: Record<string, unknown>): StoriesModule => ({
    default: meta,
    ...stories,
  });

  it('collects leaf states per machine, bare paths belonging to the primary one', () => {
    const { machines: coverage, problems } = checkStoryCoverage(
      {
        'a.stories.tsx': file(
          { parameters: { machine: ['doorMachine', 'lightMachine'] } },
          {
            Closed: { parameters: { states: ['closed', 'lightMachine:off'] } },
            Ajar: { parameters: { state: 'open.ajar' } },
            NoState: {},
          },
        ),
      },
      machines,
    );
    expect(problems).toEqual([]);
    expect(coverage.map((c) => [c.machine, c.missing])).toEqual([
      ['doorMachine', ['open.wide']],
      ['lightMachine', ['on']],
    ]);
    expect(coverage[0]?.shown.get('closed')).toEqual(['a.stories.tsx#Closed']);
  });

  it('reports typos, compound states, unlisted and unknown machines', () => {
    const { problems } = checkStoryCoverage(
      {
        'b.stories.tsx': file(
          { parameters: { machine: 'doorMachine' } },
          {
            Typo: { parameters: { state: 'clsoed' } },
            Compound: { parameters: { state: 'open' } },
            Other: { parameters: { state: 'lightMachine:on' } },
            Misplaced: { parameters: { machine: 'doorMachine' } },
          },
        ),
        'c.stories.tsx': file({ parameters: { machine: 'windowMachine' } }, {}),
        'd.stories.tsx': file({}, { Loose: { parameters: { state: 'closed' } } }),
      },
      machines,
      { doorMachine: { gone: 'no such state' } },
    );
    expect(problems).toEqual([
      'exemptions name doorMachine state "gone", which is not a leaf state',
      'b.stories.tsx#Typo: doorMachine has no state "clsoed" (states: closed, open, open.ajar, open.wide)',
      'b.stories.tsx#Compound: doorMachine state "open" is compound; name a leaf (open.ajar, open.wide)',
      'b.stories.tsx#Other: names "lightMachine:on", but "lightMachine" is not in the file\'s parameters.machine',
      "b.stories.tsx#Misplaced: parameters.machine belongs on the file's meta (default export)",
      'c.stories.tsx: parameters.machine names "windowMachine", which is not in the registry',
      'd.stories.tsx#Loose: names state "closed" but the file\'s meta names no machine',
    ]);
  });

  it('leaves out exempt states and exports that are not stories', () => {
    const { machines: coverage } = checkStoryCoverage(
      {
        'e.stories.tsx': file(
          { parameters: { machine: 'lightMachine' }, excludeStories: ['helper'] },
          {
            Off: { parameters: { state: 'off' } },
            helper: { parameters: { state: 'on' } },
          },
        ),
      },
      machines,
      { lightMachine: { on: 'transient in this test' } },
    );
    expect(coverage[0]?.required).toEqual(['off']);
    expect(coverage[0]?.missing).toEqual([]);
    expect(coverage[0]?.shown.has('on')).toBe(false);
  });
});
