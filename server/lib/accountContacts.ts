/**
 * An account's contacts (its mobile, which is its login name, and its email) are unique
 * across accounts. Every area that writes them refuses a taken one under its field, and
 * a clash found only by the database (two writes racing past the check) names the field
 * whose constraint broke, never a guess.
 */
import { uniqueConstraintOf } from './dbErrors';
import { AppError, HttpStatus } from './errors';

export type ContactField = 'mobile' | 'email';

export const contactTaken = (field: ContactField) => {
  const key = field === 'mobile' ? 'error.mobileTaken' : 'error.emailTaken';
  return new AppError(HttpStatus.conflict, key, { field, fieldErrors: { [field]: { key } } });
};

/** The accounts table's unique constraints (server/db/schema.ts), by the field each guards. */
const CONTACT_OF_CONSTRAINT: Readonly<Record<string, ContactField>> = {
  accounts_user_name_unique: 'mobile',
  accounts_email_unique: 'email',
};

/** The refusal for a write that broke a contact's uniqueness; null for any other error. */
export function contactClash(error: unknown): AppError | null {
  const constraint = uniqueConstraintOf(error);
  const field = constraint === null ? undefined : CONTACT_OF_CONSTRAINT[constraint];
  return field ? contactTaken(field) : null;
}
