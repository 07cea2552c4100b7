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

export function registerInstitutionRoutes(app: FastifyInstance, context: ServerContext) {
  registerOwnRoutes(app, context);
  for (const routes of kindRoutes) {
    registerApplicantRoutes(app, context, routes);
    registerReviewRoutes(app, context, routes);
  }
  registerStaffRoutes(app, context);
}
