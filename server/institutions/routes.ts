/**
 * Training and review institutions (issue 12): a member company applies
 * (`/institutionApply`), the platform decides and switches (`trainCredictCheck`,
 * `enterpriseCredictCheck`); an approval adds the role of its kind and line.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes, registerOwnRoutes } from './applicantRoutes';
import { kindRoutes } from './kinds';
import { registerReviewRoutes } from './reviewRoutes';
import { registerStaffRoutes } from './staffRoutes';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { eq } from 'drizzle-orm';
import { institutionApplications } from '../db/schema';
import { institutionEntities } from './entity';
import { applicationInReach } from './access';
import { institutionApplicationAttachmentRule } from './attachmentRules';

export function registerInstitutionRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(institutionApplicationAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'institution',
    workflow: institutionEntities.training,
    timeline: {
      kind: 'institutionApplication',
      permission: 'institution.read',
      assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
    },
    scopes: { businessLine: (line) => eq(institutionApplications.businessLine, line) },
  });
  registerOwnRoutes(app, context);
  for (const routes of kindRoutes) {
    registerApplicantRoutes(app, context, routes);
    registerReviewRoutes(app, context, routes);
  }
  registerStaffRoutes(app, context);
}
