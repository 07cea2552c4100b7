/** Registered accounts as the platform administers them (`accountManagement`, issue 13). */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { RegisteredAccount } from '@machines/contracts';
import { api } from './http';

export type { RegisteredAccount };

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
