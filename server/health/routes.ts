/**
 * What a load balancer or orchestrator asks: is this API process alive (`/api/health`,
 * which touches nothing else), and can it serve (`/api/ready`, a round trip to the
 * database: 503 with the envelope while it cannot be reached).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { integer, object, routeSchema, string } from '../lib/schemas';

const tags = ['service'];

export function registerHealthRoutes(app: FastifyInstance, { db }: Pick<ServerContext, 'db'>) {
  app.get(
    '/api/health',
    {
      config: { permission: 'service.health' },
      schema: routeSchema({
        tags,
        summary: 'Whether this API process is alive',
        description:
          'Answers without touching the database: a process that answers this but not ' +
          '`/api/ready` is alive and waiting for its database.',
        data: object({
          status: string('Always `alive`'),
          pid: integer,
          uptimeSeconds: integer,
        }),
      }),
    },
    async () =>
      ok({ status: 'alive', pid: process.pid, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      config: { permission: 'service.health' },
      schema: routeSchema({
        tags,
        summary: 'Whether this API process can serve: a round trip to its database',
        description:
          '503 `error.databaseUnavailable` (with Retry-After) while the database cannot be ' +
          'reached; the process recovers by itself once it is back.',
        data: object({ status: string('Always `ready`'), databaseMs: integer }),
      }),
    },
    async () => {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return ok({ status: 'ready', databaseMs: Math.round(performance.now() - started) });
    },
  );
}
