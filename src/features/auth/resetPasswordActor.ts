/** The "forgot password" form: the one form machine, bound to `POST /api/auth/reset-password`. */
import type { FormInput } from '@machines/app/form';
import { submittingTo } from '../../components/formBinding';
import * as accountApi from '../../lib/api/account';

export const RESET_PASSWORD_FORM: FormInput = { fields: ['mobile', 'smsCode', 'password'] };

export const appResetPasswordMachine = submittingTo(accountApi.resetPassword);
