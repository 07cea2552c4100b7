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
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { membershipEntity, vipApplicationEntity } from './entity';
import { applicationInReach } from './access';
import { vipApplicationAttachmentRule } from './attachmentRules';

export function registerMembershipRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(vipApplicationAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'membershipApplication',
    workflow: vipApplicationEntity,
    timeline: {
      kind: 'vipApplication',
      permission: 'membership.read',
      assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
    },
  });
  addWorkflowSource(app, { lifecycle: 'membership', workflow: membershipEntity });
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
  scheduleExpirySweep(app, context);
}
