/**
 * A company's own accounts (issue 17, `/corporateUser`): its main account and the staff
 * logins it adds. The company reads its own (`user/corporateUser`, `user/user-detail`),
 * platform staff any company's; only the main account adds a staff login (with a one-time
 * password, shown once) and disables or enables one. The main account itself stays.
 */
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { AccountDetail, OneTimePasswordAnswer, RegisteredAccount } from '@machines/contracts';
import { MEMBER_COMPANY_ROLE } from '@machines/access';
import { companyStaffSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { accounts, loginLogs } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { validate } from '../lib/validation';
import { assertContactFree, contactClash } from './contacts';
import { accountPage, findRegisteredAccount, toRegisteredAccount } from './list';

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

export interface CompanyAccountQuery extends PageQuery {
  /** Platform staff name the company; a company reads its own (another's: 404). */
  readonly corporateId?: number;
  readonly keyword?: string;
  readonly enabled?: boolean;
}

/** The company whose accounts the actor reads. */
function companyInReach(actor: Actor, corporateId: number | undefined): number {
  if (actor.corporateId !== null) {
    if (corporateId !== undefined && corporateId !== actor.corporateId) throw notFound();
    return actor.corporateId;
  }
  if (corporateId === undefined) {
    throw new AppError(HttpStatus.badRequest, 'validation.required', {
      field: 'corporateId',
      fieldErrors: { corporateId: { key: 'validation.required' } },
    });
  }
  return corporateId;
}

const companyAccounts = accountPage('company_accounts', [
  desc(accounts.isAdmin),
  desc(accounts.createdAt),
  desc(accounts.id),
]);

/** `user/corporateUser`: the main account first, then the newest staff login. */
export function queryCompanyAccounts(
  db: Database,
  actor: Actor,
  query: CompanyAccountQuery,
): Promise<Page<RegisteredAccount>> {
  const corporateId = companyInReach(actor, query.corporateId);
  const reads = companyAccounts(db, { ...query, corporateId });
  return readPage(query, reads, (rows) => rows.map(toRegisteredAccount));
}

/** `user/user-detail`: one account whole, to its company and to platform staff. */
/** Whether the account must change its password, and when it last signed in: prepared once. */
const standingOf = preparedById('account_standing_by_id', (db, id) =>
  db
    .select({
      mustChangePassword: accounts.mustChangePassword,
      lastSignInAt: sql<Date | null>`(${db
        .select({ at: max(loginLogs.createdAt) })
        .from(loginLogs)
        .where(and(eq(loginLogs.accountId, accounts.id), eq(loginLogs.success, true)))})`.mapWith(
        loginLogs.createdAt,
      ),
    })
    .from(accounts)
    .where(eq(accounts.id, id)),
);

export async function loadAccountDetail(
  db: Database,
  actor: Actor,
  id: number,
): Promise<AccountDetail> {
  const row = await findRegisteredAccount(db, id);
  if (!row || (actor.corporateId !== null && row.corporateId !== actor.corporateId)) {
    throw notFound();
  }
  const standing = await standingOf(db, id);
  return {
    ...toRegisteredAccount(row),
    userName: row.userName,
    mobile: row.mobile,
    mustChangePassword: standing?.mustChangePassword ?? false,
    lastSignInAt: standing?.lastSignInAt?.toISOString() ?? null,
  };
}

/** Only a company's main account manages its logins. */
function assertMainAccount(actor: Actor): number {
  if (actor.corporateId === null || !actor.isAdmin) {
    throw new AppError(HttpStatus.forbidden, 'error.mainAccountOnly');
  }
  return actor.corporateId;
}

/**
 * `user/create-corporateUser`: a staff login of the main account's company, with the
 * company's roles (active: member company; only the main account switches) and a one-time
 * password. `passwordHash` is made before the transaction (scrypt is slow).
 */
export async function createCompanyAccount(
  tx: Database,
  actor: Actor,
  input: unknown,
  { password, passwordHash, now }: { password: string; passwordHash: string; now: Date },
): Promise<OneTimePasswordAnswer> {
  const corporateId = assertMainAccount(actor);
  const values = await validate(companyStaffSchema, input);
  await assertContactFree(tx, values);
  try {
    const [created] = await tx
      .insert(accounts)
      .values({
        userName: values.mobile,
        mobile: values.mobile,
        email: values.email || null,
        name: values.name,
        passwordHash,
        mustChangePassword: true,
        corporateId,
        isAdmin: false,
        availableRoles: [...actor.availableRoles],
        activeRole: MEMBER_COMPANY_ROLE,
        createdAt: now,
        updatedAt: now,
        passwordChangedAt: now,
      })
      .returning({ id: accounts.id });
    if (!created) throw new Error('A staff account was not created');
    return { accountId: created.id, oneTimePassword: password };
  } catch (error) {
    // Taken between the check and the insert.
    throw contactClash(error) ?? error;
  }
}

/**
 * `user/enable-corporateUser`: the main account disables one of its company's staff
 * logins (its sessions end at their next call, 514) or enables it again. The main account stays enabled.
 */
export async function setCompanyAccountEnabled(
  tx: Database,
  actor: Actor,
  { accountId, enabled }: { readonly accountId: number; readonly enabled: boolean },
  now: Date,
): Promise<RegisteredAccount> {
  const corporateId = assertMainAccount(actor);
  const account = await findRegisteredAccount(tx, accountId);
  if (!account || account.corporateId !== corporateId) throw notFound();
  if (account.isAdmin) throw new AppError(HttpStatus.conflict, 'error.mainAccountStays');
  if (account.enabled === enabled) {
    const key = enabled ? 'error.accountAlreadyEnabled' : 'error.accountAlreadyDisabled';
    throw new AppError(HttpStatus.conflict, key);
  }
  await tx.update(accounts).set({ enabled, updatedAt: now }).where(eq(accounts.id, accountId));
  const reloaded = await findRegisteredAccount(tx, accountId);
  if (!reloaded) throw notFound();
  return toRegisteredAccount(reloaded);
}
