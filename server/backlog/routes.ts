/**
 * The dashboard's to-do lists at the seed's paths (`/api/blacklog/vip-list`, `train-list`,
 * `audit-list`, `plat-list`): each answers the queues of its list that the caller's active
 * role reviews, with their counts and the longest waiting records. A role that reviews
 * none of them gets an empty list.
 */
import type { FastifyInstance } from 'fastify';
import {
  BACKLOG_ITEMS,
  BACKLOG_LISTS,
  BACKLOG_QUEUE_KEYS,
  BACKLOG_QUEUES,
  reviewedQueues,
  type BacklogList,
} from '@machines/access';
import type { BacklogQueue } from '@machines/contracts';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { integer, nullableDateTime, object, routeSchema, string } from '../lib/schemas';
import { DashboardChartsReader } from './charts';
import { readQueue } from './queues';

const tags = ['dashboard'];
const MAX_ITEMS = 20;

const queueSchema = object({
  key: { type: 'string', enum: [...BACKLOG_QUEUE_KEYS] },
  count: integer,
  items: {
    type: 'array',
    items: object({ id: integer, title: string(), submittedAt: nullableDateTime }),
  },
});

const querySchema = object(
  { limit: { type: 'integer', minimum: 1, maximum: MAX_ITEMS, default: BACKLOG_ITEMS } },
  [],
);

const countsSchema = { type: 'array', items: object({ code: integer, count: integer }) };

const chartsSchema = object({
  months: { type: 'array', items: object({ month: string(), counts: countsSchema }) },
  queues: {
    type: 'array',
    items: object({
      queue: { type: 'string', enum: [...BACKLOG_QUEUE_KEYS] },
      family: { type: 'string', enum: ['application', 'appeal', 'qualification'] },
      counts: countsSchema,
    }),
  },
  own: { ...countsSchema, type: ['array', 'null'] },
});

export function registerBacklogRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  for (const list of BACKLOG_LISTS) registerList(app, db, list);
  const charts = new DashboardChartsReader(db, clock);

  app.get(
    '/api/dashboard/charts',
    {
      config: { permission: 'backlog.read' },
      schema: routeSchema({
        tags,
        summary: "The dashboard's charts for the caller's active role (our own call)",
        description:
          'Applications started in each of the last twelve months by status; a reviewing ' +
          'role also gets the status mix of each queue it works on (no drafts), a company ' +
          'its own applications by status (`own`, null otherwise). Counted at most once a ' +
          'minute for the same queues or company.',
        data: chartsSchema,
      }),
    },
    async (request) => ok(await charts.read(actorOf(request))),
  );
}

function registerList(app: FastifyInstance, db: ServerContext['db'], list: BacklogList) {
  const keys = BACKLOG_QUEUE_KEYS.filter((key) => BACKLOG_QUEUES[key].list === list);
  app.get<{ Querystring: { limit?: number } }>(
    `/api/blacklog/${list}-list`,
    {
      config: { permission: 'backlog.read' },
      schema: routeSchema({
        tags,
        summary: `The ${list} to-do list: ${keys.join(', ')}`,
        description:
          "Only the queues the caller's active role reviews; each with its count and the " +
          '`limit` (default 5) records waiting longest.',
        querystring: querySchema,
        data: { type: 'array', items: queueSchema },
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const limit = request.query.limit ?? BACKLOG_ITEMS;
      // Side by side: each queue is two short queries, and the page waits for them all.
      const readable = reviewedQueues(actor.activeRole).filter(
        (key) => BACKLOG_QUEUES[key].list === list,
      );
      const queues: BacklogQueue[] = await Promise.all(
        readable.map(async (key) => ({ key, ...(await readQueue(db, key, actor, limit)) })),
      );
      return ok(queues);
    },
  );
}
