/**
 * A running course's sessions (issue 41, ours beside the seed's `custome-traindate`): the
 * institution lists them, asks to move one (the platform decides, single or batch) and
 * adds one; the platform lists the moves.
 */
import type { FastifyInstance } from 'fastify';
import { may } from '@machines/access';
import type { SessionAdd, SessionMoveAsk } from '@machines/contracts';
import { actorOf } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { pagedList, routeSchema } from '../../lib/schemas';
import { registerDecisionRoutes } from '../../lib/workflow/decisionRoutes';
import { addSession } from './add';
import { querySessions, type SessionQuery } from './list';
import { askSessionMove, decideSessionMove, SESSION_MOVE_EVENTS } from './move';
import {
  sessionAddSchema,
  sessionMoveAskSchema,
  sessionQuerySchema,
  sessionSchema,
} from './schemas';
import { addWorkflowSource } from '../../lib/workflow/workflowSources';
import { scopesThroughCourse } from '../../lib/workflow/recordScopes';
import { trainingDates } from '../../db/schema';
import { trainingDateEntity } from './entity';

const tags = ['courses'];

export function registerSessionRoutes(app: FastifyInstance, context: ServerContext) {
  addWorkflowSource(app, {
    lifecycle: 'trainingDate',
    workflow: trainingDateEntity,
    scopes: scopesThroughCourse(context.db, trainingDates.courseId),
  });
  app.get<{ Querystring: SessionQuery }>(
    '/api/train/query-traindate-page',
    {
      config: { permission: 'trainingDate.read', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Sessions of running courses: one course of mine, or every moved one',
        description:
          'The institution names one of its published or in-training courses (another’s, or ' +
          'none: 404) and reads its sessions by date; the platform reads the sessions whose ' +
          'move was ever asked, those waiting first.',
        querystring: sessionQuerySchema,
        data: pagedList(sessionSchema),
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const party = may('trainingDate.review', actor.activeRole) ? 'platform' : 'institution';
      return ok(await querySessions(context.db, actor, party, request.query));
    },
  );

  app.post<{ Body: SessionMoveAsk }>(
    '/api/train/request-traindate-change',
    {
      config: {
        permission: 'course.apply',
        references: { id: 'trainingDate' },
        labels: 'courseSession.field',
      },
      schema: routeSchema({
        tags,
        summary: 'Ask the platform to move a session of a running course of mine',
        description:
          'New first and last days and why. A day malformed, ending before it starts or not ' +
          'after the sign-up deadline, or no reason: 400 naming the field. The session begun, ' +
          'the new first day not ahead, a move already waiting, or a stale version: 409. ' +
          'The platform is told.',
        body: sessionMoveAskSchema,
        data: sessionSchema,
      }),
    },
    async (request) => ok(await askSessionMove(context, actorOf(request), request.body)),
  );

  app.post<{ Body: SessionAdd }>(
    '/api/train/add-traindate',
    {
      config: { permission: 'course.apply', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Add a session to a running course of mine',
        description:
          'Its days, places (at most the course’s) and place; it starts after today and ' +
          'after the sign-up deadline (400 naming the field). A course not published or in ' +
          'training: 409. Opens for sign-up at once: no review.',
        body: sessionAddSchema,
        data: sessionSchema,
      }),
    },
    async (request) => ok(await addSession(context, actorOf(request), request.body)),
  );

  registerDecisionRoutes(app, {
    method: 'PUT',
    tags,
    permission: 'trainingDate.review',
    kind: 'trainingDate',
    events: SESSION_MOVE_EVENTS,
    recordSchema: sessionSchema,
    single: {
      url: '/api/train/update-traindate-status',
      summary: 'Approve a session’s move (its dates change) or refuse it with a reason',
      description:
        'APPROVE_CHANGE moves the dates and tells every applicant holding a place there; ' +
        'the session begun or the new first day passed by now: 409. REFUSE_CHANGE needs a ' +
        'comment. No move waiting or a stale version: 409.',
    },
    batch: {
      url: '/api/train/muliti-update-traindate-status',
      summary: 'One decision on several sessions’ moves',
    },
    decide: (actor, decision) => decideSessionMove(context, actor, decision),
  });
}
