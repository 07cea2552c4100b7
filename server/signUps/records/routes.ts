/**
 * Training records (issue 16) at the seed's v2 paths: each trainee's latest training and
 * hours (`v2/query-train-record-last`), the trainings (`v2/query-train-record`), one with
 * its timeline (`v2/query-train-record-detail`), and a failed trainee signed up again
 * (`v2/train-reset`). A company reads its people's, an individual their own; another
 * company's person or record does not exist (404). And a course's side of them: the people
 * it gave its hours to (`course/query-creditUser-list`), for its institution.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { localDate } from '../../lib/dates';
import { ok } from '../../lib/envelope';
import { pagedList, routeSchema } from '../../lib/schemas';
import { retrain, type Retraining } from '../retrain';
import { idQuerySchema, retrainBodySchema, signUpSchema } from '../schemas';
import { queryCreditUsers, type CreditUserQuery } from './creditUsers';
import { loadTrainingRecord } from './detail';
import { queryTrainingRecords, type TrainingRecordQuery } from './list';
import {
  creditUserQuerySchema,
  recordDetailSchema,
  recordQuerySchema,
  summaryQuerySchema,
  summarySchema,
  trainingRecordSchema,
} from './schemas';
import { queryTraineeSummaries, type TraineeSummaryQuery } from './summaries';

const tags = ['training records'];
const PERSON = { personId: 'person' } as const;

export function registerTrainingRecordRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock } = context;
  app.get<{ Querystring: TraineeSummaryQuery }>(
    '/api/v2/query-train-record-last',
    {
      config: { permission: 'trainingRecord.read', references: PERSON },
      schema: routeSchema({
        tags,
        summary: 'Each trainee with their latest training and credit hours per year',
        description:
          'A company: every person of its roster, the most recently trained first; an ' +
          'individual: themselves. Hours count once the exam is passed (4, 6, 7, 71, 8), in ' +
          'the year the session ended; a revoked certificate (9) takes them back.',
        querystring: summaryQuerySchema,
        data: pagedList(summarySchema),
      }),
    },
    async (request) =>
      ok(await queryTraineeSummaries(db, actorOf(request), request.query, localDate(clock.now()))),
  );

  app.get<{ Querystring: TrainingRecordQuery }>(
    '/api/v2/query-train-record',
    {
      config: { permission: 'trainingRecord.read', references: PERSON },
      schema: routeSchema({
        tags,
        summary: 'My people’s trainings (or my own), the latest session first',
        description: 'Each with its course’s credit hours and whether they count. ID cards masked.',
        querystring: recordQuerySchema,
        data: pagedList(trainingRecordSchema),
      }),
    },
    async (request) => ok(await queryTrainingRecords(db, actorOf(request), request.query)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/v2/query-train-record-detail',
    {
      config: { permission: 'trainingRecord.read', references: { id: 'signUp' } },
      schema: routeSchema({
        tags,
        summary: 'One training record and its timeline',
        description: 'The sign-up’s id; a sign-up not of my company’s people (or mine): 404.',
        querystring: idQuerySchema,
        data: recordDetailSchema,
      }),
    },
    async (request) => ok(await loadTrainingRecord(db, actorOf(request), request.query.id)),
  );

  app.get<{ Querystring: CreditUserQuery }>(
    '/api/course/query-creditUser-list',
    {
      config: { permission: 'course.creditUsers', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'The people my institution’s course gave its credit hours to',
        description:
          'Its sign-ups from the passed exam on (4, 6, 7, 71, 8), session by session, each ' +
          'with the course’s credit hours. ID cards masked. Another institution’s course: ' +
          '404; the super-administrator reads any.',
        querystring: creditUserQuerySchema,
        data: pagedList(trainingRecordSchema),
      }),
    },
    async (request) => ok(await queryCreditUsers(db, actorOf(request), request.query)),
  );

  app.put<{ Body: Retraining }>(
    '/api/v2/train-reset',
    {
      config: {
        permission: 'signUp.apply',
        references: { id: 'signUp', trainingDateId: 'trainingDate' },
      },
      schema: routeSchema({
        tags,
        summary: 'Sign a trainee who failed the exam up again, for a session of the course',
        description:
          'RETRAIN: the sign-up moves to the session (one taking sign-ups now, with a place ' +
          'left), its score cleared, and waits for the institution’s review again (0). A ' +
          'session of another course: 400 naming `trainingDateId`; not failed, the session ' +
          'closed or full, or a stale version: 409; not my sign-up: 404.',
        body: retrainBodySchema,
        data: signUpSchema,
      }),
    },
    async (request) => ok(await retrain(context, actorOf(request), request.body)),
  );
}
