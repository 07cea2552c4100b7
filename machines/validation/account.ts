/**
 * Accounts (seed §5, DESIGN §9): SMS codes, registration, the password reset and the
 * account settings. Each request has its server schema (what `POST /api/...` accepts) and,
 * where the form asks for more (confirmation, agreement), a form schema built on it.
 */
import * as yup from 'yup';
import { email, mobile, password } from './rules';

export const SMS_PURPOSES = ['register', 'reset', 'appeal', 'change-mobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Six digits (DESIGN §5 leaves the length to us; six is what every gateway sends). */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const NAME_MAX = 20;
export const INTRODUCTION_MAX = 200;

/** A code that cannot be right is "Verification code error" already, as the server says. */
export const smsCode = () =>
  yup
    .string()
    .trim()
    .required('validation.codeRequired')
    .matches(SMS_CODE_PATTERN, 'validation.smsCodeWrong');

/** The second entry of a new password must equal the first (seed §5). */
const confirmationOf = (field: string) =>
  yup
    .string()
    .required('validation.passwordRequired')
    .oneOf([yup.ref(field)], 'validation.passwordMismatch');

export const smsCodeRequestSchema = yup.object({
  mobile: mobile(),
  purpose: yup.string().required('validation.invalid').oneOf(SMS_PURPOSES, 'validation.invalid'),
});

export const registerSchema = yup.object({
  mobile: mobile(),
  smsCode: smsCode(),
  password: password(),
});

export const registerFormSchema = registerSchema.shape({
  confirmPassword: confirmationOf('password'),
  agreement: yup.boolean().oneOf([true], 'validation.agreementRequired'),
});

export const resetPasswordSchema = yup.object({
  mobile: mobile(),
  smsCode: smsCode(),
  password: password(),
});

export const resetPasswordFormSchema = resetPasswordSchema.shape({
  confirmPassword: confirmationOf('password'),
});

export const changePasswordSchema = yup.object({
  oldPassword: yup.string().required('validation.oldPasswordRequired'),
  password: password().notOneOf([yup.ref('oldPassword')], 'validation.passwordUnchanged'),
});

export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: confirmationOf('password'),
});

export const changeMobileSchema = yup.object({ mobile: mobile(), smsCode: smsCode() });

export const changeEmailSchema = yup.object({ email: email().lowercase() });

export const profileSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(NAME_MAX, 'validation.tooLong'),
  introduction: yup.string().trim().max(INTRODUCTION_MAX, 'validation.tooLong').default(''),
  /** An uploaded image of the account's own; empty removes the avatar. */
  avatarFileId: yup.string().trim().max(64, 'validation.tooLong').default(''),
});

export type SmsCodeRequest = yup.InferType<typeof smsCodeRequestSchema>;
export type RegisterFields = yup.InferType<typeof registerSchema>;
export type RegisterFormFields = yup.InferType<typeof registerFormSchema>;
export type ResetPasswordFields = yup.InferType<typeof resetPasswordSchema>;
export type ChangePasswordFields = yup.InferType<typeof changePasswordSchema>;
export type ChangeMobileFields = yup.InferType<typeof changeMobileSchema>;
export type ChangeEmailFields = yup.InferType<typeof changeEmailSchema>;
export type ProfileFields = yup.InferType<typeof profileSchema>;
