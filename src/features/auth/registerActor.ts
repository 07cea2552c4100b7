/** The register form's actor: the pure machine, and its binding to the real call. */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine } from '@machines/app/register';
import { accountApi } from '../../lib/api';

export const RegisterContext = createActorContext(registerMachine);

export const appRegisterMachine = registerMachine.provide({
  actors: { register: fromPromise(({ input }) => accountApi.register(input)) },
});
