import { describe, expect, it } from 'vitest';
import type { WorkflowMapFigures } from '@machines/contracts';
import { bottlenecksOf, loopsOf } from '@machines/workflowMap/bottlenecks';

const HOUR = 3600;
const status = (code: number, records: number, medianHours: number | null) => ({
  code,
  records,
  stays: medianHours === null ? 0 : 4,
  medianSeconds: medianHours === null ? null : medianHours * HOUR,
  p90Seconds: medianHours === null ? null : medianHours * 2 * HOUR,
});

const figures: WorkflowMapFigures = {
  lifecycle: 'realname',
  businessLine: null,
  institution: null,
  institutionName: null,
  from: '2025-05-01',
  to: '2025-05-31',
  statuses: [
    status(0, 9, null),
    status(1, 10, 1),
    status(2, 40, 500),
    status(4, 3, 48),
    status(5, 0, 2),
  ],
  transitions: [
    { fromCode: 0, toCode: 1, event: 'SUBMIT', times: 12 },
    { fromCode: 1, toCode: 4, event: 'RETURN', times: 5 },
    { fromCode: 4, toCode: 1, event: 'SUBMIT', times: 4 },
    { fromCode: 1, toCode: 5, event: 'WITHDRAW', times: 1 },
    { fromCode: 1, toCode: 2, event: 'APPROVE', times: 7 },
  ],
};

describe('the workflow map’s bottlenecks', () => {
  it('ranks statuses by records waiting × median stay, leaving out what cannot be weighed', () => {
    expect(bottlenecksOf(figures).map(({ code, weight }) => [code, weight / HOUR])).toEqual([
      [2, 20_000],
      [4, 144],
      [1, 10],
    ]);
  });

  it('finds each out-and-back loop once, with both counts and how long the detour lasted', () => {
    expect(loopsOf(figures)).toEqual([
      {
        fromCode: 1,
        viaCode: 4,
        outEvent: 'RETURN',
        outTimes: 5,
        backEvent: 'SUBMIT',
        backTimes: 4,
        medianSeconds: 48 * HOUR,
      },
    ]);
  });

  it('has neither in a period where nothing moved', () => {
    const quiet = { ...figures, statuses: [status(1, 3, null)], transitions: [] };
    expect(bottlenecksOf(quiet)).toEqual([]);
    expect(loopsOf(quiet)).toEqual([]);
  });
});
