/** Messages to the signed-in account (the message centre and the bell), and composing them. */
import type { FastifyInstance } from 'fastify';
import { MESSAGE_AUDIENCE_VALUES } from '@machines/validation/message';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { pageQueryProperties } from '../lib/paging';
import {
  boolean,
  dateTime,
  integer,
  object,
  pagedList,
  routeSchema,
  string,
  stringArray,
} from '../lib/schemas';
import { composeMessage } from './compose';
import { markAllMessagesRead, markMessagesRead, MAX_MARK_IDS } from './markRead';
import { queryMessagePage, type MessagePageQuery } from './messagePage';

const tags = ['message'];

const markReadAnswer = object({
  updated: { ...integer, description: 'Messages that changed from unread to read' },
  unread: { ...integer, description: 'Unread messages left, for the bell' },
});

export function registerMessageRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.get<{ Querystring: MessagePageQuery }>(
    '/api/corporate/query-message-page',
    {
      config: { permission: 'message.read' },
      schema: routeSchema({
        tags,
        summary: 'My messages, newest first',
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

  app.post<{ Body: { ids: number[] } }>(
    '/api/corporate/read-message',
    {
      config: { permission: 'message.read', references: { ids: 'message' } },
      schema: routeSchema({
        tags,
        summary: 'Mark some of my messages read',
        description:
          'All or nothing: an id that is not one of my messages answers 404 and marks none. ' +
          'A message already read keeps the time it was first read.',
        body: object({
          ids: { type: 'array', items: integer, minItems: 1, maxItems: MAX_MARK_IDS },
        }),
        data: markReadAnswer,
      }),
    },
    async (request) =>
      ok(await markMessagesRead(db, actorOf(request).accountId, request.body.ids, clock.now())),
  );

  app.post(
    '/api/corporate/read-all-message',
    {
      config: { permission: 'message.read' },
      schema: routeSchema({
        tags,
        summary: 'Mark all my messages read',
        data: markReadAnswer,
      }),
    },
    async (request) => ok(await markAllMessagesRead(db, actorOf(request).accountId, clock.now())),
  );

  app.post(
    '/api/corporate/create-message',
    {
      config: { permission: 'message.compose' },
      schema: routeSchema({
        tags,
        summary: 'Send a message to everyone, to role codes or to named accounts',
        description:
          'Recipients are resolved on the server: `all` and `roles` reach enabled accounts ' +
          'other than the sender; `accounts` names login names (mobile or email), and an ' +
          'unknown one refuses the whole message (400 naming `userNames`). No recipient: 400.',
        body: object(
          {
            audience: { type: 'string', enum: [...MESSAGE_AUDIENCE_VALUES] },
            roles: { ...stringArray, description: 'Role codes, with audience `roles`' },
            userNames: { ...stringArray, description: 'Login names, with audience `accounts`' },
            title: string(),
            content: string(),
          },
          [],
        ),
        data: object({ recipients: { ...integer, description: 'Accounts that received it' } }),
      }),
    },
    async (request) => ok(await composeMessage(db, actorOf(request), request.body, clock.now())),
  );
}
