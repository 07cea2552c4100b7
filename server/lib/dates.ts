/**
 * Calendar days as the association sees them. It works in China (UTC+8 all year, no
 * daylight saving), so date filters and exported times use that offset whatever the
 * server's own time zone is.
 */
const ASSOCIATION_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
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
