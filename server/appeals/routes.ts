/** Account appeals, "forgot account" (issue 6): the public form and the platform's review. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerPublicAppealRoutes } from './publicRoutes';
import { registerAppealReviewRoutes } from './reviewRoutes';
import { scheduleUploadSweep } from './uploadSweep';
import { AppError, HttpStatus } from '../lib/errors';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { appealEntity } from './entity';
import { findAppeal } from './rows';
import { appealAttachmentRule } from './attachmentRules';

export function registerAppealRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(appealAttachmentRule);
  registerPublicAppealRoutes(app, context);
  registerAppealReviewRoutes(app, context);
  scheduleUploadSweep(app, context);
  addWorkflowSource(app, {
    lifecycle: 'appeal',
    workflow: appealEntity,
    timeline: {
      kind: 'appeal',
      // Appeals are platform staff's to read (the permission), every one of them.
      permission: 'appeal.review',
      assertInReach: async (_actor, id) => {
        if (!(await findAppeal(context.db, id)))
          throw new AppError(HttpStatus.notFound, 'error.notFound');
      },
    },
  });
}
