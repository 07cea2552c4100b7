/** Real-name certification (issue: workflow engine, first slice). */
import type { FastifyInstance } from 'fastify';
import { realnameStatusCounts } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { registerReviewRoutes } from './reviewRoutes';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { realnameEntity } from './entity';
import { applicationInReach } from './access';
import { realnameAttachmentRule } from './attachmentRules';

export function registerRealnameRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(realnameAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'realname',
    workflow: realnameEntity,
    statusCounts: realnameStatusCounts,
    timeline: {
      kind: 'realnameApplication',
      permission: 'realname.read',
      assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
    },
  });
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
}
