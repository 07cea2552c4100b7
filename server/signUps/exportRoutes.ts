/**
 * Sign-up exports as .xlsx (ours: the seed names no call for them, the issue asks for
 * them): the institution's roster of one course, the certificate reviewers' queue and the
 * people a course gave its credit hours to, each under its list's filters, every match (at
 * most MAX_EXPORT_ROWS), in list order.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { SignUp, TrainingRecord } from '@machines/contracts';
import type { Database } from '../db/client';
import { actorOf, type Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { languageOf } from '../lib/i18n';
import type { Page, PageQuery } from '../lib/paging';
import { binaryRouteSchema } from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { inExportTurn } from '../lib/exportTurns';
import { queryCertificateReviews, type CertificateQuery } from './certificateReview';
import { exportSignUps, type SignUpSheet } from './export';
import { queryCreditUsers, type CreditUserQuery } from './records/creditUsers';
import { creditUserExportSchema } from './records/schemas';
import { queryInstitutionSignUps, type InstitutionSignUpQuery } from './institutionLists';
import { certificateExportSchema, institutionExportSchema } from './schemas';

const tags = ['sign-ups'];
/** Every match on one page: an export is the whole list. */
const EVERY_ROW = { pageIndex: 1, pageSize: MAX_EXPORT_ROWS } as const;
const COLUMNS =
  'One row per sign-up: the trainee (ID card masked), mobile, company, course, session, ' +
  'status, score, certificate and validity, when signed up.';

type ExportQuery<Q> = Omit<Q, 'pageIndex' | 'pageSize'>;

/** One export: the list it is every row of, and how its sheet and file are named. */
interface SignUpExport<Q extends PageQuery, R extends SignUp> {
  readonly url: string;
  readonly config: FastifyContextConfig;
  readonly summary: string;
  /** After the columns: the order, and who reaches what. */
  readonly description: string;
  readonly querystring: Readonly<Record<string, unknown>>;
  readonly list: (db: Database, actor: Actor, query: Q) => Promise<Page<R>>;
  readonly sheet: (query: ExportQuery<Q>) => SignUpSheet<R>;
}

function registerExport<Q extends PageQuery, R extends SignUp>(
  app: FastifyInstance,
  { db, clock }: ServerContext,
  spec: SignUpExport<Q, R>,
) {
  app.get<{ Querystring: ExportQuery<Q> }>(
    spec.url,
    {
      config: spec.config,
      schema: binaryRouteSchema({
        tags,
        summary: spec.summary,
        description: `${COLUMNS} ${spec.description}`,
        querystring: spec.querystring,
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      // Fastify validated it against the spec's schema.
      const filters = request.query as ExportQuery<Q>;
      const sheet = await inExportTurn(actorOf(request).accountId, async () => {
        const page = await spec.list(db, actorOf(request), { ...filters, ...EVERY_ROW } as Q);
        return exportSignUps(page.list, spec.sheet(filters), {
          language: languageOf(request.headers['accept-language']),
          now: clock.now(),
        });
      });
      return sendSpreadsheet(reply, sheet);
    },
  );
}

export function registerSignUpExportRoutes(app: FastifyInstance, context: ServerContext) {
  registerExport<InstitutionSignUpQuery, SignUp>(app, context, {
    url: '/api/train/export-entryuser',
    config: {
      permission: 'signUp.review',
      references: { courseId: 'course', trainingDateId: 'trainingDate' },
    },
    summary: 'The roster of my institution’s course as an .xlsx file',
    description:
      'Under the filters of the course’s sign-up list, those waiting first. Another ' +
      'institution’s course: 404.',
    querystring: institutionExportSchema,
    list: queryInstitutionSignUps,
    sheet: ({ courseId }) => ({ sheet: 'signUp.rosterSheet', file: `sign-ups-${courseId}` }),
  });

  registerExport<CertificateQuery, SignUp>(app, context, {
    url: '/api/train/export-entryusercerdit',
    config: { permission: 'signUp.certificateReview' },
    summary: 'The personnel certificate queue as an .xlsx file',
    description: 'Under the queue’s filters, those waiting first; an expert’s own line only.',
    querystring: certificateExportSchema,
    list: queryCertificateReviews,
    sheet: () => ({ sheet: 'route.usercerditCheck', file: 'personnel-certificates' }),
  });

  registerExport<CreditUserQuery, TrainingRecord>(app, context, {
    url: '/api/course/export-creditUser-list',
    config: { permission: 'course.creditUsers', references: { courseId: 'course' } },
    summary: 'The people my institution’s course gave its credit hours to, as an .xlsx file',
    description:
      'Then the credit hours. Under the list’s filters, session by session. Another ' +
      'institution’s course: 404.',
    querystring: creditUserExportSchema,
    list: queryCreditUsers,
    sheet: ({ courseId }) => ({
      sheet: 'route.courseCreditUsers',
      file: `credit-hours-${courseId}`,
      more: [['record.creditHours', 10, (row) => row.creditHours]],
    }),
  });
}
