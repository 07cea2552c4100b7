/**
 * How a promised SMS (the outbox's, `server/lib/sms/outbox.ts`) shows its delivery: colour
 * and i18n key per state, written once here so no screen switches on the state's text.
 */
import type { SmsDeliveryState } from '../contracts';
import type { ValueMeta } from './logLabels';

export const SMS_DELIVERY_STATES = {
  pending: { color: 'warning', label: 'smsDelivery.pending' },
  sent: { color: 'success', label: 'smsDelivery.sent' },
  failed: { color: 'error', label: 'smsDelivery.failed' },
} as const satisfies Record<SmsDeliveryState, ValueMeta>;
