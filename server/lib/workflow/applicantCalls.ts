/**
 * The routes every applicant area has, registered from one description: save a draft, save
 * and submit it, withdraw a submission, delete a draft, and read one record with its timeline.
 * The paths, permissions and record kind come from the area's descriptor
 * (machines/areas/), which the client calls by too; the area adds its texts, schemas and
 * actions. The review side's counterpart is decisionRoutes.ts. The paths stay the seed's (or
 * ours, named alike), each area's own.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl, type WorkflowArea } from '@machines/areas/area';
import { actorOf, type Actor, type EntityReferences } from '../access';
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
  readonly summary: string;
  readonly description?: string;
}

export interface ApplicantCalls<TBody extends object> {
  readonly tags: readonly string[];
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
  /** Deleting a draft (or a person off the roster), where the descriptor has the path. */
  readonly remove?: Call & {
    /** What the answer holds; none (`null`) unless given. */
    readonly answerSchema?: Schema;
    readonly run: (actor: Actor, which: VersionedId) => Promise<unknown>;
  };
  /** One record as its detail page shows it, for whoever the `read` permission lets read it. */
  readonly detail: Call & {
    readonly schema: Schema;
    readonly load: (actor: Actor, id: number) => Promise<unknown>;
  };
}

const documented = ({ summary, description }: Call) =>
  description === undefined ? { summary } : { summary, description };

export function registerApplicantCalls<TBody extends object>(
  app: FastifyInstance,
  area: WorkflowArea,
  routes: ApplicantCalls<TBody>,
) {
  const { bodySchema, recordSchema } = routes;
  const { apply: permission } = area.permissions;
  const paths = area.applicant;
  const tags = [...routes.tags];
  const byId = { id: area.kind };
  const withFields = { ...byId, ...routes.fields };

  for (const [path, step] of [
    [paths.save, routes.save],
    [paths.submit, routes.submit],
  ] as const) {
    app.post<{ Body: TBody }>(
      apiUrl(path),
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
    apiUrl(paths.withdraw),
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
  if (Boolean(remove) !== Boolean(paths.remove)) {
    throw new Error(`${area.kind}: the descriptor and the routes disagree on deleting`);
  }
  if (remove && paths.remove) {
    // The id and version come in the query of a DELETE, in the body of the seed's POSTs.
    const where = paths.remove.method === 'POST' ? 'body' : 'querystring';
    app.route<{ Body: VersionedId; Querystring: VersionedId }>({
      method: paths.remove.method,
      url: apiUrl(paths.remove.path),
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
    apiUrl(paths.detail),
    {
      config: { permission: area.permissions.read, references: byId },
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
