/**
 * Platform staff accounts (`/managerManage`, the super-admin only): list, create with a
 * role code 0000-0900 and a one-time password, change, disable or enable. One enabled
 * super-admin always remains: the last one is neither disabled nor given another role.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ManagerAccount, OneTimePasswordAnswer } from '@machines/contracts';
import { managerSchema, SUPER_ADMIN_ROLE, type ManagerValues } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { accounts } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { maskMobile } from '../lib/masking';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { validate } from '../lib/validation';
import type { AccountChange } from './enable';
import { isStaff } from './list';
import { assertContactFree, contactClash } from './contacts';

export interface ManagerFilters {
  readonly keyword?: string;
  readonly role?: string;
  readonly enabled?: boolean;
}

const columns = {
  id: accounts.id,
  userName: accounts.userName,
  name: accounts.name,
  mobile: accounts.mobile,
  email: accounts.email,
  role: accounts.activeRole,
  enabled: accounts.enabled,
  mustChangePassword: accounts.mustChangePassword,
  createdAt: accounts.createdAt,
};

const selectManagers = (db: Database) => db.select(columns).from(accounts);

type ManagerRow = Awaited<ReturnType<typeof selectManagers>>[number];

const toManager = (row: ManagerRow, masked: boolean): ManagerAccount => ({
  ...row,
  userName: masked ? maskMobile(row.userName) : row.userName,
  mobile: masked ? maskMobile(row.mobile) : row.mobile,
  createdAt: row.createdAt.toISOString(),
});

interface ManagerPageFilters {
  /** A LIKE pattern: in the user name, the name or the email. */
  readonly pattern?: string;
  readonly role?: string;
  readonly enabled?: boolean;
}

/** Staff pages prepared by shape (server/lib/preparedPage.ts): by role, then creation. */
const managerPage = preparedPage<ManagerPageFilters, ManagerRow>(
  'managers',
  {
    pattern: (pattern) =>
      or(
        ilike(accounts.userName, pattern),
        ilike(accounts.name, pattern),
        ilike(accounts.email, pattern),
      ) as SQL,
    role: (role) => eq(accounts.activeRole, role),
    enabled: (enabled) => eq(accounts.enabled, enabled),
  },
  {
    total: (db, where) => db.select({ total: count() }).from(accounts).where(and(isStaff, where)),
    rows: (db, where, { limit, offset }) =>
      selectManagers(db)
        .where(and(isStaff, where))
        .orderBy(asc(accounts.activeRole), asc(accounts.id))
        .limit(limit)
        .offset(offset),
  },
);

/** Staff by role, then order of creation; mobiles masked (DESIGN §4). */
export function queryManagers(
  db: Database,
  query: ManagerFilters & PageQuery,
): Promise<Page<ManagerAccount>> {
  const keyword = query.keyword?.trim();
  const reads = managerPage(db, {
    filters: {
      pattern: keyword ? containsPattern(keyword) : undefined,
      role: query.role || undefined,
      enabled: query.enabled,
    },
  });
  return readPage(query, reads, (rows) => rows.map((row) => toManager(row, true)));
}

/** One staff account whole, for its edit form. */
export async function findManager(db: Database, id: number): Promise<ManagerAccount> {
  const [row] = await selectManagers(db).where(and(eq(accounts.id, id), isStaff));
  if (!row) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toManager(row, false);
}

/**
 * 409 unless an enabled super-admin remains once `accountId` is as `after` says. Every
 * enabled super-admin row is locked first, so two of them cannot disable each other at
 * the same moment.
 */
async function assertSuperAdminRemains(
  tx: Database,
  accountId: number,
  after: { readonly enabled: boolean; readonly role: string },
) {
  const superAdmins = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.activeRole, SUPER_ADMIN_ROLE), eq(accounts.enabled, true)))
    .for('update');
  const others = superAdmins.filter((row) => row.id !== accountId).length;
  const stays = after.enabled && after.role === SUPER_ADMIN_ROLE ? 1 : 0;
  if (others + stays === 0) throw new AppError(HttpStatus.conflict, 'error.lastSuperAdmin');
}

/** `passwordHash`: the one-time password's, made before the transaction (scrypt is slow). */
export async function createManager(
  tx: Database,
  { now, recordAction }: AccountChange,
  input: ManagerValues,
  { password, passwordHash }: { readonly password: string; readonly passwordHash: string },
): Promise<OneTimePasswordAnswer> {
  const values = await validate(managerSchema, input);
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
        availableRoles: [values.role],
        activeRole: values.role,
        createdAt: now,
        updatedAt: now,
        passwordChangedAt: now,
      })
      .returning({ id: accounts.id });
    if (!created) throw new AppError(HttpStatus.notFound, 'error.notFound');
    await recordAction(tx, {
      action: 'account.createAdmin',
      target: { type: 'account', id: created.id },
      details: { roles: [values.role], name: values.name },
      at: now,
    });
    return { accountId: created.id, oneTimePassword: password };
  } catch (error) {
    // Taken between the check and the insert.
    throw contactClash(error) ?? error;
  }
}

/** Name, mobile (the login name follows it), email and role. */
export async function updateManager(
  tx: Database,
  { now, recordAction }: AccountChange,
  { accountId, ...input }: ManagerValues & { readonly accountId: number },
): Promise<ManagerAccount> {
  const values = await validate(managerSchema, input);
  const before = await findManager(tx, accountId);
  if (before.role !== values.role) {
    await assertSuperAdminRemains(tx, accountId, { enabled: before.enabled, role: values.role });
  }
  await assertContactFree(tx, values, accountId);
  await tx
    .update(accounts)
    .set({
      name: values.name,
      mobile: values.mobile,
      userName: before.userName === before.mobile ? values.mobile : before.userName,
      email: values.email || null,
      availableRoles: [values.role],
      activeRole: values.role,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  await recordAction(tx, {
    action: before.role === values.role ? 'account.update' : 'account.changeRoles',
    target: { type: 'account', id: accountId },
    details: {
      before: { name: before.name, role: before.role, email: before.email },
      after: { name: values.name, role: values.role, email: values.email || null },
      ...(before.mobile === values.mobile ? {} : { mobileChanged: true }),
    },
    at: now,
  });
  return toManager(await findManagerRow(tx, accountId), true);
}

async function findManagerRow(tx: Database, id: number): Promise<ManagerRow> {
  const [row] = await selectManagers(tx).where(eq(accounts.id, id));
  if (!row) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return row;
}

/** Disable (the sessions end at their next call, 514) or enable a staff account. */
export async function setManagerEnabled(
  tx: Database,
  { now, recordAction }: AccountChange,
  { accountId, enabled }: { readonly accountId: number; readonly enabled: boolean },
): Promise<ManagerAccount> {
  const before = await findManager(tx, accountId);
  if (before.enabled === enabled) {
    const key = enabled ? 'error.accountAlreadyEnabled' : 'error.accountAlreadyDisabled';
    throw new AppError(HttpStatus.conflict, key);
  }
  if (!enabled) await assertSuperAdminRemains(tx, accountId, { enabled, role: before.role });
  await tx.update(accounts).set({ enabled, updatedAt: now }).where(eq(accounts.id, accountId));
  await recordAction(tx, {
    action: enabled ? 'account.enable' : 'account.disable',
    target: { type: 'account', id: accountId },
    details: { enabled, role: before.role },
    at: now,
  });
  return toManager(await findManagerRow(tx, accountId), true);
}
