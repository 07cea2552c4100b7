/** Public sign-in calls: the captcha image and the login itself; then the account calls. */
import type { FastifyInstance } from 'fastify';
import { loginSchema } from '@machines/validation';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { perMinute } from '../lib/rateLimit';
import { requestOrigin } from '../lib/requestOrigin';
import { object, routeSchema, string } from '../lib/schemas';
import { validate } from '../lib/validation';
import { registerAccountRoutes } from './accountRoutes';
import { issueCaptcha } from './captcha';
import { logIn } from './login';

const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, config, passwords } = context;
  app.get(
    '/api/auth/captcha',
    {
      config: {
        permission: 'session.captcha',
        rateLimit: perMinute(config.rateLimits.captchaPerMinute),
      },
      schema: routeSchema({
        tags,
        summary: 'Draw a graphic verification code',
        description:
          'Four characters, case-insensitive, valid for 5 minutes and for one login attempt.',
        data: object({ captchaId: string(), svg: string('An SVG image') }),
      }),
    },
    async () => ok(await issueCaptcha(db, clock.now())),
  );

  app.post(
    '/api/auth/login',
    {
      config: {
        permission: 'session.create',
        references: { captchaId: 'captcha' },
        rateLimit: perMinute(config.rateLimits.loginPerMinute),
      },
      schema: routeSchema({
        tags,
        summary: 'Sign in',
        description:
          'Answers the access token, sent back in the `access-token` header. ' +
          'Wrong name or password: 400 with one message for both. Captcha wrong, expired or ' +
          'used: 400 on `captchaCode`. Locked after 5 failures in 15 minutes: 429 with ' +
          '`data.retryAfterSeconds`. Disabled account: 514.',
        body: object(
          {
            userName: string('Mobile number or email address'),
            password: string(),
            captchaId: string(),
            captchaCode: string(),
          },
          [],
        ),
        data: string('The access token'),
      }),
    },
    async (request) => {
      const input = await validate(loginSchema, request.body);
      const token = await logIn(db, passwords, {
        input,
        now: clock.now(),
        ...requestOrigin(request),
      });
      return ok(token);
    },
  );

  registerAccountRoutes(app, context);
}
