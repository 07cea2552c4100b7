/**
 * The association's calendar day of a moment. It works in China (UTC+8 all year, no
 * daylight saving), so a step's day is the same whatever the clock's own time zone: the
 * server's, a browser abroad, a test runner's.
 */
const ASSOCIATION_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in China time. */
export function associationDay(moment: Date): string {
  return new Date(moment.getTime() + ASSOCIATION_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
