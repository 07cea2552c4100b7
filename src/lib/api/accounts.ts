/** Registered accounts as the platform administers them (`accountManagement`, issue 13). */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type {
  AccountDetail,
  IdentityCorrected,
  ManagerAccount,
  OneTimePasswordAnswer,
  RegisteredAccount,
} from '@machines/contracts';
import type { CompanyStaffValues, ManagerValues } from '@machines/validation/manager';
import { api } from './http';

export type { AccountDetail, ManagerAccount, OneTimePasswordAnswer, RegisteredAccount };

/** `GET /api/user/query-account-page`: newest first, mobiles masked. */
export function fetchAccounts(query: ListQuery): Promise<ListPage<RegisteredAccount>> {
  return api.get<ListPage<RegisteredAccount>>('user/query-account-page', {
    searchParams: listApiParams(query, ['keyword', 'kind', 'enabled'], { sortable: false }),
    quiet: true,
  });
}

/** `PUT /api/user/enable-user`: a disabled account's sessions end at their next call. */
export function setAccountEnabled(accountId: RowId, enabled: boolean): Promise<RegisteredAccount> {
  return api.put<RegisteredAccount>('user/enable-user', {
    json: { accountId, enabled },
    quiet: true,
  });
}

/** `PUT /api/user/reset-accountpwd`: a one-time password, answered once. */
export function resetAccountPassword(accountId: RowId): Promise<OneTimePasswordAnswer> {
  return api.put<OneTimePasswordAnswer>('user/reset-accountpwd', {
    json: { accountId },
    quiet: true,
  });
}

/** `GET /api/user/query-manager-page`: platform staff by role, mobiles masked. */
export function fetchManagers(query: ListQuery): Promise<ListPage<ManagerAccount>> {
  return api.get<ListPage<ManagerAccount>>('user/query-manager-page', {
    searchParams: listApiParams(query, ['keyword', 'role', 'enabled'], { sortable: false }),
    quiet: true,
  });
}

/** `GET /api/user/query-manager-detail`: one staff account whole, for its form. */
export function fetchManager(id: RowId): Promise<ManagerAccount> {
  return api.get<ManagerAccount>('user/query-manager-detail', {
    searchParams: { id: String(id) },
    quiet: true,
  });
}

/** `POST /api/user/create-manager`: the new account's one-time password, once. */
export function createManager(values: ManagerValues): Promise<OneTimePasswordAnswer> {
  return api.post<OneTimePasswordAnswer>('user/create-manager', { json: values, quiet: true });
}

/** `POST /api/user/update-manager`. */
export function updateManager(accountId: RowId, values: ManagerValues): Promise<ManagerAccount> {
  return api.post<ManagerAccount>('user/update-manager', {
    json: { accountId, ...values },
    quiet: true,
  });
}

/** `PUT /api/user/enable-manager`: the last enabled super-admin is refused (409). */
export function setManagerEnabled(accountId: RowId, enabled: boolean): Promise<ManagerAccount> {
  return api.put<ManagerAccount>('user/enable-manager', {
    json: { accountId, enabled },
    quiet: true,
  });
}

/** `PUT /api/user/reset-managerpwd`. */
export function resetManagerPassword(accountId: RowId): Promise<OneTimePasswordAnswer> {
  return api.put<OneTimePasswordAnswer>('user/reset-managerpwd', {
    json: { accountId },
    quiet: true,
  });
}

/** `POST /api/user/set-mobile-email`: the account is signed out everywhere. */
export function setAccountContact(values: {
  readonly accountId: number;
  readonly mobile: string;
  readonly email: string;
}): Promise<{ accountId: number; userName: string; mobile: string; email: string }> {
  return api.post('user/set-mobile-email', { json: values, quiet: true });
}

/** `PUT /api/user/correct-identity` (ours): an individual's ID card number, corrected. */
export function correctIdentity(values: {
  readonly accountId: number;
  readonly idCard: string;
  readonly reason: string;
}): Promise<IdentityCorrected> {
  return api.put('user/correct-identity', { json: values, quiet: true });
}

/** `DELETE /api/user/delete-user`: soft; the account's history stays. */
export function deleteAccount(accountId: RowId): Promise<{ accountId: number }> {
  return api.delete('user/delete-user', {
    searchParams: { accountId: String(accountId) },
    quiet: true,
  });
}

/** `GET /api/user/corporateUser`: my company's accounts, its main account first. */
export function fetchCompanyAccounts(query: ListQuery): Promise<ListPage<RegisteredAccount>> {
  return api.get<ListPage<RegisteredAccount>>('user/corporateUser', {
    searchParams: listApiParams(query, ['keyword', 'enabled'], { sortable: false }),
    quiet: true,
  });
}

/** `GET /api/user/user-detail`: one account whole, and its last sign-in. */
export function fetchAccountDetail(id: RowId): Promise<AccountDetail> {
  return api.get<AccountDetail>('user/user-detail', {
    searchParams: { id: String(id) },
    quiet: true,
  });
}

/** `POST /api/user/create-corporateUser`: the new staff login's one-time password, once. */
export function createCompanyAccount(values: CompanyStaffValues): Promise<OneTimePasswordAnswer> {
  return api.post<OneTimePasswordAnswer>('user/create-corporateUser', {
    json: values,
    quiet: true,
  });
}

/** `PUT /api/user/enable-corporateUser`: a disabled login's sessions end at their next call. */
export function setCompanyAccountEnabled(
  accountId: RowId,
  enabled: boolean,
): Promise<RegisteredAccount> {
  return api.put<RegisteredAccount>('user/enable-corporateUser', {
    json: { accountId, enabled },
    quiet: true,
  });
}
