/** Account appeals, "forgot account" (issue 6): the public form and the platform's review. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerPublicAppealRoutes } from './publicRoutes';
import { registerAppealReviewRoutes } from './reviewRoutes';
import { scheduleUploadSweep } from './uploadSweep';

export function registerAppealRoutes(app: FastifyInstance, context: ServerContext) {
  registerPublicAppealRoutes(app, context);
  registerAppealReviewRoutes(app, context);
  scheduleUploadSweep(app, context);
}
