/**
 * The field shapes the application forms share: trimmed text with a length limit, a
 * calendar day, a stored file's id, a record's id. Each form says which are required.
 */
import * as yup from 'yup';

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');

/** YYYY-MM-DD, or empty. */
export const isoDay = () =>
  yup
    .string()
    .trim()
    .matches(ISO_DATE_PATTERN, { message: 'validation.invalid', excludeEmptyString: true });

/** A day no earlier than the form's `field` (when both are given). */
export const isoDayFrom = (field: string, message: string) =>
  isoDay().test('not-before', message, function notBefore(value) {
    const from = (this.parent as Record<string, string | undefined>)[field];
    return !value || !from || value >= from;
  });

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
