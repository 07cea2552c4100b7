/**
 * Which provider a server gets (documented with SMS_GATEWAY_URL in server/config.ts): the
 * gateway when one is configured; otherwise the development provider for the demo and the
 * test suites; otherwise, a real deployment (DEMO=false) without a gateway, none at all —
 * every code request is refused with 503 rather than codes silently going to a log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { developmentSmsProvider } from './developmentProvider';
import { httpGatewaySmsProvider } from './httpGateway';
import type { SmsProvider } from './provider';

export interface ProviderDeps {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  readonly now: () => Date;
}

export const unavailableSmsProvider: SmsProvider = {
  available: false,
  send: () => Promise.reject(new Error('No SMS gateway is configured')),
};

export function smsProviderFor(
  config: Pick<Config, 'appMode' | 'demo' | 'sms'>,
  { db, log, now }: ProviderDeps,
): SmsProvider {
  const { gatewayUrl, gatewayToken } = config.sms;
  if (gatewayUrl) return httpGatewaySmsProvider({ url: gatewayUrl, token: gatewayToken, log });
  if (config.appMode === 'test' || config.demo) {
    return developmentSmsProvider({ log, outbox: config.appMode === 'test' ? db : null, now });
  }
  log.warn(
    'SMS_GATEWAY_URL is not set: registration, password reset and appeals cannot send codes',
  );
  return unavailableSmsProvider;
}
