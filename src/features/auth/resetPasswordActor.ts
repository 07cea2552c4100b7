/** The "forgot password" form's actor: the pure machine, and its binding to the real call. */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '@machines/app/resetPassword';
import { accountApi } from '../../lib/api';

export const ResetPasswordContext = createActorContext(resetPasswordMachine);

export const appResetPasswordMachine = resetPasswordMachine.provide({
  actors: { resetPassword: fromPromise(({ input }) => accountApi.resetPassword(input)) },
});
