/**
 * Personnel certificate review (`usercerditCheck`, issue 16): the queue of passed trainees'
 * certificates at the seed's path, and the reviewers' decisions (ours: the seed names no
 * call for them) through the one workflow service — ISSUE, REJECT_CERTIFICATE with a
 * reason, REVOKE — one by one or in a batch answering per item; the hourly expiry sweep;
 * the issued certificate itself (`credit-category/compay-person-ecert/{id}`).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { localDate } from '../lib/dates';
import { integer, object, pagedList, routeSchema, string } from '../lib/schemas';
import { pageQueryProperties } from '../lib/paging';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { registerCertificateDocumentRoute } from '../lib/certificates/documentRoute';
import { registerListCall } from '../lib/listRoute';
import { queryCertificateReviews, type CertificateQuery } from './certificateReview';
import { CERTIFICATE_DECISION_EVENTS, decideSignUp } from './decisions';
import { personnelCertificateDocument } from './ecert';
import { schedulePersonnelCertificateExpiry } from './expiry';
import {
  ISSUED_CERTIFICATE_STATUSES,
  queryPersonnelCertificates,
  type PersonnelCertificateQuery,
} from './businessQuery';
import { certificateQuerySchema, signUpSchema } from './schemas';

const tags = ['sign-ups'];

export function registerCertificateReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, storage, certificateCache, clock } = context;
  const files = { storage, cache: certificateCache };

  registerCertificateDocumentRoute(app, {
    url: '/api/credit-category/compay-person-ecert/:id',
    tags,
    permission: 'signUp.read',
    kind: 'signUp',
    summary: "A trainee's personnel e-certificate (PNG or PDF), by the sign-up's id",
    description:
      "Drawn on the course's certificate template, else its certificate level's, in the " +
      "caller's language; the QR code opens `/verify/{certificateNo}` on this server. 409 " +
      '`error.certificateNotInForce` unless issued (6) and within its validity; 409 ' +
      '`error.certificateNoTemplate` while neither has a template. For the applicant, the ' +
      'institution and the certificate reviewers; anyone else 404.',
    draw: (actor, request) => personnelCertificateDocument(db, files, actor, request, clock.now()),
  });

  registerListCall<CertificateQuery>(app, {
    url: '/api/train/query-entryusercerdit-page',
    permission: 'signUp.certificateReview',
    tags,
    summary: 'Personnel certificates to review and reviewed, those waiting first',
    description:
      'Sign-ups from the exam passed on: the platform sees every course’s, an expert ' +
      'those of the courses of their business line. ID card numbers masked.',
    querystring: certificateQuerySchema,
    row: signUpSchema,
    page: (actor, query) => queryCertificateReviews(db, actor, query),
  });

  registerDecisionRoutes(app, {
    method: 'PUT',
    tags,
    permission: 'signUp.certificateReview',
    kind: 'signUp',
    events: CERTIFICATE_DECISION_EVENTS,
    recordSchema: signUpSchema,
    single: {
      url: '/api/train/update-entryusercerdit-status',
      summary: 'Issue or reject (with a reason) a personnel certificate, or revoke one',
      description:
        'ISSUE gives the certificate its number, issue day (the course’s issue date, or ' +
        'today) and last valid day; REJECT_CERTIFICATE sends it back to the institution; ' +
        'the platform may REVOKE an issued one (a comment). A step the workflow does not ' +
        'allow, or a stale version: 409; a sign-up not the reviewer’s: 404.',
    },
    batch: {
      url: '/api/train/muliti-update-entryusercerdit-status',
      summary: 'One decision on several personnel certificates',
    },
    decide: (actor, decision) => decideSignUp(context, actor, decision),
  });

  app.get<{ Querystring: PersonnelCertificateQuery }>(
    '/api/train/query-business-person-page',
    {
      config: { permission: 'signUp.businessQuery' },
      schema: routeSchema({
        tags,
        summary: 'Issued personnel certificates: the business query (`businessPerson`, 01000)',
        description:
          'Ours (the seed names the page, not its call). In force, expired or revoked (6, 8, ' +
          '9; one in force past its last day reads and filters as expired), the latest ' +
          'issued first. `idCard` matches a whole number only; answers mask it.',
        querystring: object(
          {
            status: { type: 'integer', enum: [...ISSUED_CERTIFICATE_STATUSES] },
            traineeName: string('Contained in the holder’s name'),
            idCard: { ...string('The holder’s whole ID card number'), maxLength: 18 },
            certificateNumber: string('The start of the certificate number'),
            ...pageQueryProperties,
          },
          [],
        ),
        data: pagedList(
          object({
            id: integer,
            certificateNo: string(),
            status: integer,
            holderName: string(),
            holderIdCard: string('Masked'),
            courseName: string(),
            institutionName: string(),
            issuedOn: string('YYYY-MM-DD'),
            expiresOn: string('YYYY-MM-DD'),
          }),
        ),
      }),
    },
    async (request) =>
      ok(await queryPersonnelCertificates(db, request.query, localDate(clock.now()))),
  );

  schedulePersonnelCertificateExpiry(app, context);
}
