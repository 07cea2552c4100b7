import { describe, expect, it } from 'vitest';
import {
  mapPeriodOf,
  mapSearchOf,
  recordsOfParam,
  withFilters,
} from '../../../../src/features/workflowMap/mapSearch';

const TODAY = '2026-12-02';
const periodOf = (search: string) => mapPeriodOf(new URLSearchParams(search), TODAY);

describe('the workflow map in the URL', () => {
  it('falls back to real-name applications over the last thirty days', () => {
    expect(periodOf('')).toEqual({ lifecycle: 'realname', from: '2026-11-03', to: TODAY });
    expect(periodOf('lifecycle=nothing&from=yesterday&to=2026-13')).toEqual(periodOf(''));
  });

  it('reads back what it wrote: lifecycle, period, filters and records', () => {
    const period = {
      lifecycle: 'signUp',
      from: '2026-01-01',
      to: '2026-06-30',
      businessLine: 2,
      institution: 47,
    } as const;
    const search = mapSearchOf(period, { fromCode: 1, toCode: 2, event: 'APPROVE' });
    const params = new URLSearchParams(search);
    expect(mapPeriodOf(params, TODAY)).toEqual(period);
    expect(recordsOfParam(params.get('records'))).toEqual({
      fromCode: 1,
      toCode: 2,
      event: 'APPROVE',
    });
  });

  it('keeps only the filters a lifecycle offers, naming a line of the ten', () => {
    expect(periodOf('lifecycle=realname&businessLine=2&institution=47')).toEqual(
      periodOf('lifecycle=realname'),
    );
    expect(periodOf('lifecycle=institution&businessLine=2&institution=47')).toMatchObject({
      businessLine: 2,
    });
    expect(periodOf('lifecycle=institution&institution=47')).not.toHaveProperty('institution');
    expect(periodOf('lifecycle=course&businessLine=12&institution=0')).toEqual(
      periodOf('lifecycle=course'),
    );
    const course = { lifecycle: 'course', from: '2026-01-01', to: '2026-01-31' } as const;
    expect(
      withFilters({ ...course, lifecycle: 'credit' }, { businessLine: 3, institution: 9 }),
    ).toEqual({ ...course, lifecycle: 'credit', businessLine: 3, institution: 9 });
  });
});
