/**
 * What applications name from a company's roster (teachers, assessors, the people a credit
 * application counts): verified people of that very company, not deleted. Anything else is
 * refused like a malformed field, naming the field.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { people } from '../db/schema';
import { AppError, HttpStatus } from './errors';

const VERIFIED = statusFamilies.application.codeOf('approved');

export async function assertPeopleVerified(
  db: Database,
  corporateId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const usable = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        inArray(people.id, [...ids]),
        eq(people.corporateId, corporateId),
        eq(people.status, VERIFIED),
        isNull(people.deletedAt),
      ),
    );
  if (usable.length === new Set(ids).size) return;
  const key = 'validation.personNotVerified';
  throw new AppError(HttpStatus.badRequest, key, { field, fieldErrors: { [field]: { key } } });
}
