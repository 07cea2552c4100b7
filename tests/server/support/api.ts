/** Calls the app in-process (Fastify inject) the way the client would. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '../../../server/seed/demoData';

export interface Answer<T = unknown> {
  readonly httpStatus: number;
  readonly headers: Record<string, unknown>;
  readonly body: { status: number; message: string; data: T; fieldErrors?: Record<string, string> };
}

export interface CallOptions {
  readonly token?: string;
  readonly language?: string;
  readonly body?: unknown;
  readonly query?: Record<string, string>;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers['access-token'] = options.token;
  if (options.language) headers['accept-language'] = options.language;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  return { httpStatus: response.statusCode, headers: response.headers, body: response.json() };
}

/** A captcha and its answer, read through the test-mode route. */
export async function solvedCaptcha(app: FastifyInstance) {
  const issued = await call<{ captchaId: string; svg: string }>(app, 'GET', '/api/auth/captcha');
  const { captchaId } = issued.body.data;
  const answer = await call<{ answer: string }>(app, 'GET', `/api/test/captcha/${captchaId}`);
  return { captchaId, captchaCode: answer.body.data.answer };
}

export async function attemptLogin(
  app: FastifyInstance,
  userName: string,
  password: string,
  language?: string,
) {
  const captcha = await solvedCaptcha(app);
  return call<string>(app, 'POST', '/api/auth/login', {
    body: { userName, password, ...captcha },
    ...(language ? { language } : {}),
  });
}

/** Signs a demo account in and answers its access token. */
export async function signIn(app: FastifyInstance, userName: string, password = DEMO_PASSWORD) {
  const answer = await attemptLogin(app, userName, password);
  if (answer.httpStatus !== 200) {
    throw new Error(`Sign-in of ${userName} failed: ${answer.httpStatus} ${answer.body.message}`);
  }
  return answer.body.data;
}
