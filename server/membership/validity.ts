/**
 * Membership validity in calendar days (YYYY-MM-DD, both ends included), in the
 * association's time zone. An approval adds the level's years after the current end, or
 * from today when the membership has lapsed or is new.
 */
import { dayAfter, lastDayAfterYears, localDate } from '../lib/dates';

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
