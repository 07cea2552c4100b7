/**
 * The field shapes the application forms share: trimmed text with a length limit, a
 * calendar day, a stored file's id, a record's id. Each form says which are required.
 */
import * as yup from 'yup';

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');

/** The years an association's records can be about: no year 0000, no year 9999. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/**
 * Whether `value` is YYYY-MM-DD naming a day the calendar has: not 2024-02-30, 2025-13-01
 * or 0000-00-00, which the pattern alone lets through (and a string comparison then orders).
 */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * YYYY-MM-DD naming a real day, or empty: every date field of every form, on the client
 * and the server alike, and every date cell of a spreadsheet import.
 */
export const isoDay = () =>
  yup
    .string()
    .trim()
    .test('calendar-day', 'validation.invalidDate', (value) => !value || isCalendarDay(value));

/** A day no earlier than the form's `field` (when both are given). */
export const isoDayFrom = (field: string, message: string) =>
  isoDay().test('not-before', message, function notBefore(value) {
    const from = (this.parent as Record<string, string | undefined>)[field];
    return !value || !from || value >= from;
  });

/**
 * An amount as contracts print it: "1,234,567.89" (commas, full-width commas or spaces
 * between the digits) is read as 1234567.89 before its rule applies (issue 42).
 */
export const withoutDigitGrouping = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/(?<=\d)[,，\s](?=\d)/g, '') : value;

export const fileId = () => yup.string().trim().max(64, 'validation.tooLong');

/** A record's id as the form holds it (a positive integer in a string), or empty. */
export const reference = () =>
  yup
    .string()
    .trim()
    .matches(/^[1-9]\d{0,15}$/, { message: 'validation.invalid', excludeEmptyString: true });

/** One of `values`, or empty. */
export const oneOf = <T extends string>(values: readonly T[]) =>
  yup.string().oneOf(['', ...values], 'validation.invalid');
