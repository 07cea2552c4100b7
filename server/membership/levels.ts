/** The membership levels of the platform's catalogue (`membership_levels`). */
import { and, asc, eq } from 'drizzle-orm';
import type { MembershipLevel } from '@machines/contracts';
import type { Database } from '../db/client';
import { membershipLevels } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';

const columns = {
  code: membershipLevels.code,
  nameZh: membershipLevels.nameZh,
  nameEn: membershipLevels.nameEn,
  validityYears: membershipLevels.validityYears,
};

/**
 * `corporate/query-viplevel-list`: the levels applicants may choose, lowest first; with
 * `includeDisabled`, also those no longer offered (memberships may still hold them).
 */
export function listOfferedLevels(
  db: Database,
  { includeDisabled = false } = {},
): Promise<MembershipLevel[]> {
  return db
    .select(columns)
    .from(membershipLevels)
    .where(includeDisabled ? undefined : eq(membershipLevels.enabled, true))
    .orderBy(asc(membershipLevels.sortOrder), asc(membershipLevels.code));
}

/** 400 naming `levelCode` unless the platform offers that level. */
export async function assertLevelOffered(db: Database, code: string): Promise<MembershipLevel> {
  const [level] = await db
    .select(columns)
    .from(membershipLevels)
    .where(and(eq(membershipLevels.code, code), eq(membershipLevels.enabled, true)));
  if (level) return level;
  const key = 'validation.levelNotOffered';
  throw new AppError(HttpStatus.badRequest, key, {
    field: 'levelCode',
    fieldErrors: { levelCode: { key } },
  });
}
