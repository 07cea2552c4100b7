import { describe, expect, it } from 'vitest';
import {
  associationDateTime,
  associationDay,
  isTimeZone,
  startOfAssociationDay,
} from '@machines/workflows/associationDay';

describe("the association's calendar", () => {
  it('reads a moment on China time by default, whatever the runner’s zone', () => {
    // 22:01 in Beijing is 14:01 UTC; half past midnight there is still the day before in UTC.
    const evening = new Date('2026-11-26T14:01:00Z');
    expect(associationDateTime(evening)).toBe('2026-11-26 22:01');
    expect(associationDay(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
  });

  it('starts a day at its own midnight', () => {
    expect(startOfAssociationDay('2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(startOfAssociationDay('2026-11-27', 'UTC').toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });

  it('follows a configured zone across its daylight-saving change', () => {
    // Berlin: UTC+1 in winter, UTC+2 from the last Sunday of March (2026-03-29, 02:00).
    expect(startOfAssociationDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfAssociationDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(associationDateTime(new Date('2026-07-01T22:30:00Z'), 'Europe/Berlin')).toBe(
      '2026-07-02 00:30',
    );
  });

  it('knows a zone from a name that is none', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('China Standard Time')).toBe(false);
  });
});
