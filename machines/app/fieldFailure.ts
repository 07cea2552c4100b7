/**
 * A refused form as its screen shows it: the server's messages under the fields it names
 * (of the fields the form has), else one message above the form.
 */
import type { Notice } from './notice';
import { isServiceError, noticeFromError } from './serviceError';

export interface FieldFailure {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
}

export function fieldFailure(error: unknown, fields: readonly string[]): FieldFailure {
  const fieldErrors = isServiceError(error)
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field)),
      )
    : {};
  return {
    fieldErrors,
    error: Object.keys(fieldErrors).length > 0 ? null : noticeFromError(error, 'error.hasError'),
  };
}

/** The user edited a field: its server message no longer applies. */
export function withoutField(
  fieldErrors: Readonly<Record<string, string>>,
  field: string,
): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => name !== field));
}
