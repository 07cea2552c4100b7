/**
 * Training records (issue 16) at the seed's v2 paths: each trainee's latest training and
 * hours (`v2/query-train-record-last`), the trainings (`v2/query-train-record`), one with
 * its timeline (`v2/query-train-record-detail`). A company reads its people's, an
 * individual their own; another company's person or record does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/access';
import type { ServerContext } from '../../lib/context';
import { localDate } from '../../lib/dates';
import { ok } from '../../lib/envelope';
import { pagedList, routeSchema } from '../../lib/schemas';
import { idQuerySchema } from '../schemas';
import { loadTrainingRecord } from './detail';
import { queryTrainingRecords, type TrainingRecordQuery } from './list';
import {
  recordDetailSchema,
  recordQuerySchema,
  summaryQuerySchema,
  summarySchema,
  trainingRecordSchema,
} from './schemas';
import { queryTraineeSummaries, type TraineeSummaryQuery } from './summaries';

const tags = ['training records'];
const PERSON = { personId: 'person' } as const;

export function registerTrainingRecordRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
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
}
