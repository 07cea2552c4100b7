/**
 * The two routes every review area has: one decision (`update-…-status`) and a batch
 * (`muliti-update-…-status`), the batch answering one result per item. An area names its
 * paths, permission and record kind, and hands its single decision over; a step the seed
 * gives a call of its own (`train/reset`) registers the single route alone.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@machines/access';
import { actorOf, type Actor, type EntityKind } from '../access';
import { ok } from '../envelope';
import { languageOf } from '../i18n';
import { routeSchema } from '../schemas';
import { decideEachWith, type BatchDecision } from './batch';
import type { Decision } from './decision';
import { batchDecisionBodySchema, batchResultSchema, decisionBodySchema } from './schemas';

export interface DecisionRoutes<TEvent extends string> {
  /** The seed's method of both routes: POST unless it spells PUT. */
  readonly method?: 'POST' | 'PUT';
  readonly tags: readonly string[];
  readonly permission: Permission;
  /** The kind of record the ids name (the cross-tenant suite's). */
  readonly kind: EntityKind;
  readonly events: readonly TEvent[];
  /** The answer's schema: the decided record. */
  readonly recordSchema: Readonly<Record<string, unknown>>;
  readonly single: { readonly url: string; readonly summary: string; readonly description: string };
  /** Absent for a step taken one record at a time. */
  readonly batch?: { readonly url: string; readonly summary: string };
  readonly decide: (
    actor: Actor,
    decision: Decision<TEvent>,
  ) => Promise<{ status: number; version: number }>;
}

export function registerDecisionRoutes<TEvent extends string>(
  app: FastifyInstance,
  routes: DecisionRoutes<TEvent>,
) {
  const { tags, permission, kind, events, decide } = routes;
  const method = routes.method ?? 'POST';

  app.route<{ Body: Decision<TEvent> }>({
    method,
    url: routes.single.url,
    config: { permission, references: { id: kind } },
    schema: routeSchema({
      tags: [...tags],
      summary: routes.single.summary,
      description: routes.single.description,
      body: decisionBodySchema(events),
      data: routes.recordSchema,
    }),
    handler: async (request) => ok(await decide(actorOf(request), request.body)),
  });

  const { batch } = routes;
  if (!batch) return;
  app.route<{ Body: BatchDecision<TEvent> }>({
    method,
    url: batch.url,
    config: { permission, references: { 'items[].id': kind } },
    schema: routeSchema({
      tags: [...tags],
      summary: batch.summary,
      description:
        'Each item is decided on its own; the answer is 200 with one result per item, ' +
        'refusals carrying their reason.',
      body: batchDecisionBodySchema(events),
      data: batchResultSchema,
    }),
    handler: async (request) => {
      const actor = actorOf(request);
      const answer = { language: languageOf(request.headers['accept-language']), log: request.log };
      const results = await decideEachWith(
        request.body,
        (decision) => decide(actor, decision),
        answer,
      );
      return ok({ results });
    },
  });
}
