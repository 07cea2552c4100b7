/** Structured logs (pino). Secrets never reach them outside test mode. */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_PATHS = [
  'req.headers["access-token"]',
  'req.headers.cookie',
  'password',
  'token',
  'captchaCode',
  'smsCode',
  '*.password',
  '*.token',
  '*.captchaCode',
  '*.smsCode',
];

export function loggerOptions(config: Pick<Config, 'logLevel' | 'appMode'>) {
  return {
    level: config.logLevel,
    ...(config.appMode === 'test' ? {} : { redact: { paths: SECRET_PATHS, censor: '[redacted]' } }),
  } satisfies FastifyServerOptions['logger'];
}
