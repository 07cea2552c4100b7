/**
 * Checks a request part with a shared yup schema from machines/validation (DESIGN §6).
 * A refusal is a 400 whose message names the first offending field, "<label>: <message>",
 * with every offending field in `fieldErrors`.
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { AppError, HttpStatus, type MessageRef } from './errors';
import { hasMessage } from './i18n';

/** `labels`: the i18n prefix of the form's own field labels (AppErrorOptions.labels). */
export async function validate<TSchema extends AnySchema>(
  schema: TSchema,
  value: unknown,
  { labels }: { readonly labels?: string } = {},
): Promise<InferType<TSchema>> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw toAppError(error, labels);
    throw error;
  }
}

function toAppError(error: ValidationError, labels: string | undefined): AppError {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const fieldErrors: Record<string, MessageRef> = {};
  for (const failure of failures) {
    const field = failure.path ?? '';
    // The first failure of a field is the one its form shows.
    fieldErrors[field] ??= { key: messageKey(failure.message) };
  }
  const [field, first] = Object.entries(fieldErrors)[0] ?? ['', { key: 'validation.invalid' }];
  return new AppError(HttpStatus.badRequest, first.key, {
    ...(field ? { field } : {}),
    ...(labels === undefined ? {} : { labels }),
    fieldErrors,
  });
}

/** Shared rules carry i18n keys; yup's own type errors are English sentences. */
function messageKey(message: string): string {
  return hasMessage(message) ? message : 'validation.invalid';
}
