/**
 * The API benchmark's references replay each endpoint's captured queries in steps: queries
 * in flight together run side by side, the rest one after another (bench/support/sqlCapture.ts).
 */
import { describe, expect, it } from 'vitest';
import { groupInSteps } from '../../bench/support/querySteps';

const line = (text: string, startedAt: number, endedAt: number) => ({
  tag: 'target',
  text,
  values: [],
  startedAt,
  endedAt,
});

describe('groupInSteps', () => {
  it('puts queries started before the step’s first one ended beside it', () => {
    const steps = groupInSteps([
      line('session', 0, 2),
      line('total', 3, 6),
      line('page', 3.1, 8),
      line('names', 9, 10),
    ]);
    expect(steps.map((step) => step.map((query) => query.text))).toEqual([
      ['session'],
      ['total', 'page'],
      ['names'],
    ]);
  });

  it('orders by start, whatever order the lines were written in (at their end)', () => {
    const steps = groupInSteps([line('second', 5, 6), line('first', 0, 9)]);
    expect(steps.map((step) => step.map((query) => query.text))).toEqual([['first', 'second']]);
  });

  it('keeps a query that starts after one of a step ended for the next step', () => {
    const steps = groupInSteps([line('a', 0, 2), line('b', 1, 10), line('c', 3, 4)]);
    expect(steps.map((step) => step.map((query) => query.text))).toEqual([['a', 'b'], ['c']]);
  });
});
