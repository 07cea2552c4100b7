/** Real-name certification (issue: workflow engine, first slice). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { registerReviewRoutes } from './reviewRoutes';
import { addTimelineSource } from '../lib/workflow/timelineSources';
import { realnameEntity } from './entity';
import { applicationInReach } from './access';

export function registerRealnameRoutes(app: FastifyInstance, context: ServerContext) {
  addTimelineSource(app, {
    kind: 'realnameApplication',
    entity: realnameEntity.name,
    permission: 'realname.read',
    assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
  });
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
}
