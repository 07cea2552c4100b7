/**
 * The routes every applicant area has, registered from one description: save a draft, save
 * and submit it, withdraw a submission, delete a draft, and read one record with its timeline.
 * The paths, permissions and record kind come from the area's descriptor
 * (machines/areas/), which the client calls by too; the area adds its texts, schemas and
 * actions. The review side's counterpart is decisionRoutes.ts. The paths stay the seed's (or
 * ours, named alike), each area's own.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl, type SeparateStepPaths, type WorkflowArea } from '@machines/areas/area';
import { actorOf, companyOf, type Actor, type EntityReferences } from '../access';
import { registerListCall } from '../listRoute';
import { ok } from '../envelope';
import { integer, object, routeSchema } from '../schemas';
import { versionedIdSchema } from './schemas';

type Schema = Readonly<Record<string, unknown>>;

/** A record named with the version the caller last read (stale: 409). */
export interface VersionedId {
  readonly id: number;
  readonly version: number;
}

/** A call's texts in the OpenAPI document. */
export interface CallText {
  readonly summary: string;
  readonly description?: string;
}

export interface ApplicantCallTexts {
  /** The company's own list, where the registrar registers it (`ownList`). */
  readonly ownList?: CallText;
  readonly save: CallText;
  readonly submit: CallText;
  readonly withdraw: CallText;
  readonly remove?: CallText;
  readonly detail: CallText;
}

/** What each call does for the actor, the area's own actions. */
export interface ApplicantSteps<TBody extends object> {
  readonly save: (actor: Actor, body: TBody) => Promise<unknown>;
  readonly submit: (actor: Actor, body: TBody) => Promise<unknown>;
  readonly withdraw: (actor: Actor, which: VersionedId) => Promise<unknown>;
  /** Deleting a draft (or a person off the roster), where the descriptor has the path. */
  readonly remove?: (actor: Actor, which: VersionedId) => Promise<unknown>;
  /** One record as its detail page shows it, for whoever the `read` permission lets read it. */
  readonly detail: (actor: Actor, id: number) => Promise<unknown>;
}

/**
 * The company's own list of the area's records (the descriptor's `lists.own`, rows as
 * `schemas.record`), registered first where the area has no call of its own before it.
 */
export interface OwnList<TQuery> {
  readonly querystring: Schema;
  readonly page: (company: number, query: TQuery) => Promise<unknown>;
}

export interface ApplicantCalls<TBody extends object, TQuery = never> {
  readonly tags: readonly string[];
  /** The other records the body names (people, files, institutions) and their kinds. */
  readonly fields?: EntityReferences;
  readonly schemas: {
    readonly body: Schema;
    /** The answer of save, submit and withdraw: the saved record. */
    readonly record: Schema;
    readonly detail: Schema;
    /** What deleting answers; none (`null`) unless given. */
    readonly removed?: Schema;
  };
  readonly texts: ApplicantCallTexts;
  readonly ownList?: OwnList<TQuery>;
  readonly steps: ApplicantSteps<TBody>;
}

const documented = ({ summary, description }: CallText) =>
  description === undefined ? { summary } : { summary, description };

export function registerApplicantCalls<TBody extends object, TQuery = never>(
  app: FastifyInstance,
  area: WorkflowArea & { readonly applicant: SeparateStepPaths },
  { schemas, texts, steps, ownList, ...routes }: ApplicantCalls<TBody, TQuery>,
) {
  const { apply: permission } = area.permissions;
  const paths = area.applicant;
  const tags = [...routes.tags];
  const byId = { id: area.kind };
  const withFields = { ...byId, ...routes.fields };

  const ownUrl = area.lists.own;
  if (Boolean(ownList) !== Boolean(texts.ownList) || (ownList && ownUrl === undefined)) {
    throw new Error(`${area.kind}: the own list needs its texts and the descriptor's path`);
  }
  if (ownList && texts.ownList && ownUrl !== undefined) {
    registerListCall<TQuery>(app, {
      url: apiUrl(ownUrl),
      permission,
      tags,
      ...documented(texts.ownList),
      querystring: ownList.querystring,
      row: schemas.record,
      page: (actor, query) => ownList.page(companyOf(actor), query),
    });
  }

  for (const step of ['save', 'submit'] as const) {
    app.post<{ Body: TBody }>(
      apiUrl(paths[step]),
      {
        config: { permission, references: withFields },
        schema: routeSchema({
          tags,
          ...documented(texts[step]),
          body: schemas.body,
          data: schemas.record,
        }),
      },
      // The schema has checked the body; fastify's typing cannot resolve a generic body.
      async (request) => ok(await steps[step](actorOf(request), request.body as TBody)),
    );
  }

  app.post<{ Body: VersionedId }>(
    apiUrl(paths.withdraw),
    {
      config: { permission, references: byId },
      schema: routeSchema({
        tags,
        ...documented(texts.withdraw),
        body: versionedIdSchema,
        data: schemas.record,
      }),
    },
    async (request) => ok(await steps.withdraw(actorOf(request), request.body)),
  );

  const { remove } = steps;
  const declared = [Boolean(remove), Boolean(texts.remove), Boolean(paths.remove)];
  if (new Set(declared).size > 1) {
    throw new Error(`${area.kind}: the descriptor, texts and steps disagree on deleting`);
  }
  if (remove && texts.remove && paths.remove) {
    // The id and version come in the query of a DELETE, in the body of the seed's POSTs.
    const where = paths.remove.method === 'POST' ? 'body' : 'querystring';
    const { removed } = schemas;
    app.route<{ Body: VersionedId; Querystring: VersionedId }>({
      method: paths.remove.method,
      url: apiUrl(paths.remove.path),
      config: { permission, references: byId },
      schema: routeSchema({
        tags,
        ...documented(texts.remove),
        [where]: versionedIdSchema,
        data: removed ?? { type: 'null' },
      }),
      handler: async (request) => {
        const which = where === 'body' ? request.body : request.query;
        const answer = await remove(actorOf(request), which);
        return ok(removed ? answer : null);
      },
    });
  }

  app.get<{ Querystring: { id: number } }>(
    apiUrl(paths.detail),
    {
      config: { permission: area.permissions.read, references: byId },
      schema: routeSchema({
        tags,
        ...documented(texts.detail),
        querystring: object({ id: integer }),
        data: schemas.detail,
      }),
    },
    async (request) => ok(await steps.detail(actorOf(request), request.query.id)),
  );
}
