import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { and, not, or } from 'xstate';
import { describeGuard, describeMachine } from '@machines/diagram';
import { layoutMachineDiagram, type Box, type LaidOutDiagram } from '@machines/diagramLayout';
import { machineRegistry } from '@machines/registry';
import { signUpWorkflow } from '@machines/workflows';
import { catalogueText } from '../../../src/lib/catalogueText';
import { estimateDiagramText } from '../../../src/components/machineDiagram/diagramText';

const CATALOGUES = { zh, en } as const;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** What must lie over nothing else: leaf states, transition labels, compound states' headers. */
function inkBoxes(diagram: LaidOutDiagram): { name: string; box: Box }[] {
  return [
    ...diagram.states.map((state) => ({
      name: state.state.path,
      box: state.compound
        ? { ...state, height: state.lines.length * 16 + 6 }
        : { x: state.x, y: state.y, width: state.width, height: state.height },
    })),
    ...diagram.transitions
      .filter((transition) => !transition.entry)
      .map((transition) => ({ name: transition.edge.event, box: transition.label })),
  ];
}

function overlapsOf(diagram: LaidOutDiagram): string[] {
  const boxes = inkBoxes(diagram);
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (overlaps(a.box, b.box)) found.push(`${a.name} over ${b.name}`);
    }),
  );
  return found;
}

const layOut = (
  machine: (typeof machineRegistry)[number]['machine'],
  language: keyof typeof CATALOGUES,
  figures: Partial<Parameters<typeof layoutMachineDiagram>[0]> = {},
) =>
  layoutMachineDiagram({
    ...describeMachine(machine),
    statusLabel: (state) =>
      state.meta?.label ? catalogueText(CATALOGUES[language], state.meta.label) : undefined,
    measure: estimateDiagramText,
    ...figures,
  });

describe('a machine diagram laid out (issue 45)', () => {
  for (const language of ['zh', 'en'] as const) {
    it.each(machineRegistry.map((entry) => [entry.name, entry.machine] as const))(
      `%s: no state or label over another (${language})`,
      async (_name, machine) => {
        expect(overlapsOf(await layOut(machine, language))).toEqual([]);
      },
    );
  }

  it('puts a compound state’s children inside it, under its name', async () => {
    const session = machineRegistry.find((entry) => entry.name === 'sessionMachine');
    if (!session) throw new Error('no session machine');
    const diagram = await layOut(session.machine, 'en');
    const byPath = new Map(diagram.states.map((state) => [state.state.path, state]));
    const children = diagram.states.filter((state) => state.state.parent !== undefined);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = byPath.get(child.state.parent ?? '');
      if (!parent) throw new Error(`no parent of ${child.state.path}`);
      expect(contains(parent, child), `${child.state.path} inside ${parent.state.path}`).toBe(true);
      expect(child.y).toBeGreaterThanOrEqual(parent.y + parent.lines.length * 16);
    }
  });

  it('names each state in the reader’s language, with its status code', async () => {
    const diagram = await layOut(signUpWorkflow, 'zh');
    const signedUp = diagram.states.find((state) => state.state.path === 'signedUp');
    expect(signedUp?.lines.map((line) => line.text)).toEqual(['signedUp', '0 · 已报名，待审核']);
  });

  it('lays the figures of the workflow map out with the rest: still nothing over anything', async () => {
    const diagram = await layOut(signUpWorkflow, 'zh', {
      stateFigures: () => ['当前 12,345 条', '中位 3.5 天 · P90 12 天'],
      transitionFigures: () => ['本期 1,234 次'],
    });
    expect(overlapsOf(diagram)).toEqual([]);
    const approve = diagram.transitions.find(
      (transition) => transition.edge.event === 'APPROVE_SIGNUP',
    );
    expect(approve?.label.lines.map((line) => line.text)).toEqual([
      'APPROVE_SIGNUP',
      '[actorIs(institution)]',
      '本期 1,234 次',
    ]);
  });

  it('runs every transition from its source to its target, each arrow with a route', async () => {
    const diagram = await layOut(signUpWorkflow, 'en');
    const byPath = new Map(diagram.states.map((state) => [state.state.path, state]));
    const near = (point: { x: number; y: number }, box: Box) =>
      point.x >= box.x - 1 &&
      point.x <= box.x + box.width + 1 &&
      point.y >= box.y - 1 &&
      point.y <= box.y + box.height + 1;
    for (const transition of diagram.transitions.filter((each) => !each.entry)) {
      const { source, target } = transition.edge;
      const first = transition.points[0];
      const last = transition.points.at(-1);
      const from = byPath.get(source);
      const to = byPath.get(target);
      if (!first || !last || !from || !to) throw new Error(`${source} → ${target} has no route`);
      expect(near(first, from), `${transition.edge.event} leaves ${source}`).toBe(true);
      expect(near(last, to), `${transition.edge.event} reaches ${target}`).toBe(true);
    }
  });

  it('draws the same picture every time', async () => {
    expect(await layOut(signUpWorkflow, 'en')).toEqual(await layOut(signUpWorkflow, 'en'));
  });
});

describe('a guard in words', () => {
  /** As the app's minified build names functions. */
  const minified = <T extends object>(guard: T): T =>
    Object.defineProperty(guard, 'name', { value: 't' });

  it('reads and, or and not whatever their functions are called', () => {
    const platform = { type: 'actorIs', params: { parties: ['platform'] } };
    expect(describeGuard(minified(and([platform, 'hasComment'])))).toBe(
      'actorIs(platform) && hasComment',
    );
    expect(describeGuard(minified(or(['a', minified(not('b'))])))).toBe('(a || !b)');
  });
});
