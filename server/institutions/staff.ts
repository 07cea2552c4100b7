/**
 * Whose teachers (training) or assessors (review) a caller asks for: the institution its
 * own, the platform the company it names (server/lib/institutionStaff.ts reads them).
 */
import { roleKind } from '@machines/access';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';

/** Whose staff the actor asks for: its own company, or (platform) the one it names. */
export function staffCompanyOf(actor: Actor, corporateId: number | undefined): number {
  if (roleKind(actor.activeRole) === 'platform') {
    if (corporateId === undefined) {
      const key = 'validation.required';
      throw new AppError(HttpStatus.badRequest, key, {
        field: 'corporateId',
        fieldErrors: { corporateId: { key } },
      });
    }
    return corporateId;
  }
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  // Another company's staff do not exist for an institution.
  if (corporateId !== undefined && corporateId !== actor.corporateId) {
    throw new AppError(HttpStatus.notFound, 'error.notFound');
  }
  return actor.corporateId;
}
