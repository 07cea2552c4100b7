/** The get-code button's machine bound to `POST /api/auth/sms-code`. */
import { fromPromise } from 'xstate';
import { smsCodeMachine } from '@machines/app/smsCode';
import * as accountApi from '../lib/api/account';

export const appSmsCodeMachine = smsCodeMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }) => accountApi.requestSmsCode(input)),
  },
});
