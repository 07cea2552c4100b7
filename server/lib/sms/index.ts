/**
 * SMS codes for the other areas: issue one (`POST /api/auth/sms-code` does), check and use
 * one up (registration, password reset, mobile change, the appeal form).
 */
export {
  consumeSmsCode,
  issueSmsCode,
  smsCodeRefusal,
  SMS_CODE_LIFETIME_MS,
  SMS_DAILY_LIMIT,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_INTERVAL_MS,
  type IssuedSmsCode,
  type SmsCodeCheck,
  type SmsCodeIssue,
} from './codes';
export type { SmsMessage, SmsProvider } from './provider';
export { smsProviderFor, unavailableSmsProvider } from './selectProvider';
