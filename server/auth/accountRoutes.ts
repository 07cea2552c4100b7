/**
 * Public account calls (seed §2, DESIGN §5 fixed names): an SMS code, registering a
 * company, resetting a forgotten password. Each is limited per IP; codes also per number.
 */
import type { FastifyInstance } from 'fastify';
import {
  registerSchema,
  resetPasswordSchema,
  SMS_PURPOSES,
  smsCodeRequestSchema,
} from '@machines/validation';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { perMinute } from '../lib/rateLimit';
import { requestOrigin } from '../lib/requestOrigin';
import { integer, object, routeSchema, string } from '../lib/schemas';
import { issueSmsCode } from '../lib/sms';
import { validate } from '../lib/validation';
import { resetPassword } from './passwordReset';
import { registerCompany } from './registration';
import { shouldDeliver } from './smsDelivery';

const tags = ['auth'];

export function registerAccountRoutes(
  app: FastifyInstance,
  { db, clock, config, sms, passwords }: ServerContext,
) {
  const codeLimit = perMinute(config.rateLimits.smsPerMinute);
  // A code guess costs a request: the login's per-IP limit backs the 5 tries per code.
  const guessLimit = perMinute(config.rateLimits.loginPerMinute);

  app.post(
    '/api/auth/sms-code',
    {
      config: { permission: 'session.smsCode', rateLimit: codeLimit },
      schema: routeSchema({
        tags,
        summary: 'Send an SMS verification code',
        description:
          '6 digits, valid 10 minutes, single use, dead after 5 wrong tries; a newer code ' +
          'replaces the older one of the same purpose. Per number at most one a minute and 10 ' +
          'in 24 hours (429 with `data.retryAfterSeconds`), per IP `SMS_RATE_LIMIT` a minute. ' +
          'The answer is the same whether or not the number has an account: a reset code only ' +
          'goes to a number that has one, which the answer never tells. 503 when no SMS ' +
          'gateway is configured.',
        body: object(
          {
            mobile: string('Mainland mobile number'),
            purpose: { type: 'string', enum: [...SMS_PURPOSES] },
          },
          [],
        ),
        data: object({ retryAfterSeconds: integer }),
      }),
    },
    async (request) => {
      const { mobile, purpose } = await validate(smsCodeRequestSchema, request.body);
      const deliver = await shouldDeliver(db, purpose, mobile);
      const { ip } = requestOrigin(request);
      return ok(await issueSmsCode(db, sms, { mobile, purpose, deliver, ip }, clock.now()));
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'session.register', rateLimit: guessLimit },
      schema: routeSchema({
        tags,
        summary: 'Register a company account',
        description:
          'With a `register` SMS code: a company account (role 2000, the admin flag) and its ' +
          'company row. Wrong code: 400 on `smsCode`. A number that already has an account: ' +
          '409 on `mobile` — said only to whoever holds a valid code for it.',
        body: object(
          {
            mobile: string('Mainland mobile number: the login name'),
            smsCode: string(),
            password: string('6-16 characters combining letters and digits'),
          },
          [],
        ),
        data: object({ userName: string() }),
      }),
    },
    async (request) => {
      const input = await validate(registerSchema, request.body);
      const { userName } = await registerCompany(db, passwords, input, clock.now());
      return ok({ userName });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { permission: 'session.resetPassword', rateLimit: guessLimit },
      schema: routeSchema({
        tags,
        summary: 'Set a new password with an SMS code',
        description:
          'With a `reset` SMS code: the new password, and every session of the account ends. ' +
          'Wrong code, or a number without an account: the same 400 on `smsCode`.',
        body: object({ mobile: string(), smsCode: string(), password: string() }, []),
        data: { type: 'null' },
      }),
    },
    async (request) => {
      const input = await validate(resetPasswordSchema, request.body);
      await resetPassword(db, passwords, input, clock.now());
      return ok(null);
    },
  );
}
