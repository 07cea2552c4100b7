/** Messages to the signed-in account (the message centre and the bell). */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, pagedList, routeSchema, string } from '../lib/schemas';
import { queryMessagePage, type MessagePageQuery } from './messagePage';

export function registerMessageRoutes(app: FastifyInstance, { db }: ServerContext) {
  app.get<{ Querystring: MessagePageQuery }>(
    '/api/corporate/query-message-page',
    {
      config: { permission: 'message.read' },
      schema: routeSchema({
        tags: ['message'],
        summary: 'My messages, unread first',
        querystring: object(
          { content: string('Text in the title or content'), ...pageQueryProperties },
          [],
        ),
        data: pagedList(
          object({
            id: integer,
            title: string(),
            content: string(),
            read: boolean,
            createdAt: dateTime,
          }),
          { unread: { ...integer, description: 'Unread messages in all, for the bell' } },
        ),
      }),
    },
    async (request) => ok(await queryMessagePage(db, actorOf(request).accountId, request.query)),
  );
}
