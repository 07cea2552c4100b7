/**
 * Calendar days as the association sees them. It works in China (UTC+8 all year, no
 * daylight saving), so date filters and exported times use that offset whatever the
 * server's own time zone is.
 */
/** The association's offset from UTC, for SQL that buckets by its calendar. */
export const ASSOCIATION_UTC_OFFSET_HOURS = 8;
const ASSOCIATION_UTC_OFFSET_MS = ASSOCIATION_UTC_OFFSET_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a `YYYY-MM-DD` day. */
export function startOfDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - ASSOCIATION_UTC_OFFSET_MS);
}

/** The first instant after a `YYYY-MM-DD` day: the end of an inclusive range. */
export function startOfNextDay(isoDate: string): Date {
  return new Date(startOfDay(isoDate).getTime() + DAY_MS);
}

/** `YYYY-MM-DD HH:mm` in the association's time. */
export function localDateTime(moment: Date): string {
  return new Date(moment.getTime() + ASSOCIATION_UTC_OFFSET_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/** `YYYY-MM-DD` in the association's time. */
export function localDate(moment: Date): string {
  return localDateTime(moment).slice(0, 10);
}

/** `YYYY-MM` in the association's time. */
export function localMonth(moment: Date): string {
  return localDate(moment).slice(0, 7);
}

/** The `count` months up to and including the one of `moment`, oldest first (`YYYY-MM`). */
export function monthsUpTo(moment: Date, count: number): string[] {
  const [year = 0, month = 1] = localMonth(moment).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const back = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return back.toISOString().slice(0, 7);
  });
}

/** The first instant of a `YYYY-MM` month. */
export function startOfMonth(month: string): Date {
  return startOfDay(`${month}-01`);
}

/** The day `years` calendar years on, less one: 2026-03-01 + 1 year ends on 2027-02-28. */
export function lastDayAfterYears(firstDay: string, years: number): string {
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + years, month - 1, day));
  // 29 February plus a year lands on 1 March: the day before is still February's last.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The calendar day `count` days after (before, when negative) a YYYY-MM-DD day. */
export function daysAfter(isoDay: string, count: number): string {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + count);
  return next.toISOString().slice(0, 10);
}

export const dayAfter = (isoDay: string): string => daysAfter(isoDay, 1);
