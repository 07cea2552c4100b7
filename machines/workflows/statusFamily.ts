/**
 * Reading a lifecycle machine as a status family: code ↔ state, chip meta, the events
 * an actor may send from a status and the status an event leads to. Client and server
 * both go through these, so nothing else maps a status number to anything.
 */
import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
} from 'xstate';
import type { StatusMeta, WorkflowActor } from './workflow';

/** The comment used to ask "would this event pass if it were explained?". */
const PROBE_COMMENT = 'probe';

export interface AvailableEvent<TType extends string = string> {
  readonly type: TType;
  /** The event passes only with a comment (returns, rejections, revocations). */
  readonly commentRequired: boolean;
}

export interface StatusEntry {
  readonly state: string;
  readonly meta: StatusMeta;
}

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type EventTypeOf<M extends AnyStateMachine> = EventOf<M>['type'] & string;
type ContextOf<M extends AnyStateMachine> = ContextFrom<M>;

export interface StatusFamily<M extends AnyStateMachine> {
  readonly name: string;
  readonly machine: M;
  /** Every status in code order. */
  readonly statuses: readonly StatusEntry[];
  readonly eventTypes: readonly EventTypeOf<M>[];
  isCode(code: number): boolean;
  stateOf(code: number): string;
  codeOf(state: string): number;
  metaOf(code: number): StatusMeta;
  /** The snapshot a stored row stands for; starts nothing (pure). */
  snapshotOf(code: number, context?: Partial<ContextOf<M>>): AnyMachineSnapshot;
  availableEvents(
    code: number,
    actor: WorkflowActor,
    context?: Partial<ContextOf<M>>,
  ): AvailableEvent<EventTypeOf<M>>[];
  /** The status the event leads to, or `undefined` when the machine refuses it. */
  next(
    code: number,
    event: EventOf<M>,
    context?: Partial<ContextOf<M>>,
  ): { code: number; state: string; context: ContextOf<M> } | undefined;
}

export function statusFamily<M extends AnyStateMachine>(name: string, machine: M): StatusFamily<M> {
  const statuses: StatusEntry[] = Object.entries(
    machine.states as Record<string, { meta?: StatusMeta }>,
  )
    .map(([state, node]) => {
      if (!node.meta) throw new Error(`${name}: state "${state}" has no status meta`);
      return { state, meta: node.meta };
    })
    .sort((a, b) => a.meta.code - b.meta.code);
  const byCode = new Map(statuses.map((entry) => [entry.meta.code, entry]));
  const byState = new Map(statuses.map((entry) => [entry.state, entry]));
  const eventTypes = [
    ...new Set(
      Object.values(machine.states as Record<string, { ownEvents: string[] }>).flatMap(
        (node) => node.ownEvents,
      ),
    ),
  ] as EventTypeOf<M>[];

  const entryOf = (code: number): StatusEntry => {
    const entry = byCode.get(code);
    if (!entry) throw new RangeError(`${name}: unknown status code ${code}`);
    return entry;
  };

  const snapshotOf = (code: number, context: Partial<ContextOf<M>> = {}): AnyMachineSnapshot => {
    const initialContext = machine.config.context;
    const base = typeof initialContext === 'function' ? {} : (initialContext ?? {});
    return machine.resolveState({
      value: entryOf(code).state,
      context: { ...base, ...context },
    });
  };

  return {
    name,
    machine,
    statuses,
    eventTypes,
    isCode: (code) => byCode.has(code),
    stateOf: (code) => entryOf(code).state,
    codeOf: (state) => {
      const entry = byState.get(state);
      if (!entry) throw new RangeError(`${name}: unknown state ${state}`);
      return entry.meta.code;
    },
    metaOf: (code) => entryOf(code).meta,
    snapshotOf,
    availableEvents: (code, actor, context) => {
      const snapshot = snapshotOf(code, context);
      return eventTypes.flatMap((type): AvailableEvent<EventTypeOf<M>>[] => {
        if (snapshot.can({ type, actor })) return [{ type, commentRequired: false }];
        if (snapshot.can({ type, actor, comment: PROBE_COMMENT }))
          return [{ type, commentRequired: true }];
        return [];
      });
    },
    next: (code, event, context) => {
      const snapshot = snapshotOf(code, context);
      if (!snapshot.can(event)) return undefined;
      const [nextSnapshot] = transition(machine as AnyStateMachine, snapshot, event) as [
        AnyMachineSnapshot,
        unknown,
      ];
      const state = String(nextSnapshot.value);
      const entry = byState.get(state);
      if (!entry) throw new Error(`${name}: "${state}" has no status meta`);
      return { code: entry.meta.code, state, context: nextSnapshot.context as ContextOf<M> };
    },
  };
}
