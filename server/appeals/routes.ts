/** Account appeals, "forgot account" (issue 6): the public form and the platform's review. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { smsProviderFor } from '../lib/sms';
import { registerPublicAppealRoutes } from './publicRoutes';
import { registerAppealReviewRoutes } from './reviewRoutes';
import { scheduleUploadSweep } from './uploadSweep';

export function registerAppealRoutes(app: FastifyInstance, context: ServerContext) {
  const sms = smsProviderFor(context.config, {
    db: context.db,
    log: app.log,
    now: () => context.clock.now(),
  });
  registerPublicAppealRoutes(app, context);
  registerAppealReviewRoutes(app, context, sms);
  scheduleUploadSweep(app, context);
}
