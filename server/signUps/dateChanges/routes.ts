/**
 * Date changes (DESIGN §3.6) at the seed's paths: the applicant asks (`train/changedate`),
 * the institution lists its courses' requests (`train/changedatelist`) and decides them
 * (ours: `train/update-changedate-status`, and the batch).
 */
import type { FastifyInstance } from 'fastify';
import type { DateChangeAsk } from '@machines/contracts';
import { actorOf } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { pagedList, routeSchema } from '../../lib/schemas';
import { registerDecisionRoutes } from '../../lib/workflow/decisionRoutes';
import { askDateChange } from './ask';
import { DATE_CHANGE_DECISION_EVENTS, decideDateChange } from './decide';
import { queryDateChanges, type DateChangeQuery } from './list';
import { dateChangeAskSchema, dateChangeQuerySchema, dateChangeSchema } from './schemas';
import { addWorkflowSource } from '../../lib/workflow/workflowSources';
import { scopesThroughSignUp } from '../../lib/workflow/recordScopes';
import { dateChangeRequests } from '../../db/schema';
import { dateChangeEntity } from './entity';

const tags = ['sign-ups'];

export function registerDateChangeRoutes(app: FastifyInstance, context: ServerContext) {
  addWorkflowSource(app, {
    lifecycle: 'dateChange',
    workflow: dateChangeEntity,
    scopes: scopesThroughSignUp(context.db, dateChangeRequests.signUpId),
  });
  app.post<{ Body: DateChangeAsk }>(
    '/api/train/changedate',
    {
      config: {
        permission: 'signUp.apply',
        references: { signUpId: 'signUp', trainingDateId: 'trainingDate' },
      },
      schema: routeSchema({
        tags,
        summary: 'Ask to move an approved sign-up of mine to another session of its course',
        description:
          'The institution decides. No reason, or a session of another course or the same ' +
          'one: 400 naming the field; a sign-up not approved, a request already waiting, or ' +
          'a session closed or full: 409; another’s sign-up: 404.',
        body: dateChangeAskSchema,
        data: dateChangeSchema,
      }),
    },
    async (request) => ok(await askDateChange(context, actorOf(request), request.body)),
  );

  app.post<{ Body: DateChangeQuery }>(
    '/api/train/changedatelist',
    {
      config: { permission: 'signUp.review', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'The date change requests of my institution’s courses, those waiting first',
        description: 'Another institution’s course: 404.',
        body: dateChangeQuerySchema,
        data: pagedList(dateChangeSchema),
      }),
    },
    async (request) => ok(await queryDateChanges(context.db, actorOf(request), request.body)),
  );

  registerDecisionRoutes(app, {
    method: 'PUT',
    tags,
    permission: 'signUp.review',
    kind: 'dateChange',
    events: DATE_CHANGE_DECISION_EVENTS,
    recordSchema: dateChangeSchema,
    single: {
      url: '/api/train/update-changedate-status',
      summary: 'Approve a date change (the sign-up moves) or refuse it with a reason',
      description:
        'APPROVE_CHANGE takes the place in the asked session: full or closed by now, or the ' +
        'sign-up changed since the ask: 409, nothing moves. REFUSE_CHANGE needs a comment. ' +
        'A decided request or a stale version: 409; another institution’s: 404.',
    },
    batch: {
      url: '/api/train/muliti-update-changedate-status',
      summary: 'One decision on several date change requests',
    },
    decide: (actor, decision) => decideDateChange(context, actor, decision),
  });
}
