/**
 * The routes every applicant area has, registered from one description: save a draft, save
 * and submit it, withdraw a submission, delete a draft, and read one record with its timeline.
 * An area names its paths, permissions, record kind and texts, and hands over its actions;
 * the review side's counterpart is decisionRoutes.ts. The paths stay the seed's (or ours,
 * named alike), each area's own.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@machines/access';
import { actorOf, type Actor, type EntityKind, type EntityReferences } from '../access';
import { ok } from '../envelope';
import { integer, object, routeSchema } from '../schemas';
import { versionedIdSchema } from './schemas';

type Schema = Readonly<Record<string, unknown>>;

/** A record named with the version the caller last read (stale: 409). */
export interface VersionedId {
  readonly id: number;
  readonly version: number;
}

interface Call {
  readonly url: string;
  readonly summary: string;
  readonly description?: string;
}

export interface ApplicantCalls<TBody extends object> {
  readonly tags: readonly string[];
  /** What saving, submitting, withdrawing and deleting need. */
  readonly permission: Permission;
  /** The kind of record `id` names (the cross-tenant suite's). */
  readonly kind: EntityKind;
  /** The other records the body names (people, files, institutions) and their kinds. */
  readonly fields?: EntityReferences;
  readonly bodySchema: Schema;
  /** The answer's schema: the saved record. */
  readonly recordSchema: Schema;
  readonly save: Call & { readonly run: (actor: Actor, body: TBody) => Promise<unknown> };
  readonly submit: Call & { readonly run: (actor: Actor, body: TBody) => Promise<unknown> };
  readonly withdraw: Call & {
    readonly run: (actor: Actor, which: VersionedId) => Promise<unknown>;
  };
  /** Deleting a draft (or a person off the roster). */
  readonly remove?: Call & {
    /** `DELETE` with the id and version in the query, unless the seed spells a POST. */
    readonly method?: 'DELETE' | 'POST';
    /** What the answer holds; none (`null`) unless given. */
    readonly answerSchema?: Schema;
    readonly run: (actor: Actor, which: VersionedId) => Promise<unknown>;
  };
  /** One record as its detail page shows it, for whoever `permission` lets read it. */
  readonly detail: Call & {
    readonly permission: Permission;
    readonly schema: Schema;
    readonly load: (actor: Actor, id: number) => Promise<unknown>;
  };
}

const documented = ({ summary, description }: Call) =>
  description === undefined ? { summary } : { summary, description };

export function registerApplicantCalls<TBody extends object>(
  app: FastifyInstance,
  routes: ApplicantCalls<TBody>,
) {
  const { permission, bodySchema, recordSchema } = routes;
  const tags = [...routes.tags];
  const byId = { id: routes.kind };
  const withFields = { ...byId, ...routes.fields };

  for (const step of [routes.save, routes.submit]) {
    app.post<{ Body: TBody }>(
      step.url,
      {
        config: { permission, references: withFields },
        schema: routeSchema({ tags, ...documented(step), body: bodySchema, data: recordSchema }),
      },
      // The schema has checked the body; fastify's typing cannot resolve a generic body.
      async (request) => ok(await step.run(actorOf(request), request.body as TBody)),
    );
  }

  const { withdraw } = routes;
  app.post<{ Body: VersionedId }>(
    withdraw.url,
    {
      config: { permission, references: byId },
      schema: routeSchema({
        tags,
        ...documented(withdraw),
        body: versionedIdSchema,
        data: recordSchema,
      }),
    },
    async (request) => ok(await withdraw.run(actorOf(request), request.body)),
  );

  const { remove } = routes;
  if (remove) {
    // The id and version come in the query of a DELETE, in the body of the seed's POSTs.
    const where = remove.method === 'POST' ? 'body' : 'querystring';
    app.route<{ Body: VersionedId; Querystring: VersionedId }>({
      method: remove.method ?? 'DELETE',
      url: remove.url,
      config: { permission, references: byId },
      schema: routeSchema({
        tags,
        ...documented(remove),
        [where]: versionedIdSchema,
        data: remove.answerSchema ?? { type: 'null' },
      }),
      handler: async (request) => {
        const which = where === 'body' ? request.body : request.query;
        const answer = await remove.run(actorOf(request), which);
        return ok(remove.answerSchema ? answer : null);
      },
    });
  }

  const { detail } = routes;
  app.get<{ Querystring: { id: number } }>(
    detail.url,
    {
      config: { permission: detail.permission, references: byId },
      schema: routeSchema({
        tags,
        ...documented(detail),
        querystring: object({ id: integer }),
        data: detail.schema,
      }),
    },
    async (request) => ok(await detail.load(actorOf(request), request.query.id)),
  );
}
