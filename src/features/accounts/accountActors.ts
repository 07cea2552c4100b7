/**
 * The accounts area's actors: the password reset, a one-shot call whose answer (the
 * one-time password) the dialog shows once.
 */
import { createActorContext } from '@xstate/react';
import { detailLoaderOf } from '../../components/detailLoader';
import * as accountsApi from '../../lib/api/accounts';
import type { AccountDetail, ManagerAccount, OneTimePasswordAnswer } from '../../lib/api/accounts';

export type PasswordResetAnswer = OneTimePasswordAnswer;

/** Declared for stories; `appPasswordReset` binds it to `user/reset-accountpwd`. */
export const passwordReset = detailLoaderOf<PasswordResetAnswer>(() =>
  Promise.reject(new Error('passwordReset: provide a bound call')),
);
export const appPasswordReset = detailLoaderOf((id) => accountsApi.resetAccountPassword(id));
export const PasswordResetContext = createActorContext(passwordReset);

/** `PUT /api/user/reset-managerpwd`: the same reset, for platform staff. */
export const appManagerPasswordReset = detailLoaderOf((id) => accountsApi.resetManagerPassword(id));

/** `GET /api/user/query-manager-detail`: a staff account whole, for its edit form. */
export const managerLoader = detailLoaderOf<ManagerAccount>(() =>
  Promise.reject(new Error('managerLoader: provide a bound loader')),
);
export const appManagerLoader = detailLoaderOf((id) => accountsApi.fetchManager(id));
export const ManagerContext = createActorContext(managerLoader);

/** `GET /api/user/user-detail`: one of the company's accounts whole, for its dialog. */
export const accountDetailLoader = detailLoaderOf<AccountDetail>(() =>
  Promise.reject(new Error('accountDetailLoader: provide a bound loader')),
);
export const appAccountDetailLoader = detailLoaderOf((id) => accountsApi.fetchAccountDetail(id));
export const AccountDetailContext = createActorContext(accountDetailLoader);
