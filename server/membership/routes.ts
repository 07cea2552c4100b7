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
import { addTimelineSource } from '../lib/workflow/timelineSources';
import { vipApplicationEntity } from './entity';
import { applicationInReach } from './access';

export function registerMembershipRoutes(app: FastifyInstance, context: ServerContext) {
  addTimelineSource(app, {
    kind: 'vipApplication',
    entity: vipApplicationEntity.name,
    permission: 'membership.read',
    assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
  });
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
  scheduleExpirySweep(app, context);
}
