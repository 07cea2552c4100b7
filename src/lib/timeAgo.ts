import type { TFunction } from 'i18next';
import { formatDate } from './dates';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/**
 * Seed §9: under 30 s "just now", then minutes, hours, "1 day", then the date. Whole
 * units are counted (5 h 40 min reads "5 hours ago"), at least one, so 30 s already
 * reads "1 minute ago".
 */
export function timeAgo(then: Date | string | number, now: Date, t: TFunction): string {
  const date = new Date(then);
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < 30) return t('time.justNow');
  const whole = (unit: number) => Math.max(1, Math.floor(seconds / unit));
  if (seconds < HOUR_S) return t('time.minutesAgo', { count: whole(MINUTE_S) });
  if (seconds < DAY_S) return t('time.hoursAgo', { count: whole(HOUR_S) });
  if (seconds < 2 * DAY_S) return t('time.oneDayAgo');
  // The date as every list writes it, whatever the language (issue 42).
  return formatDate(date);
}
