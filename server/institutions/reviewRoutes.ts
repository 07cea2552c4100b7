/**
 * The platform's `trainCredictCheck` and `enterpriseCredictCheck`: applications of one
 * kind to decide, and the switch that takes an institution's role away or gives it back.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { pagedList, routeSchema } from '../lib/schemas';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { decide, switchInstitution, type Switch } from './decisions';
import type { KindRoutes } from './kinds';
import { queryReviewPage, type ReviewQuery } from './lists';
import { applicationSchema, reviewQuerySchema, switchBodySchema } from './schemas';

const tags = ['institutions'];

export function registerReviewRoutes(
  app: FastifyInstance,
  context: ServerContext,
  routes: KindRoutes,
) {
  const { db, config } = context;
  const { kind } = routes;
  const what = kind === 'training' ? 'training-institution' : 'review-institution';

  app.get<{ Querystring: ReviewQuery }>(
    apiUrl(routes.area.lists.review),
    {
      config: { permission: routes.review },
      schema: routeSchema({
        tags,
        summary: `Every company's ${what} applications (drafts excepted), latest first`,
        description: 'Contact mobiles are masked.',
        querystring: reviewQuerySchema,
        data: pagedList(applicationSchema),
      }),
    },
    async (request) => ok(await queryReviewPage(db, config, kind, request.query)),
  );

  registerDecisionRoutes(app, {
    tags,
    permission: routes.review,
    kind: 'institutionApplication',
    events: DECISION_EVENTS,
    recordSchema: applicationSchema,
    single: {
      url: apiUrl(routes.area.decisions.decide),
      summary: `Decide on a ${what} application`,
      description:
        "REJECT and RETURN need a comment. APPROVE adds the role code of the application's " +
        "kind and line to the company's accounts; REVOKE takes it away (a session in that " +
        'role continues as 2000), RESTORE gives it back. A step the workflow does not allow, ' +
        'or a stale version: 409.',
    },
    batch: {
      url: apiUrl(routes.area.decisions.decideBatch),
      summary: `Decide on several ${what} applications`,
    },
    decide: (actor, decision) => decide(context, actor, kind, decision),
  });

  app.put<{ Body: Switch }>(
    routes.switch,
    {
      config: { permission: routes.review, references: { id: 'institutionApplication' } },
      schema: routeSchema({
        tags,
        summary: `Switch an approved ${what} off, or on again`,
        description:
          'Off revokes the approval (the role leaves the accounts), on restores it; each is ' +
          'a step of the application on its timeline. 409 when the switch is already so.',
        body: switchBodySchema,
        data: applicationSchema,
      }),
    },
    async (request) => ok(await switchInstitution(context, actorOf(request), kind, request.body)),
  );
}
