/**
 * Credit (qualification) applications (issue 14): a member company applies for a credit
 * category with its materials; the review institution it names reviews first, the
 * platform second (DESIGN §3.3).
 */
import type { FastifyInstance } from 'fastify';
import { creditStatusCounts } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { registerCertificateRoutes } from './certificateRoutes';
import { scheduleCertificateExpiry } from './expiry';
import { registerReviewRoutes } from './reviewRoutes';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { creditScopes } from './scopes';
import { creditEntity } from './entity';
import { applicationInReach } from './access';
import { creditMaterialRule } from './attachmentRules';

export function registerCreditRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(creditMaterialRule);
  addWorkflowSource(app, {
    lifecycle: 'credit',
    workflow: creditEntity,
    statusCounts: creditStatusCounts,
    timeline: {
      kind: 'creditApplication',
      permission: 'credit.read',
      assertInReach: (actor, id) => applicationInReach(context.db, actor, id),
    },
    scopes: creditScopes(context.db),
  });
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
  registerCertificateRoutes(app, context);
  scheduleCertificateExpiry(app, context);
}
