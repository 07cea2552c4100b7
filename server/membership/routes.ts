/**
 * Membership (issue 12): a member company applies (`/vipApply`, `/vipcorporatation`), the
 * platform decides and keeps the memberships (`membershipCheck`); memberships past their
 * validity expire by themselves.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { scheduleExpirySweep } from './expiry';
import { registerReviewRoutes } from './reviewRoutes';

export function registerMembershipRoutes(app: FastifyInstance, context: ServerContext) {
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
  scheduleExpirySweep(app, context);
}
