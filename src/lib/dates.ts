/**
 * Dates as the lists and detail pages show them: `2025-06-02 09:30`, in the association's
 * time zone (src/lib/timeZone.ts), one format in every language.
 */
import { associationDateTime } from '@machines/workflows/associationDay';
import { associationTimeZone } from './timeZone';

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return associationDateTime(date, associationTimeZone());
}

export function formatDate(value: string | number | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}
