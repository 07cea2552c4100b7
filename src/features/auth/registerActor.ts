/** The register form: the one form machine, bound to `POST /api/auth/register`. */
import type { FormInput } from '@machines/app/form';
import { submittingTo } from '../../components/formBinding';
import * as accountApi from '../../lib/api/account';

/** The server's messages about these go under them (seed §5). */
export const REGISTER_FORM: FormInput = { fields: ['mobile', 'smsCode', 'password'] };

export const appRegisterMachine = submittingTo(accountApi.register);
