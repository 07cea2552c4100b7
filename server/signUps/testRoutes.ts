/**
 * Test mode only (app.ts registers it when APP_MODE=test): end-to-end suites let the days
 * pass that a flow waits for — a session's start before its exam (the sign-up machine's
 * `sessionStarted` guard) — as the institution of the course; anyone else gets 404.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { trainingDates } from '../db/schema';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { localDate } from '../lib/dates';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { integer, object, routeSchema, string } from '../lib/schemas';
import { signUpInReach } from './access';

export function registerSignUpTestRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.post<{ Body: { signUpId: number } }>(
    '/api/test/begin-session',
    {
      // As the institution examining the sign-up: the days pass for its own courses only.
      config: { permission: 'signUp.review', references: { signUpId: 'signUp' } },
      schema: routeSchema({
        tags: ['test mode'],
        summary: "A sign-up's session begun today (APP_MODE=test only)",
        description:
          'The days a flow waits for, passed: the session starts today (China time), so its ' +
          'exams can be recorded. A session already begun keeps its day. Only the institution ' +
          'of the course; anyone else: 404.',
        body: object({ signUpId: integer }),
        data: object({ startsOn: string() }),
      }),
    },
    async (request) => {
      const { party, found } = await signUpInReach(db, actorOf(request), request.body.signUpId);
      if (party !== 'institution') throw new AppError(HttpStatus.notFound, 'error.notFound');
      const today = localDate(clock.now());
      const [begun] = await db
        .update(trainingDates)
        .set({ startsOn: sql`least(${trainingDates.startsOn}, ${today})` })
        .where(eq(trainingDates.id, found.signUp.trainingDateId))
        .returning({ startsOn: trainingDates.startsOn });
      if (!begun) throw new AppError(HttpStatus.notFound, 'error.notFound');
      return ok(begun);
    },
  );
}
