/**
 * The account settings' actors: the profile loader (a promise actor; the page renders its
 * status), the one form machine once per section, the own sessions, each bound to its call.
 */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FormInput } from '@machines/app/form';
import type { Notice } from '@machines/app/notice';
import { ownSessionsMachine } from '@machines/app/ownSessions';
import { noticeFromError } from '@machines/app/serviceError';
import type { AccountProfile } from '@machines/contracts';
import { submittingTo } from '../../components/formBinding';
import * as accountApi from '../../lib/api/account';

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

export const OwnSessionsContext = createActorContext(ownSessionsMachine);

/** Each section's form machine bound to its call (the section sends the call's request). */
export const appSectionForms = {
  profile: submittingTo(accountApi.updateProfile),
  password: submittingTo(accountApi.changePassword),
  mobile: submittingTo(accountApi.changeMobile),
  email: submittingTo(accountApi.changeEmail),
};

/** The fields each section shows and what it says once saved. */
export const SECTION_INPUTS = {
  profile: {
    fields: ['name', 'introduction', 'avatarFileId'],
    submittedKey: 'accountSetting.profile.saved',
  },
  password: {
    fields: ['oldPassword', 'password', 'confirmPassword'],
    submittedKey: 'accountSetting.password.saved',
  },
  mobile: { fields: ['mobile', 'smsCode'], submittedKey: 'accountSetting.mobile.saved' },
  email: { fields: ['email'], submittedKey: 'accountSetting.email.saved' },
} as const satisfies Record<string, FormInput>;

export const appOwnSessionsMachine = ownSessionsMachine.provide({
  actors: {
    loadSessions: fromPromise(() => accountApi.fetchOwnSessions()),
    signOutOthers: fromPromise(() => accountApi.signOutOtherSessions()),
  },
});
