/**
 * Credit (qualification) applications (issue 14): a member company applies for a credit
 * category with its materials; the review institution it names reviews first, the
 * platform second (DESIGN §3.3).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { registerApplicantRoutes } from './applicantRoutes';
import { registerCertificateRoutes } from './certificateRoutes';
import { scheduleCertificateExpiry } from './expiry';
import { registerReviewRoutes } from './reviewRoutes';

export function registerCreditRoutes(app: FastifyInstance, context: ServerContext) {
  registerApplicantRoutes(app, context);
  registerReviewRoutes(app, context);
  registerCertificateRoutes(app, context);
  scheduleCertificateExpiry(app, context);
}
