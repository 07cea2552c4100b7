/**
 * Machines as data for people: a transition's guard in words, a whole machine as states and
 * transitions (laid out for drawing by diagramLayout.ts). The Storybook "Machines" section and
 * the docs script read the same descriptions, so a diagram cannot drift from its machine.
 */
import { and, not, or, type AnyStateMachine } from 'xstate';

type GuardLike =
  | string
  | { type: string; params?: unknown }
  | (((...args: never[]) => unknown) & { check?: unknown; guards?: GuardLike[] });

/**
 * xstate's combinators, told apart by the check each carries: their function names are
 * minified away in the app's build (the map's diagrams read `[t]` there).
 */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const CHECK_NOT = checkOf(not('x'));
const CHECK_AND = checkOf(and([]));
const CHECK_OR = checkOf(or([]));

/** `actorIs(platform) && hasComment`, readable on a diagram edge. */
export function describeGuard(guard: unknown): string {
  const g = guard as GuardLike | undefined;
  if (g === undefined) return '';
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    const parts = (g.guards ?? []).map(describeGuard);
    if (g.check === CHECK_NOT) return `!${parts[0] ?? ''}`;
    if (g.check === CHECK_AND) return parts.join(' && ');
    if (g.check === CHECK_OR) return `(${parts.join(' || ')})`;
    return g.name || 'guard';
  }
  const params = g.params as { parties?: readonly string[] } | undefined;
  return params?.parties ? `${g.type}(${params.parties.join('|')})` : g.type;
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: NodeLike[];
}

interface NodeLike {
  key: string;
  initial?: { target: NodeLike[] };
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  meta?: { code?: number; color?: string; label?: string };
  type: string;
}

export interface DiagramEdge {
  readonly source: string;
  readonly target: string;
  readonly event: string;
  readonly guard: string;
}

export interface DiagramState {
  readonly path: string;
  readonly key: string;
  readonly parent: string | undefined;
  readonly initial: boolean;
  readonly final: boolean;
  readonly meta: { code?: number; color?: string; label?: string } | undefined;
}

/** The states (depth first) and transitions of a machine, addressed by dotted path. */
export function describeMachine(machine: AnyStateMachine): {
  states: DiagramState[];
  edges: DiagramEdge[];
} {
  const states: DiagramState[] = [];
  const edges: DiagramEdge[] = [];
  const pathOf = new Map<NodeLike, string>();

  const visit = (node: NodeLike, path: string, parent: NodeLike | undefined) => {
    pathOf.set(node, path);
    if (parent) {
      states.push({
        path,
        key: node.key,
        parent: parent === (machine.root as unknown) ? undefined : pathOf.get(parent),
        initial: parent.initial?.target.includes(node) ?? false,
        final: node.type === 'final',
        meta: node.meta,
      });
    }
    for (const child of Object.values(node.states)) {
      visit(child, path ? `${path}.${child.key}` : child.key, node);
    }
  };
  visit(machine.root as unknown as NodeLike, '', undefined);

  for (const [node, path] of pathOf) {
    if (!path) continue;
    const eventless: [string, TransitionLike[]][] = node.always ? [['', node.always]] : [];
    for (const [eventType, transitions] of [...node.transitions, ...eventless]) {
      for (const transition of transitions) {
        for (const target of transition.target ?? []) {
          edges.push({
            source: path,
            target: pathOf.get(target) ?? target.key,
            event: describeEvent(eventType),
            guard: describeGuard(transition.guard),
          });
        }
      }
    }
  }
  return { states, edges };
}

/** Generated event names (`xstate.done.actor.0.x.y`) said the way people say them. */
export function describeEvent(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${/^\d+$/.test(delay[1] ?? '') ? `${delay[1]} ms` : delay[1]}`;
  return eventType;
}
