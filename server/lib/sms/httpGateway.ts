/**
 * A real SMS gateway over HTTPS (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). Each code is posted
 * as JSON — `{ to, purpose, code, validMinutes }` with `Authorization: Bearer <token>` —
 * which a vendor's SDK or a small relay turns into its template message. The post runs in
 * the background: the API answers at once whether or not a code is sent (see provider.ts),
 * and a failure is logged, never shown, since the user can ask again after a minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './provider';

const GATEWAY_TIMEOUT_MS = 10_000;

export interface HttpGatewayOptions {
  readonly url: string;
  readonly token: string | undefined;
  readonly log: FastifyBaseLogger;
  readonly fetch?: typeof fetch;
}

export function httpGatewaySmsProvider(options: HttpGatewayOptions): SmsProvider {
  const post = options.fetch ?? fetch;
  const deliver = async (message: SmsMessage) => {
    const response = await post(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
  return {
    available: true,
    send(message) {
      deliver(message).catch((error: unknown) =>
        // Never the code: the log may be read by more people than the phone's owner.
        options.log.error({ err: error, to: message.to, purpose: message.purpose }, 'SMS not sent'),
      );
      return Promise.resolve();
    },
  };
}
