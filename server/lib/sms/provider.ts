/**
 * Where SMS codes go (DESIGN §6): a gateway behind this interface, so the rest of the
 * server never knows which one it has. server/config.ts documents how one is chosen.
 */
import type { SmsPurpose } from '@machines/validation';

export interface SmsMessage {
  readonly to: string;
  readonly purpose: SmsPurpose;
  readonly code: string;
  readonly validMinutes: number;
}

export interface SmsProvider {
  /** False when no gateway is configured where one is required: every request is refused. */
  readonly available: boolean;
  /**
   * Hands the message over. Resolves once the code is recorded or queued, not when the
   * phone has it: how long a gateway takes must not show in the API's answer time, or
   * that time would tell whether a code was sent (and so whether an account exists).
   */
  send(message: SmsMessage): Promise<void>;
}
