/**
 * Validation rules of seed §5, written once for the forms and the server. Messages are
 * i18n keys (convention §7.7); the client shows them under their field, the server
 * prefixes the field's label so a refusal names the field.
 */
import * as yup from 'yup';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 6-16 characters combining letters and digits. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{6,16}$/;
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
export const LANDLINE_PATTERN = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
export const DECIMAL_3_PATTERN = /^-?\d+(\.\d{1,3})?$/;
/** 2-20 Chinese characters. */
export const COMPANY_NAME_PATTERN = /^[\u4e00-\u9fa5（）()]{2,20}$/;
export const CREDIT_CODE_LENGTH = 18;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isIdCard = (value: string): boolean => ID_CARD_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
export const isDecimal3 = (value: string): boolean => DECIMAL_3_PATTERN.test(value);

export const mobile = () =>
  yup.string().trim().required('validation.mobile').matches(MOBILE_PATTERN, 'validation.mobile');

export const email = () =>
  yup
    .string()
    .trim()
    .required('validation.emailRequired')
    .matches(EMAIL_PATTERN, 'validation.emailFormat');

export const password = () =>
  yup
    .string()
    .required('validation.passwordRequired')
    .matches(PASSWORD_PATTERN, 'validation.passwordRule');

/** A login name is a mainland mobile number or an email address. */
export const loginName = () =>
  yup
    .string()
    .trim()
    .required('validation.userNameRequired')
    .test('login-name', 'validation.mobile', (value) =>
      value === undefined ? false : value.includes('@') ? isEmail(value) : isMobile(value),
    );

export const verificationCode = () => yup.string().trim().required('validation.codeRequired');

export const loginSchema = yup.object({
  userName: loginName(),
  password: password(),
  captchaId: yup.string().required('validation.codeRequired'),
  captchaCode: verificationCode(),
});

export type LoginInput = yup.InferType<typeof loginSchema>;

export const switchRoleSchema = yup.object({
  role: yup.string().trim().required('validation.roleRequired'),
});
