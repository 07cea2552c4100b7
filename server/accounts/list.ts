/**
 * Every registered account, as the platform administers them (`user/query-account-page`):
 * companies, individuals and query users, newest first; platform staff are managed on
 * their own page. Mobiles and login names are masked (DESIGN §4).
 */
import { and, count, desc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AccountKindFilter, RegisteredAccount } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { preparedPage, type FilterConditions } from '../lib/preparedPage';
import { accounts, corporates } from '../db/schema';
import { maskMobile } from '../lib/masking';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';

export interface AccountFilters {
  /** Part of the login name, the name, the mobile or the email. */
  readonly keyword?: string;
  readonly kind?: AccountKindFilter;
  readonly enabled?: boolean;
  readonly corporateId?: number;
}

/** Platform staff hold 0xxx codes and no company (the query role 01000 is not staff). */
export const isStaff = sql`${accounts.activeRole} ~ '^0[0-9]{3}$'`;

const KIND_CONDITIONS: Readonly<Record<AccountKindFilter, SQL>> = {
  individual: sql`${accounts.activeRole} like '1%'`,
  company: sql`${accounts.activeRole} like '2%'`,
  query: sql`${accounts.activeRole} = '01000'`,
};

/** An account list's filters as its statements compare them; blank ones are not set. */
interface AccountConditions {
  readonly keywordPattern?: string;
  readonly enabled?: boolean;
  readonly corporateId?: number;
}

const ACCOUNT_CONDITIONS: FilterConditions<AccountConditions> = {
  keywordPattern: (pattern) =>
    or(
      ilike(accounts.userName, pattern),
      ilike(accounts.name, pattern),
      ilike(accounts.mobile, pattern),
      ilike(accounts.email, pattern),
    ) as SQL,
  enabled: (enabled) => eq(accounts.enabled, enabled),
  corporateId: (corporateId) => eq(accounts.corporateId, corporateId),
};

function accountConditions(filters: AccountFilters): AccountConditions {
  const keyword = filters.keyword?.trim();
  return {
    keywordPattern: keyword ? containsPattern(keyword) : undefined,
    enabled: filters.enabled,
    corporateId: filters.corporateId,
  };
}

/** Never platform staff, never deleted ones; of one kind when asked. */
const registered = (kind: AccountKindFilter | undefined) =>
  and(not(isStaff), isNull(accounts.deletedAt), kind ? KIND_CONDITIONS[kind] : undefined);

/**
 * The registered accounts the filters name, in `order`: prepared per kind and shape
 * (server/lib/preparedPage.ts) under `name`.
 */
export function accountPage(name: string, order: SQL[]) {
  const page = preparedPage<AccountConditions, AccountRow, AccountKindFilter | null>(
    name,
    ACCOUNT_CONDITIONS,
    {
      total: (db, where, { variant }) =>
        db
          .select({ total: count() })
          .from(accounts)
          .where(and(registered(variant ?? undefined), where)),
      rows: (db, where, { limit, offset }, { variant }) =>
        selectAccounts(db)
          .where(and(registered(variant ?? undefined), where))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
  );
  return (db: Database, filters: AccountFilters) =>
    page(db, { filters: accountConditions(filters), variant: filters.kind ?? null });
}

export function selectAccounts(db: Database) {
  return db
    .select({
      id: accounts.id,
      userName: accounts.userName,
      name: accounts.name,
      mobile: accounts.mobile,
      email: accounts.email,
      companyName: corporates.name,
      corporateId: accounts.corporateId,
      activeRole: accounts.activeRole,
      availableRoles: accounts.availableRoles,
      isAdmin: accounts.isAdmin,
      enabled: accounts.enabled,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .leftJoin(corporates, eq(corporates.id, accounts.corporateId));
}

export type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

export function toRegisteredAccount(row: AccountRow): RegisteredAccount {
  const { activeRole, availableRoles, createdAt, ...rest } = row;
  return {
    ...rest,
    userName: maskMobile(row.userName),
    mobile: maskMobile(row.mobile),
    companyName: row.companyName ?? '',
    roles: [activeRole, ...availableRoles.filter((role) => role !== activeRole)],
    createdAt: createdAt.toISOString(),
  };
}

const everyAccount = accountPage('accounts', [desc(accounts.createdAt), desc(accounts.id)]);

export function queryAccounts(
  db: Database,
  query: AccountFilters & PageQuery,
): Promise<Page<RegisteredAccount>> {
  return readPage(query, everyAccount(db, query), (rows) => rows.map(toRegisteredAccount));
}

/** Registered accounts are everyone but platform staff, who have their own page. */
export type AccountScope = 'registered' | 'staff';

/** One account of each scope by id: prepared once. */
const accountOfScope = {
  registered: preparedById('registered_account_by_id', (db, id) =>
    selectAccounts(db).where(and(eq(accounts.id, id), not(isStaff), isNull(accounts.deletedAt))),
  ),
  staff: preparedById('staff_account_by_id', (db, id) =>
    selectAccounts(db).where(and(eq(accounts.id, id), isStaff, isNull(accounts.deletedAt))),
  ),
} as const;

/** One account of the scope, or undefined. */
export function findAccount(db: Database, id: number, scope: AccountScope) {
  return accountOfScope[scope](db, id);
}

export const findRegisteredAccount = (db: Database, id: number) =>
  findAccount(db, id, 'registered');
