/**
 * `audit/query-audit-info` (seed §7): the review history of any workflow record (DESIGN
 * §3.7), who did what, when, from which status to which, with their comment. The rows are
 * those every detail answer embeds (`loadTimeline`); who may read them is decided by the
 * record's own area (its detail call's permission and reach), registered as a timeline
 * source, so this area knows no other. Registered after every area.
 */
import type { FastifyInstance } from 'fastify';
import { may } from '@machines/access';
import type { AuditInfo } from '@machines/contracts';
import { actorOf, type Actor, type EntityKind } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { integer, object, routeSchema } from '../lib/schemas';
import { loadTimeline } from '../lib/workflow/timeline';
import { timelineSchema } from '../lib/workflow/schemas';
import type { TimelineSource } from '../lib/workflow/timelineSources';

interface AuditInfoQuery {
  readonly kind: EntityKind;
  readonly id: number;
}

/**
 * Project applications first: the security suites call a route with the first value of
 * an enum, and probe `id` as the kind its references name (a record of another tenant
 * must be as missing as no record at all).
 */
const FIRST_KIND: EntityKind = 'projectApplication';

export function registerAuditTrailRoutes(app: FastifyInstance, { db }: ServerContext) {
  const kinds = [...app.timelineSources.keys()].sort(
    (a, b) => Number(b === FIRST_KIND) - Number(a === FIRST_KIND),
  );

  app.get<{ Querystring: AuditInfoQuery }>(
    '/api/audit/query-audit-info',
    {
      config: { permission: 'audit.timeline', references: { id: FIRST_KIND } },
      schema: routeSchema({
        tags: ['audit'],
        summary: 'The review history of one record: who, when, from which status to which, why',
        description:
          'Oldest first. `kind` names the record as `config.references` do, `id` the record ' +
          'of that kind. Open to whoever may open the record’s detail; to anyone else the ' +
          'record does not exist (404).',
        querystring: object({ kind: { type: 'string', enum: kinds }, id: integer }),
        data: object({
          kind: { type: 'string', enum: kinds },
          id: integer,
          events: timelineSchema,
        }),
      }),
    },
    async (request) => {
      const { kind, id } = request.query;
      const source = app.timelineSources.get(kind);
      if (!source) throw new AppError(HttpStatus.notFound, 'error.notFound');
      return ok(await readAuditInfo(db, source, actorOf(request), id));
    },
  );
}

async function readAuditInfo(
  db: ServerContext['db'],
  source: TimelineSource,
  actor: Actor,
  id: number,
): Promise<AuditInfo> {
  // A role without the record's own detail permission learns nothing, not even that it exists.
  if (!may(source.permission, actor.activeRole)) {
    throw new AppError(HttpStatus.notFound, 'error.notFound');
  }
  await source.assertInReach(actor, id);
  return { kind: source.kind, id, events: await loadTimeline(db, source.entity, id) };
}
