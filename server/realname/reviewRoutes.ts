/** The platform's review of real-name applications (DESIGN §9 realCertification). */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { realnameArea } from '@machines/areas/realname';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { actorOf } from '../lib/access';
import { inExportTurn } from '../lib/exportTurns';
import { languageOf } from '../lib/i18n';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import type { PageQuery } from '../lib/paging';
import { binaryRouteSchema, integer, object, pagedList, routeSchema } from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { decide } from './decisions';
import { exportApplications } from './export';
import { queryReviewPage, type ReviewFilters } from './lists';
import { exportQuerySchema, reviewPageQuerySchema, rowSchema, verificationSchema } from './schemas';
import { refreshVerification } from './verification';

const tags = ['realname'];

export function registerReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config, clock } = context;

  app.get<{ Querystring: ReviewFilters & PageQuery }>(
    apiUrl(realnameArea.lists.review),
    {
      config: { permission: 'realname.review' },
      schema: routeSchema({
        tags,
        summary: "Every company's applications (drafts excepted)",
        description: 'Contact mobiles are masked. Default order: submittedAt desc.',
        querystring: reviewPageQuerySchema,
        data: pagedList(rowSchema),
      }),
    },
    async (request) => ok(await queryReviewPage(db, config, request.query)),
  );

  const { kind, decisions } = realnameArea;
  registerDecisionRoutes(app, {
    tags,
    method: decisions.method,
    permission: 'realname.review',
    kind,
    events: DECISION_EVENTS,
    recordSchema: rowSchema,
    single: {
      url: apiUrl(decisions.decide),
      summary: 'Decide on an application',
      description:
        'REJECT and RETURN need a comment. A step the workflow does not allow from the ' +
        'current status, or a stale version: 409. APPROVE and RESTORE give the company the ' +
        "application's name and credit code (409 when another company holds the code).",
    },
    batch: {
      url: apiUrl(decisions.decideBatch),
      summary: 'Decide on several applications',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });

  app.get<{ Querystring: ReviewFilters }>(
    '/api/corporate/export-realcorporate',
    {
      config: { permission: 'realname.review' },
      schema: binaryRouteSchema({
        tags,
        summary: 'The filtered list as an .xlsx file',
        description: `Every matching application (at most ${MAX_EXPORT_ROWS}), in list order.`,
        querystring: exportQuerySchema,
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const sheet = await inExportTurn(actorOf(request).accountId, () =>
        exportApplications(db, request.query, { language, now: clock.now() }),
      );
      return sendSpreadsheet(reply, sheet);
    },
  );

  app.post<{ Body: { corporateId: number } }>(
    '/api/corporate/refresh-sync',
    {
      config: { permission: 'realname.review', references: { corporateId: 'corporate' } },
      schema: routeSchema({
        tags,
        summary: "Re-derive a company's certified name and code from its latest approval",
        description: 'No approved application: 404 `error.noApprovedRealname`.',
        body: object({ corporateId: integer }),
        data: verificationSchema,
      }),
    },
    async (request) => ok(await refreshVerification(db, request.body.corporateId, clock.now())),
  );
}
