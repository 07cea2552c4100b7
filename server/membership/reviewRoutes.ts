/**
 * The platform's `membershipCheck`: VIP applications to decide, and the memberships they
 * granted (list, edit, enable or disable, reset, export).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { membershipArea } from '@machines/areas/membership';
import { actorOf } from '../lib/access';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import type { PageQuery } from '../lib/paging';
import { binaryRouteSchema, pagedList, routeSchema } from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { inExportTurn } from '../lib/exportTurns';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { decide } from './decisions';
import { exportMemberships } from './export';
import { queryReviewPage, type ReviewQuery } from './lists';
import { queryMemberships, type MembershipFilters } from './memberships';
import {
  editMembership,
  resetMembership,
  switchMembership,
  type MembershipChange,
  type MembershipEdit,
} from './records';
import {
  applicationSchema,
  membershipEditSchema,
  membershipExportQuerySchema,
  membershipQuerySchema,
  membershipSchema,
  membershipSwitchSchema,
  removedSchema,
  reviewQuerySchema,
} from './schemas';
import { versionedIdSchema } from '../lib/workflow/schemas';
import { registerListCall } from '../lib/listRoute';

const tags = ['membership'];
const MEMBERSHIP_ID = { id: 'membership' } as const;

/** Who changes a membership, when, and how the change lands in the admin action log. */
function changeOf(request: FastifyRequest, now: Date): MembershipChange {
  return {
    actor: actorOf(request),
    now,
    recordAction: actionRecorder(request),
  };
}

export function registerReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config, clock } = context;

  registerListCall<ReviewQuery>(app, {
    url: apiUrl(membershipArea.lists.review),
    permission: 'membership.review',
    tags,
    summary: "Every company's membership applications (drafts excepted), latest first",
    description: 'Contact mobiles are masked.',
    querystring: reviewQuerySchema,
    row: applicationSchema,
    page: (_actor, query) => queryReviewPage(db, config, query),
  });

  registerDecisionRoutes(app, {
    tags,
    permission: 'membership.review',
    kind: membershipArea.kind,
    events: DECISION_EVENTS,
    recordSchema: applicationSchema,
    single: {
      url: apiUrl(membershipArea.decisions.decide),
      summary: 'Decide on a membership application',
      description:
        'REJECT and RETURN need a comment. APPROVE creates the membership, or adds the ' +
        "level's years after its end; REVOKE disables the membership the approval stands " +
        'for, RESTORE enables it. A step the workflow does not allow, or a stale version: 409.',
    },
    batch: {
      url: apiUrl(membershipArea.decisions.decideBatch),
      summary: 'Decide on several membership applications',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });

  app.get<{ Querystring: MembershipFilters & PageQuery }>(
    '/api/corporate/query-corporatevip-page',
    {
      config: { permission: 'membership.review' },
      schema: routeSchema({
        tags,
        summary: 'Every membership, soonest to end first',
        querystring: membershipQuerySchema,
        data: pagedList(membershipSchema),
      }),
    },
    async (request) => ok(await queryMemberships(db, request.query)),
  );

  app.get<{ Querystring: MembershipFilters }>(
    '/api/corporate/export-corporatevip',
    {
      config: { permission: 'membership.review' },
      schema: binaryRouteSchema({
        tags,
        summary: 'The filtered memberships as an .xlsx file',
        description: `Every matching membership (at most ${MAX_EXPORT_ROWS}), in list order.`,
        querystring: membershipExportQuerySchema,
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const sheet = await inExportTurn(actorOf(request).accountId, () =>
        exportMemberships(db, request.query, { language, now: clock.now() }),
      );
      return sendSpreadsheet(reply, sheet);
    },
  );

  app.post<{ Body: MembershipEdit }>(
    '/api/corporate/update-corporatevip',
    {
      config: { permission: 'membership.administer', references: MEMBERSHIP_ID },
      schema: routeSchema({
        tags,
        summary: "Change a membership's level and validity",
        description:
          'An expired membership given days ahead is renewed; an active one whose last day ' +
          'moves into the past expires. End before start: 400 naming `validTo`.',
        body: membershipEditSchema,
        data: membershipSchema,
      }),
    },
    async (request) => {
      return ok(
        await administer(db, request, (tx) =>
          editMembership(tx, changeOf(request, clock.now()), request.body),
        ),
      );
    },
  );

  app.post<{ Body: { id: number; version: number; enabled: boolean } }>(
    '/api/corporate/update-uservip-enable',
    {
      config: { permission: 'membership.administer', references: MEMBERSHIP_ID },
      schema: routeSchema({
        tags,
        summary: 'Disable a membership, or enable it again',
        description: 'Enabling one whose validity has ended leaves it expired.',
        body: membershipSwitchSchema,
        data: membershipSchema,
      }),
    },
    async (request) => {
      return ok(
        await administer(db, request, (tx) =>
          switchMembership(tx, changeOf(request, clock.now()), request.body),
        ),
      );
    },
  );

  app.post<{ Body: { id: number; version: number } }>(
    '/api/corporate/reset-uservip',
    {
      config: { permission: 'membership.administer', references: MEMBERSHIP_ID },
      schema: routeSchema({
        tags,
        summary: 'End a membership: the company is no member and may apply again',
        description: 'Its applications and their timelines stay.',
        body: versionedIdSchema,
        data: removedSchema,
      }),
    },
    async (request) => {
      return ok(
        await administer(db, request, (tx) =>
          resetMembership(tx, changeOf(request, clock.now()), request.body),
        ),
      );
    },
  );
}
