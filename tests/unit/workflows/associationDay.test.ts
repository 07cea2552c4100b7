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

describe('the wall clock kept per day', () => {
  /** The wall clock straight from Intl, as the reference. */
  const formatted = (instant: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(instant));
    return parts.replace(',', '');
  };

  it('agrees with Intl minute by minute across daylight-saving changes, in any order', () => {
    const around = [
      ['America/New_York', Date.UTC(2026, 2, 8, 7)],
      ['America/New_York', Date.UTC(2026, 10, 1, 6)],
      ['Europe/Berlin', Date.UTC(2026, 2, 29, 1)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Asia/Kolkata', Date.UTC(2026, 0, 1)],
      ['Asia/Shanghai', Date.UTC(2026, 10, 30, 16)],
    ] as const;
    for (const [timeZone, transition] of around) {
      // Backwards first, so a kept day is reused by later instants too.
      for (let minute = 1500; minute >= -1500; minute -= 7) {
        const instant = transition + minute * 60_000 + 13_000;
        expect(associationDateTime(new Date(instant), timeZone), `${timeZone} ${minute}`).toBe(
          formatted(instant, timeZone),
        );
      }
    }
  });
});
