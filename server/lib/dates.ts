/**
 * Calendar days and clock times as the association sees them: in its time zone
 * (ASSOCIATION_TIME_ZONE, Asia/Shanghai by default), whatever the server's own zone is, so
 * date filters, deadlines and exported times agree with what the screens show. The zone is
 * the deployment's, one per process: startup sets it from the configuration before any
 * request or seed reads a day.
 */
import {
  DEFAULT_TIME_ZONE,
  associationDateTime,
  associationDay,
  startOfAssociationDay,
} from '@machines/workflows/associationDay';

let timeZone = DEFAULT_TIME_ZONE;

/** The deployment's zone (server/config.ts checked it is one this runtime knows). */
export function setAssociationTimeZone(zone: string): void {
  timeZone = zone;
}

/** The zone's name, for SQL that buckets by the association's calendar (`at time zone`). */
export function associationTimeZone(): string {
  return timeZone;
}

/** The first instant of a `YYYY-MM-DD` day. */
export function startOfDay(isoDate: string): Date {
  return startOfAssociationDay(isoDate, timeZone);
}

/** The first instant after a `YYYY-MM-DD` day: the end of an inclusive range. */
export function startOfNextDay(isoDate: string): Date {
  return startOfAssociationDay(daysAfter(isoDate, 1), timeZone);
}

/** `YYYY-MM-DD HH:mm` in the association's time. */
export function localDateTime(moment: Date): string {
  return associationDateTime(moment, timeZone);
}

/** `YYYY-MM-DD` in the association's time. */
/** A moment a record may not have yet (a decision), as a sheet shows it: blank when missing. */
export function localDateTimeOrBlank(moment: Date | null): string {
  return moment ? localDateTime(moment) : '';
}

export function localDate(moment: Date): string {
  return associationDay(moment, timeZone);
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
