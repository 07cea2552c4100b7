/**
 * One person, one identity (DESIGN §3.5): every sign-up of an individual account carries the
 * same ID card number — the one its standing sign-ups (any not rejected nor cancelled)
 * carry. A number an institution turned away fixes nothing, so a mistyped first sign-up
 * that was rejected leaves the account free; a waiting sign-up that is the account's only
 * standing one may still be corrected (`train/update-entry-course`). Past that, a genuine
 * correction is the association's, on the proof the trainee brings: `identityCorrection.ts`
 * (docs/signUps.md).
 */
import { and, asc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signUps } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { maskIdCard } from '../lib/masking';
import { signUpFamily } from './entity';

/** Sign-ups that never stood: they fix no identity. */
const TURNED_AWAY = ['rejected', 'cancelled'].map((state) => signUpFamily.codeOf(state));

/** The ID card number the account's standing sign-ups carry (`exceptId` aside), if any. */
export async function ownIdentity(
  db: Database,
  accountId: number,
  exceptId?: number,
): Promise<string | null> {
  const [standing] = await db
    .select({ idCard: signUps.traineeIdCard })
    .from(signUps)
    .where(
      and(standingOf(accountId), exceptId === undefined ? undefined : ne(signUps.id, exceptId)),
    )
    .orderBy(asc(signUps.createdAt), asc(signUps.id))
    .limit(1);
  return standing?.idCard ?? null;
}

/** Until `tx` ends, nobody else signs the account up or changes its identity. */
export async function lockIdentity(tx: Database, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity:${accountId}`}))`);
}

/** The account's standing sign-ups: those that carry its identity. */
export const standingOf = (accountId: number) =>
  and(
    eq(signUps.applicantAccountId, accountId),
    isNull(signUps.corporateId),
    notInArray(signUps.status, TURNED_AWAY),
  );

/**
 * In the sign-up's transaction: refuses (400 on `idCard`) a number other than the one the
 * account's standing sign-ups carry, `exceptId` aside (the sign-up being changed). Locks the
 * account's identity first, so two sign-ups at once cannot bring two numbers.
 */
export async function assertOwnIdentity(
  tx: Database,
  accountId: number,
  idCard: string,
  exceptId?: number,
): Promise<void> {
  await lockIdentity(tx, accountId);
  const identity = await ownIdentity(tx, accountId, exceptId);
  if (!identity || identity === idCard) return;
  const key = 'validation.identityFixed';
  const params = { idCard: maskIdCard(identity) };
  throw new AppError(HttpStatus.badRequest, key, {
    field: 'idCard',
    params,
    fieldErrors: { idCard: { key, params } },
  });
}
