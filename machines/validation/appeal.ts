/**
 * Account appeal, "forgot account" (seed §2, §5): who the appellant says they are, how to
 * reach them, and two images. One schema for the public form and the server.
 */
import * as yup from 'yup';
import { smsCode } from './account';
import { isCreditCode } from './creditCode';
import {
  COMPANY_NAME_PATTERN,
  CREDIT_CODE_LENGTH,
  isEmail,
  isMobile,
  email,
  mobile,
} from './rules';

/** Mobile numbers as typed; email addresses lower-cased, as the login compares them. */
export function normaliseUserName(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

const fileId = (missingKey: string) =>
  yup.string().trim().required(missingKey).max(64, 'validation.tooLong');

export const appealSchema = yup.object({
  /** The login name of the account the appeal is about: a mobile number or an email. */
  userName: yup
    .string()
    .trim()
    .required('validation.userNameRequired')
    .test('user-name', 'validation.userNameFormat', (value) =>
      value === undefined ? false : value.includes('@') ? isEmail(value) : isMobile(value),
    )
    .transform((value: unknown) => (typeof value === 'string' ? normaliseUserName(value) : value)),
  companyName: yup
    .string()
    .trim()
    .required('validation.companyNameRequired')
    .matches(COMPANY_NAME_PATTERN, 'validation.companyNameFormat'),
  creditCode: yup
    .string()
    .trim()
    .uppercase()
    .required('validation.creditCodeRequired')
    .length(CREDIT_CODE_LENGTH, 'validation.creditCodeLength')
    .test('credit-code', 'validation.creditCodeCheck', (value) => !value || isCreditCode(value)),
  mobile: mobile(),
  /** Sent to `mobile` for the purpose `appeal`. */
  smsCode: smsCode(),
  email: email()
    .max(100, 'validation.tooLong')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
  licenceFileId: fileId('validation.licenceRequired'),
  /** Seed §5: "Proof materials were not uploaded or uploaded successfully". */
  proofFileId: fileId('validation.proofMissing'),
});

export type AppealInput = yup.InferType<typeof appealSchema>;

/** The form's fields in the order they are shown (and refusals are named). */
export const APPEAL_FIELDS = [
  'userName',
  'companyName',
  'creditCode',
  'mobile',
  'smsCode',
  'email',
  'licenceFileId',
  'proofFileId',
] as const satisfies readonly (keyof AppealInput)[];

/** `POST /api/user/set-mobile-email`: an administrator sets an account's contact. */
export const accountContactSchema = yup.object({
  accountId: yup.number().required('validation.required').integer('validation.invalid'),
  mobile: mobile(),
  email: email()
    .max(100, 'validation.tooLong')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
});
