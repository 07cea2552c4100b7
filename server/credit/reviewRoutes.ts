/**
 * The reviewers of credit applications: a review institution's queue (`/creditCheck`) and
 * assessor, the platform's (`platCreditCheck`), and one pair of decision routes for both
 * levels, the party coming from who calls and which record.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { creditArea } from '@machines/areas/credit';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import { binaryRouteSchema, integer, object, pagedList, routeSchema } from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { inExportTurn } from '../lib/exportTurns';
import { pageQueryProperties } from '../lib/paging';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { qualificationFilterProperties } from '../lib/workflow/schemas';
import { assignAssessor, CREDIT_DECISION_EVENTS, decide, type AssessorBody } from './decisions';
import { exportApplications, exportCountedPeople } from './export';
import { queryInstitutionPage, queryPlatformPage, type ReviewQuery } from './reviewLists';
import { applicationSchema } from './schemas';

const tags = ['credit applications'];
const BASE = '/api/credit-category';

const filterProperties = qualificationFilterProperties;

/** The list's filters without its paging: an export takes every match. */
const exportQuerySchema = object(filterProperties, []);

const reviewQuerySchema = object(
  {
    ...filterProperties,
    ...pageQueryProperties,
  },
  [],
);

export function registerReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config, clock } = context;

  app.get<{ Querystring: ReviewQuery }>(
    apiUrl(creditArea.lists.institution),
    {
      config: { permission: 'credit.institutionReview' },
      schema: routeSchema({
        tags,
        summary: 'The credit applications sent to my institution (drafts never), latest first',
        description: 'Contact mobiles are masked.',
        querystring: reviewQuerySchema,
        data: pagedList(applicationSchema),
      }),
    },
    async (request) =>
      ok(await queryInstitutionPage(db, config, companyOf(actorOf(request)), request.query)),
  );

  app.get<{ Querystring: ReviewQuery }>(
    apiUrl(creditArea.lists.platform),
    {
      config: { permission: 'credit.platformReview' },
      schema: routeSchema({
        tags,
        summary: 'Credit applications an institution approved, and all that followed',
        description: 'Contact mobiles are masked.',
        querystring: reviewQuerySchema,
        data: pagedList(applicationSchema),
      }),
    },
    async (request) => ok(await queryPlatformPage(db, config, request.query)),
  );

  registerDecisionRoutes(app, {
    tags,
    permission: 'credit.review',
    kind: creditArea.kind,
    events: CREDIT_DECISION_EVENTS,
    recordSchema: applicationSchema,
    single: {
      url: apiUrl(creditArea.decisions.decide),
      summary: 'Decide on a credit application (its institution first, then the platform)',
      description:
        'The institution the application names sends INSTITUTION_*, the platform PLATFORM_* ' +
        'and REVOKE; returns, rejections and revocations need a comment. PLATFORM_APPROVE ' +
        'issues the certificate (number, issue day, expiry after the category’s years). A ' +
        'step the workflow does not allow the caller, or a stale version: 409; an ' +
        'application not the caller’s to review: 404.',
    },
    batch: {
      url: apiUrl(creditArea.decisions.decideBatch),
      summary: 'Decide on several credit applications',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });

  const exportRoute = (
    url: string,
    summary: string,
    description: string,
    build: typeof exportApplications,
  ) =>
    app.get<{ Querystring: ReviewQuery }>(
      url,
      {
        config: { permission: 'credit.platformReview' },
        schema: binaryRouteSchema({
          tags,
          summary,
          description: `${description} Every match (at most ${MAX_EXPORT_ROWS}), in list order; contact mobiles masked.`,
          querystring: exportQuerySchema,
          produces: [XLSX_MIME],
        }),
      },
      async (request, reply) =>
        sendSpreadsheet(
          reply,
          await inExportTurn(actorOf(request).accountId, () =>
            build(db, request.query, {
              language: languageOf(request.headers['accept-language']),
              now: clock.now(),
            }),
          ),
        ),
    );
  exportRoute(
    `${BASE}/export-corporatecredit`,
    "The platform's list of credit applications as an .xlsx file",
    'One row per application, under the list filters.',
    exportApplications,
  );
  exportRoute(
    '/api/corporate/export-personcredit',
    'The people the credit applications count, as an .xlsx file',
    'One row per person an application counts (name, education, title, the application), ' +
      'under the filters of the platform’s list of credit applications.',
    exportCountedPeople,
  );

  app.post<{ Body: AssessorBody }>(
    `${BASE}/assign-corporatecredit-assessor`,
    {
      config: {
        permission: 'credit.institutionReview',
        references: { id: 'creditApplication', assessorId: 'person' },
      },
      schema: routeSchema({
        tags,
        summary: "Name the assessor of an application awaiting the institution's review",
        description:
          "One of the institution's assessors (`user/query-assessor-list`); null takes the " +
          'assessor away. Not awaiting the institution: 409.',
        body: object(
          {
            id: integer,
            version: integer,
            assessorId: { ...integer, nullable: true },
          },
          ['id', 'version', 'assessorId'],
        ),
        data: applicationSchema,
      }),
    },
    async (request) => ok(await assignAssessor(context, actorOf(request), request.body)),
  );
}
