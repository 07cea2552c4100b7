/**
 * The home page greets by the time of day: the browser by its own clock, the server (which
 * draws the greeting into the signed-in frame before any script runs) by the association's.
 */
export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Morning from 5:00, afternoon from 12:00, evening from 18:00 (and through the night). */
export function dayPeriodOfHour(hour: number): DayPeriod {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The translation key of the greeting for `hour` (`{{name}}` in it). */
export const greetingKey = (hour: number) => `dashboard.greeting.${dayPeriodOfHour(hour)}`;
