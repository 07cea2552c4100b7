/** Logs platform staff read on the /loginLog screen: login attempts and administrative actions. */
import type { FastifyInstance } from 'fastify';
import { LOGIN_RESULT_VALUES } from '@machines/app/logLabels';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { actorOf } from '../lib/access';
import { inExportTurn } from '../lib/exportTurns';
import { languageOf } from '../lib/i18n';
import { pageQueryProperties, type PageQuery } from '../lib/paging';
import {
  binaryRouteSchema,
  boolean,
  dateTime,
  integer,
  nullableString,
  object,
  pagedList,
  routeSchema,
  smsDeliveryProperties,
  string,
} from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { queryAdminActionPage, type AdminActionFilters } from './adminActionPage';
import { exportLoginLogs } from './loginLogExport';
import { queryLoginLogPage, type LoginLogFilters } from './loginLogPage';
import { querySmsOutboxPage, type SmsOutboxFilters } from './smsOutboxPage';

const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD, inclusive' };

const adminActionSchema = object({
  id: integer,
  action: string('A dotted code, e.g. account.disable'),
  actorUserName: string('Empty for the command line or a deleted account'),
  actorName: string(),
  actorRole: string(),
  targetType: string(),
  targetId: nullableString,
  targetName: {
    ...nullableString,
    description: 'The target by name, in the caller’s language; null once it is gone',
  },
  details: { type: 'object', additionalProperties: true },
  references: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Names of the ids in the details, keyed `<key>:<id>` (typeId:5 → its name)',
  },
  ip: nullableString,
  createdAt: dateTime,
});

const loginLogSchema = object({
  id: integer,
  userName: string('The login name as typed, also for names that match no account'),
  accountName: string('Empty when the name matches no account'),
  ip: nullableString,
  userAgent: nullableString,
  success: boolean,
  reason: { ...nullableString, description: 'captcha, bad_credentials, locked or disabled' },
  createdAt: dateTime,
});

const loginLogFilterProperties = {
  user: string("Text in the login name or the account's name"),
  result: { type: 'string', enum: [...LOGIN_RESULT_VALUES] },
  createdFrom: isoDate,
  createdTo: isoDate,
};

const smsOutboxEntrySchema = object({
  id: integer,
  mobile: string('Masked'),
  purpose: string('register, reset, appeal or change-mobile'),
  subjectEntity: string('The table of the record whose step promised it'),
  subjectId: integer,
  ...smsDeliveryProperties,
  createdAt: dateTime,
});

export function registerLogRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.get<{ Querystring: SmsOutboxFilters & PageQuery }>(
    '/api/log/sms-outbox',
    {
      config: { permission: 'loginLog.read' },
      schema: routeSchema({
        tags: ['log'],
        summary: 'The SMS outbox: promised messages, those waiting first, then the newest',
        description: 'Ours (issue 41): mobile numbers masked.',
        querystring: object(
          {
            state: { type: 'string', enum: ['pending', 'sent', 'failed'] },
            createdFrom: isoDate,
            createdTo: isoDate,
            ...pageQueryProperties,
          },
          [],
        ),
        data: pagedList(smsOutboxEntrySchema),
      }),
    },
    async (request) => ok(await querySmsOutboxPage(db, request.query)),
  );

  app.get<{ Querystring: LoginLogFilters & PageQuery }>(
    '/api/log/login-logs',
    {
      config: { permission: 'loginLog.read' },
      schema: routeSchema({
        tags: ['log'],
        summary: 'Login attempts, newest first',
        querystring: object({ ...loginLogFilterProperties, ...pageQueryProperties }, []),
        data: pagedList(loginLogSchema),
      }),
    },
    async (request) => ok(await queryLoginLogPage(db, request.query)),
  );

  app.get<{ Querystring: LoginLogFilters }>(
    '/api/log/export-login-logs',
    {
      config: { permission: 'loginLog.read' },
      schema: binaryRouteSchema({
        tags: ['log'],
        summary: 'The filtered login log as an .xlsx file',
        description: `Every matching attempt (at most ${MAX_EXPORT_ROWS}), newest first.`,
        querystring: object(loginLogFilterProperties, []),
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const sheet = await inExportTurn(actorOf(request).accountId, () =>
        exportLoginLogs(db, request.query, { language, now: clock.now() }),
      );
      return sendSpreadsheet(reply, sheet);
    },
  );

  app.get<{ Querystring: AdminActionFilters & PageQuery }>(
    '/api/log/admin-actions',
    {
      config: { permission: 'adminLog.read' },
      schema: routeSchema({
        tags: ['log'],
        summary: 'Administrative actions, newest first',
        querystring: object(
          {
            actor: string("Text in the actor's user name or name"),
            action: string('An action code, matched exactly'),
            createdFrom: isoDate,
            createdTo: isoDate,
            ...pageQueryProperties,
          },
          [],
        ),
        data: pagedList(adminActionSchema),
      }),
    },
    async (request) =>
      ok(
        await queryAdminActionPage(
          db,
          request.query,
          languageOf(request.headers['accept-language']),
        ),
      ),
  );
}
