/** The login form's actor: the pure machine, and its binding to the real calls. */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/app/login';
import * as authApi from '../../lib/api/auth';
import { writeRememberedLogin } from '../../lib/storage';

export const LoginContext = createActorContext(loginMachine);

export const appLoginMachine = loginMachine.provide({
  actors: {
    fetchCaptcha: fromPromise(() => authApi.fetchCaptcha()),
    login: fromPromise(({ input }) => authApi.login(input)),
  },
  actions: {
    rememberLogin: (_, remembered) => writeRememberedLogin(remembered),
  },
});
