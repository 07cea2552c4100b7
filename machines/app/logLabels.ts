/**
 * How the log screens show results, reasons and action codes: colour and i18n key per
 * value, written once here so screens, filters and exports never switch on a code.
 */
import type { AdminActionCode, LoginFailureReason, LoginResult } from '../contracts';
import type { StatusColor } from '../workflows/workflow';

export interface ValueMeta {
  readonly color: StatusColor;
  /** i18n key (convention §7.7). */
  readonly label: string;
}

export const LOGIN_RESULTS = {
  success: { color: 'success', label: 'loginLog.result.success' },
  failure: { color: 'error', label: 'loginLog.result.failure' },
} as const satisfies Record<LoginResult, ValueMeta>;

export const LOGIN_RESULT_VALUES = Object.keys(LOGIN_RESULTS) as LoginResult[];

export const loginResultOf = (success: boolean): LoginResult => (success ? 'success' : 'failure');

export const LOGIN_FAILURE_REASONS = [
  'captcha',
  'bad_credentials',
  'locked',
  'disabled',
  'renamed',
] as const satisfies readonly LoginFailureReason[];

/** The label key of a failure reason; null for none, the raw text for one this build does not know. */
export function loginReasonLabel(reason: string | null): { key: string } | { text: string } | null {
  if (reason === null || reason === '') return null;
  return (LOGIN_FAILURE_REASONS as readonly string[]).includes(reason)
    ? { key: `loginLog.reason.${reason}` }
    : { text: reason };
}

/** Every code the server writes: a new one fails the type check until it is listed here. */
const ADMIN_ACTIONS = {
  'account.createAdmin': true,
  'account.disable': true,
  'account.enable': true,
  'account.resetPassword': true,
  'account.setMobileEmail': true,
  'account.correctIdentity': true,
  'account.changeRoles': true,
  'account.update': true,
  'account.delete': true,
  'catalogue.create': true,
  'catalogue.update': true,
  'catalogue.delete': true,
  'catalogue.copy': true,
  'catalogue.saveTemplate': true,
  'catalogue.resetTemplate': true,
  'membership.update': true,
  'membership.enable': true,
  'membership.disable': true,
  'membership.reset': true,
} as const satisfies Record<AdminActionCode, true>;

export const ADMIN_ACTION_CODES = Object.keys(ADMIN_ACTIONS) as AdminActionCode[];

/** i18n key of an action code (`adminAction.account.disable`); older codes show as themselves. */
export function adminActionLabel(code: string): { key: string } | { text: string } {
  return (ADMIN_ACTION_CODES as readonly string[]).includes(code)
    ? { key: `adminAction.${code}` }
    : { text: code };
}

/** What an admin action acted on (`targetType`): accounts and the catalogue tables. */
export const ADMIN_TARGET_TYPES = [
  'account',
  'credit_types',
  'credit_levels',
  'course_types',
  'course_levels',
  'certificate_types',
  'certificate_levels',
  'credit_categories',
  'credit_materials',
  'corporate_vips',
] as const;

/** i18n key of a target type; unknown types show as themselves. */
export function adminTargetLabel(type: string): { key: string } | { text: string } {
  return (ADMIN_TARGET_TYPES as readonly string[]).includes(type)
    ? { key: `adminAction.target.${type}` }
    : { text: type };
}
