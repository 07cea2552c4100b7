/**
 * Test mode only (app.ts registers it when APP_MODE=test): end-to-end suites let the days
 * pass that a flow waits for — a session's start before its exam (the sign-up machine's
 * `sessionStarted` guard) — as the institution of the course; anyone else gets 404.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { trainingDates } from '../db/schema';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { localDate } from '../lib/dates';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { integer, object, routeSchema, string } from '../lib/schemas';
import { signUpInReach } from './access';

/** A `YYYY-MM-DD` day: test mode only, on the institution's own session. */
const DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export function registerSignUpTestRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.post<{ Body: { signUpId: number; startsOn?: string } }>(
    '/api/test/begin-session',
    {
      // As the institution examining the sign-up: the days pass for its own courses only.
      config: { permission: 'signUp.review', references: { signUpId: 'signUp' } },
      schema: routeSchema({
        tags: ['test mode'],
        summary: "A sign-up's session begun today (APP_MODE=test only)",
        description:
          'The days a flow waits for, passed: the session starts today (China time), so its ' +
          'exams can be recorded; or on `startsOn`, to put it back (the answer names the day ' +
          'it had). Only the institution of the course; anyone else: 404.',
        body: object({ signUpId: integer, startsOn: { ...string(), pattern: DAY_PATTERN } }, [
          'signUpId',
        ]),
        data: object({ startsOn: string(), previousStartsOn: string() }),
      }),
    },
    async (request) => {
      const { party, found } = await signUpInReach(db, actorOf(request), request.body.signUpId);
      if (party !== 'institution') throw new AppError(HttpStatus.notFound, 'error.notFound');
      const startsOn = request.body.startsOn ?? localDate(clock.now());
      const previous = await db.transaction(async (tx) => {
        const [session] = await tx
          .select({ startsOn: trainingDates.startsOn, endsOn: trainingDates.endsOn })
          .from(trainingDates)
          .where(eq(trainingDates.id, found.signUp.trainingDateId))
          .for('update');
        if (!session || startsOn > session.endsOn) {
          throw new AppError(HttpStatus.conflict, 'error.conflict');
        }
        await tx
          .update(trainingDates)
          .set({ startsOn })
          .where(eq(trainingDates.id, found.signUp.trainingDateId));
        return session.startsOn;
      });
      return ok({ startsOn, previousStartsOn: previous });
    },
  );
}
