import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import en from '@locales/en.json';
import zh from '@locales/zh.json';
import {
  PARTIES,
  statusFamilies,
  type StatusFamilyName,
  type WorkflowEventBase,
} from '@machines/workflows';
import { designTable, type DesignTransition } from './designTable';

const families = Object.entries(statusFamilies) as [
  StatusFamilyName,
  (typeof statusFamilies)[StatusFamilyName],
][];

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

/** Every event any party could send, with and without a comment. */
function allEvents(eventTypes: readonly string[]): WorkflowEventBase<string>[] {
  return eventTypes.flatMap((type) =>
    PARTIES.flatMap((party) => [
      { type, actor: { party } },
      { type, actor: { party }, comment: 'reason' },
    ]),
  );
}

/** A session that started the day before the step, and one that starts the day after. */
const STARTED = { sessionStartsOn: '2026-03-01', today: '2026-03-02' };
const NOT_STARTED = { sessionStartsOn: '2026-03-03', today: '2026-03-02' };

/** A move of a session not begun into a day ahead; of one begun; into the step's own day. */
const AHEAD = { startsOn: '2026-03-05', proposedStartsOn: '2026-03-03', today: '2026-03-02' };
const BEGUN = { startsOn: '2026-03-02', proposedStartsOn: '2026-03-09', today: '2026-03-02' };
const TODAY = { startsOn: '2026-03-05', proposedStartsOn: '2026-03-02', today: '2026-03-02' };

/** The contexts each family is tried in; the first lets every designed step through. */
const contextsOf = (name: StatusFamilyName): object[] => {
  if (name === 'trainingDate') {
    return [
      { wasRescheduled: false, ...AHEAD },
      { wasRescheduled: true, ...AHEAD },
      { wasRescheduled: false, ...BEGUN },
      { wasRescheduled: true, ...TODAY },
      { wasRescheduled: true, startsOn: null, proposedStartsOn: null, today: null },
    ];
  }
  if (name === 'signUp') return [STARTED, NOT_STARTED, { sessionStartsOn: null, today: null }];
  return [{}];
};

const holdsIn = (t: DesignTransition, context: object): boolean => {
  const { wasRescheduled, sessionStartsOn, startsOn, proposedStartsOn, today } = context as {
    wasRescheduled?: boolean;
    sessionStartsOn?: string | null;
    startsOn?: string | null;
    proposedStartsOn?: string | null;
    today?: string | null;
  };
  const started = Boolean(sessionStartsOn && today && today >= sessionStartsOn);
  const ahead = Boolean(
    startsOn && proposedStartsOn && today && startsOn > today && proposedStartsOn > today,
  );
  return (
    (t.wasRescheduled === undefined || t.wasRescheduled === wasRescheduled) &&
    (t.moveIsAhead === undefined || t.moveIsAhead === ahead) &&
    (t.sessionStarted === undefined || t.sessionStarted === started)
  );
};

describe.each(families)('%s workflow', (name, family) => {
  const design = designTable[name];
  const contexts = contextsOf(name);
  const input = contexts[0];

  it('gives every status a unique code, the designed colour and a label in both languages', () => {
    const codes = family.statuses.map((entry) => entry.meta.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.fromEntries(family.statuses.map((s) => [s.meta.code, s.meta.color]))).toEqual(
      Object.fromEntries(
        Object.entries(design.colors).map(([code, color]) => [Number(code), color]),
      ),
    );
    for (const { meta } of family.statuses) {
      expect(meta.label).toBe(`status.${name}.${family.stateOf(meta.code)}`);
      expect(lookup(zh, meta.label), `zh ${meta.label}`).toEqual(expect.any(String));
      expect(lookup(en, meta.label), `en ${meta.label}`).toEqual(expect.any(String));
    }
  });

  it('allows exactly the designed transitions for every status, event, party and comment', () => {
    for (const context of contexts) {
      for (const { meta } of family.statuses) {
        for (const event of allEvents(family.eventTypes)) {
          const designed = design.transitions.find(
            (t) =>
              t.from.includes(meta.code) &&
              t.event === event.type &&
              t.parties.includes(event.actor.party) &&
              (!t.comment || event.comment !== undefined) &&
              holdsIn(t, context),
          );
          const actual = family.next(meta.code, event as never, context as never);
          const where = `${meta.code} ${event.type} by ${event.actor.party}${event.comment ? ' with comment' : ''} ${JSON.stringify(context)}`;
          expect(actual?.code, where).toBe(designed?.to);
        }
      }
    }
  });

  it('reaches every status from the initial one along model paths that agree with next()', () => {
    const paths = getShortestPaths(family.machine, {
      events: allEvents(family.eventTypes) as never,
      input: input as never,
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(family.statuses.map((s) => s.state).sort());
    for (const path of paths) {
      const initial = family.machine.getInitialSnapshot({} as never, input as never);
      let code = family.codeOf(String(initial.value));
      let context: object = initial.context;
      for (const step of path.steps.slice(1)) {
        const next = family.next(code, step.event as never, context as never);
        if (!next) throw new Error(`next() refused a model step: ${code} ${step.event.type}`);
        expect(next.state).toBe(String(step.state.value));
        code = next.code;
        context = next.context;
      }
    }
  });

  it('takes every transition the machine defines on some model path', () => {
    const adjacency = getAdjacencyMap(family.machine as AnyStateMachine, {
      events: allEvents(family.eventTypes),
      input,
    });
    const taken = new Set<string>();
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event } of Object.values(transitions) as { event: { type: string } }[]) {
        taken.add(`${String(state.value)}:${event.type}`);
      }
    }
    for (const designed of design.transitions) {
      for (const from of designed.from) {
        expect(taken, `${from} ${designed.event}`).toContain(
          `${family.stateOf(from)}:${designed.event}`,
        );
      }
    }
  });

  it('lists the events a party may send, flagging those that need a comment', () => {
    for (const { meta } of family.statuses) {
      for (const party of PARTIES) {
        const expected = design.transitions
          .filter((t) => t.from.includes(meta.code) && t.parties.includes(party))
          .filter((t) => holdsIn(t, contexts[0] ?? {}))
          .map((t) => ({ type: t.event, commentRequired: Boolean(t.comment) }));
        expect(family.availableEvents(meta.code, { party }, contexts[0] as never)).toEqual(
          expect.arrayContaining(expected),
        );
        expect(family.availableEvents(meta.code, { party }, contexts[0] as never)).toHaveLength(
          new Set(expected.map((e) => e.type)).size,
        );
      }
    }
  });

  it('refuses unknown status codes loudly', () => {
    expect(() => family.metaOf(-1)).toThrow(RangeError);
  });
});
