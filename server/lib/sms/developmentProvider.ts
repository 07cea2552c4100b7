/**
 * The development provider (DESIGN §6, §8): the code goes to the server log, and in
 * APP_MODE=test also to the test outbox that `GET /api/test/outbox` reads. Nothing leaves
 * the machine.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { testOutbox } from '../../db/schema';
import type { SmsMessage, SmsProvider } from './provider';

export interface DevelopmentProviderOptions {
  readonly log: FastifyBaseLogger;
  /** The database of the test outbox; null outside test mode. */
  readonly outbox: Database | null;
  readonly now: () => Date;
}

export function developmentSmsProvider({
  log,
  outbox,
  now,
}: DevelopmentProviderOptions): SmsProvider {
  return {
    available: true,
    async send({ to, purpose, code, validMinutes }: SmsMessage) {
      // `code`, not `smsCode`: the log redacts request fields named smsCode, not this line.
      log.info({ sms: { to, purpose, code, validMinutes } }, 'SMS code (development provider)');
      if (outbox) {
        await outbox.insert(testOutbox).values({ recipient: to, purpose, code, createdAt: now() });
      }
    },
  };
}
