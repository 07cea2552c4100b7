/**
 * Test mode only (DESIGN §8): lets end-to-end suites read what a person would read off
 * the screen. app.ts registers these only when APP_MODE=test; in any other mode the
 * paths do not exist (an area's own test-mode routes, such as the sign-ups', likewise).
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { captchas, testOutbox } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { dateTime, object, routeSchema, string } from '../lib/schemas';

/** The outbox answers the latest few: a test wants the code it just asked for. */
const OUTBOX_LIMIT = 10;

export function registerTestSupportRoutes(app: FastifyInstance, { db }: ServerContext) {
  app.get<{ Params: { captchaId: string } }>(
    '/api/test/captcha/:captchaId',
    {
      config: { permission: 'session.captcha', references: { captchaId: 'captcha' } },
      schema: routeSchema({
        tags: ['test mode'],
        summary: 'The answer of a captcha (APP_MODE=test only)',
        params: object({ captchaId: string() }),
        data: object({ answer: string() }),
      }),
    },
    async (request) => {
      const [captcha] = await db
        .select({ answer: captchas.answer })
        .from(captchas)
        .where(eq(captchas.id, request.params.captchaId));
      if (!captcha) throw new AppError(HttpStatus.notFound, 'error.notFound');
      return ok(captcha);
    },
  );

  app.get<{ Querystring: { to: string } }>(
    '/api/test/outbox',
    {
      config: { permission: 'session.smsCode' },
      schema: routeSchema({
        tags: ['test mode'],
        summary: 'The latest SMS codes sent to a number or address (APP_MODE=test only)',
        description: 'Newest first, at most 10. Codes that were not sent are not here.',
        querystring: object({ to: string('A mobile number or an email address') }),
        data: {
          type: 'array',
          items: object({ to: string(), purpose: string(), code: string(), sentAt: dateTime }),
        },
      }),
    },
    async (request) => {
      const rows = await db
        .select()
        .from(testOutbox)
        .where(eq(testOutbox.recipient, request.query.to.trim().toLowerCase()))
        .orderBy(desc(testOutbox.createdAt), desc(testOutbox.id))
        .limit(OUTBOX_LIMIT);
      return ok(
        rows.map((row) => ({
          to: row.recipient,
          purpose: row.purpose,
          code: row.code,
          sentAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
}
