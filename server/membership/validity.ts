/**
 * Membership validity in calendar days (YYYY-MM-DD, both ends included), in the
 * association's time zone. An approval adds the level's years after the current end, or
 * from today when the membership has lapsed or is new.
 */
import { localDate } from '../lib/dates';

/** The day `years` calendar years on, less one: 2026-03-01 + 1 year ends on 2027-02-28. */
export function lastDayAfterYears(firstDay: string, years: number): string {
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + years, month - 1, day));
  // 29 February plus a year lands on 1 March: the day before is still February's last.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export function dayAfter(isoDay: string): string {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface Validity {
  readonly validFrom: string;
  readonly validTo: string;
}

/** What an approval of `years` makes of the current validity (none for a new member). */
export function extendedValidity(current: Validity | null, years: number, now: Date): Validity {
  const today = localDate(now);
  if (!current || current.validTo < today) {
    return { validFrom: today, validTo: lastDayAfterYears(today, years) };
  }
  return {
    validFrom: current.validFrom,
    validTo: lastDayAfterYears(dayAfter(current.validTo), years),
  };
}

/** Still within its validity today. */
export const isCurrent = (validity: Validity, now: Date) => validity.validTo >= localDate(now);
