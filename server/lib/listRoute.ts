/**
 * A list call from one description: a GET answering one page of rows in the envelope, for
 * whoever its permission lets in. The area names its path, texts, query and row schemas and
 * how a page is read for the actor; applicantCalls.ts and decisionRoutes.ts do the same for
 * an applicant's steps and a reviewer's decisions.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@machines/access';
import { actorOf, type Actor } from './access';
import { ok } from './envelope';
import { pagedList, routeSchema } from './schemas';

type Schema = Readonly<Record<string, unknown>>;

export interface ListCall<TQuery> {
  readonly url: string;
  readonly permission: Permission;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly querystring: Schema;
  /** One row's schema: the answer is a page of them. */
  readonly row: Schema;
  readonly page: (actor: Actor, query: TQuery) => Promise<unknown>;
}

export function registerListCall<TQuery>(app: FastifyInstance, list: ListCall<TQuery>) {
  const { summary, description } = list;
  app.get<{ Querystring: TQuery }>(
    list.url,
    {
      config: { permission: list.permission },
      schema: routeSchema({
        tags: [...list.tags],
        summary,
        ...(description === undefined ? {} : { description }),
        querystring: list.querystring,
        data: pagedList(list.row),
      }),
    },
    // The schema has checked the query; fastify's typing cannot resolve a generic one.
    async (request) => ok(await list.page(actorOf(request), request.query as TQuery)),
  );
}
