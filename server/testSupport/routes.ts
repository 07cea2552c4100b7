/**
 * Test mode only (DESIGN §8): lets end-to-end suites read what a person would read off
 * the screen. app.ts registers these only when APP_MODE=test; in any other mode the
 * paths do not exist.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { captchas } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { object, routeSchema, string } from '../lib/schemas';

export function registerTestSupportRoutes(app: FastifyInstance, { db }: ServerContext) {
  app.get<{ Params: { captchaId: string } }>(
    '/api/test/captcha/:captchaId',
    {
      config: { permission: 'session.captcha' },
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
}
