/** SMS codes as a test reads them: asked for through the API, read from the test outbox. */
import type { FastifyInstance } from 'fastify';
import type { SmsPurpose } from '@machines/validation';
import { call } from './api';

export interface OutboxEntry {
  readonly to: string;
  readonly purpose: string;
  readonly code: string;
  readonly sentAt: string;
}

let issued = 0;

/** A well-formed mobile number no demo account and no other suite uses (137…). */
export function freshMobile(): string {
  issued += 1;
  return `137${String(process.pid % 10_000).padStart(4, '0')}${String(issued).padStart(4, '0')}`;
}

export function requestSmsCode(
  app: FastifyInstance,
  mobile: string,
  purpose: SmsPurpose,
  language?: string,
) {
  return call<{ retryAfterSeconds: number }>(app, 'POST', '/api/auth/sms-code', {
    body: { mobile, purpose },
    ...(language ? { language } : {}),
  });
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const answer = await call<OutboxEntry[]>(app, 'GET', '/api/test/outbox', { query: { to } });
  if (answer.httpStatus !== 200) throw new Error(`outbox: ${answer.httpStatus}`);
  return answer.body.data;
}

/** Asks for a code and answers it, as the phone would show it. */
export async function receivedCode(
  app: FastifyInstance,
  mobile: string,
  purpose: SmsPurpose,
): Promise<string> {
  const answer = await requestSmsCode(app, mobile, purpose);
  if (answer.httpStatus !== 200) {
    throw new Error(`sms-code ${mobile}: ${answer.httpStatus} ${answer.body.message}`);
  }
  const [latest] = await outbox(app, mobile);
  if (!latest || latest.purpose !== purpose) throw new Error(`No ${purpose} code for ${mobile}`);
  return latest.code;
}
