/**
 * The account settings' actors: the profile loader (a promise actor; the page renders its
 * status), one form machine per section, the own sessions, each bound to its call.
 */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountFormMachine, type AccountFormValues } from '@machines/app/accountForm';
import type { Notice } from '@machines/app/notice';
import { ownSessionsMachine } from '@machines/app/ownSessions';
import { noticeFromError } from '@machines/app/serviceError';
import type { AccountProfile } from '@machines/contracts';
import { accountApi } from '../../lib/api';

/** What the loader ends with: it never fails as an actor (see docs/client-components.md). */
export type ProfileResult =
  | { readonly ok: true; readonly profile: AccountProfile }
  | { readonly ok: false; readonly error: Notice };

export function profileLoaderOf(load: () => Promise<AccountProfile>) {
  return fromPromise<ProfileResult>(() =>
    load().then(
      (profile) => ({ ok: true, profile }),
      (error: unknown) => ({ ok: false, error: noticeFromError(error, 'error.hasError') }),
    ),
  );
}

export const ProfileLoaderContext = createActorContext(
  profileLoaderOf(() => Promise.reject(new Error('profileLoader: provide a bound loader'))),
);
export const appProfileLoader = profileLoaderOf(() => accountApi.fetchProfile());

export const AccountFormContext = createActorContext(accountFormMachine);
export const OwnSessionsContext = createActorContext(ownSessionsMachine);

/** A section's form machine bound to its call. */
export const accountFormWith = (save: (values: AccountFormValues) => Promise<unknown>) =>
  accountFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } });

const text = (values: AccountFormValues, field: string) => String(values[field] ?? '');

export const appSectionForms = {
  profile: accountFormWith((values) =>
    accountApi.updateProfile({
      name: text(values, 'name'),
      introduction: text(values, 'introduction'),
      avatarFileId: text(values, 'avatarFileId'),
    }),
  ),
  password: accountFormWith((values) =>
    accountApi.changePassword({
      oldPassword: text(values, 'oldPassword'),
      password: text(values, 'password'),
    }),
  ),
  mobile: accountFormWith((values) =>
    accountApi.changeMobile({ mobile: text(values, 'mobile'), smsCode: text(values, 'smsCode') }),
  ),
  email: accountFormWith((values) => accountApi.changeEmail({ email: text(values, 'email') })),
};

/** The fields each section shows and what it says once saved. */
export const SECTION_INPUTS = {
  profile: {
    fields: ['name', 'introduction', 'avatarFileId'],
    savedKey: 'accountSetting.profile.saved',
  },
  password: {
    fields: ['oldPassword', 'password', 'confirmPassword'],
    savedKey: 'accountSetting.password.saved',
  },
  mobile: { fields: ['mobile', 'smsCode'], savedKey: 'accountSetting.mobile.saved' },
  email: { fields: ['email'], savedKey: 'accountSetting.email.saved' },
} as const;

export const appOwnSessionsMachine = ownSessionsMachine.provide({
  actors: {
    loadSessions: fromPromise(() => accountApi.fetchOwnSessions()),
    signOutOthers: fromPromise(() => accountApi.signOutOtherSessions()),
  },
});
