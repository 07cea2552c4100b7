/** Real-name certification (issue: workflow engine, first slice). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { registerReviewRoutes } from './reviewRoutes';

export function registerRealnameRoutes(app: FastifyInstance, context: ServerContext) {
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
}
