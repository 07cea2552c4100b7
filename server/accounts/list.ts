/**
 * Every registered account, as the platform administers them (`user/query-account-page`):
 * companies, individuals and query users, newest first; platform staff are managed on
 * their own page. Mobiles and login names are masked (DESIGN §4).
 */
import { and, count, desc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AccountKindFilter, RegisteredAccount } from '@machines/contracts';
import type { Database } from '../db/client';
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

/** The registered accounts the filters name (never platform staff, never deleted ones). */
export function accountFilters(filters: AccountFilters): SQL | undefined {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    not(isStaff),
    isNull(accounts.deletedAt),
    pattern
      ? or(
          ilike(accounts.userName, pattern),
          ilike(accounts.name, pattern),
          ilike(accounts.mobile, pattern),
          ilike(accounts.email, pattern),
        )
      : undefined,
    filters.kind ? KIND_CONDITIONS[filters.kind] : undefined,
    filters.enabled === undefined ? undefined : eq(accounts.enabled, filters.enabled),
    filters.corporateId === undefined ? undefined : eq(accounts.corporateId, filters.corporateId),
  );
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

export function queryAccounts(
  db: Database,
  query: AccountFilters & PageQuery,
): Promise<Page<RegisteredAccount>> {
  const where = accountFilters(query);
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(accounts).where(where),
      rows: (limit, offset) =>
        selectAccounts(db)
          .where(where)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(toRegisteredAccount),
  );
}

/** Registered accounts are everyone but platform staff, who have their own page. */
export type AccountScope = 'registered' | 'staff';

/** One account of the scope, or undefined. */
export async function findAccount(db: Database, id: number, scope: AccountScope) {
  const inScope = scope === 'staff' ? isStaff : not(isStaff);
  const [row] = await selectAccounts(db).where(
    and(eq(accounts.id, id), inScope, isNull(accounts.deletedAt)),
  );
  return row;
}

export const findRegisteredAccount = (db: Database, id: number) =>
  findAccount(db, id, 'registered');
