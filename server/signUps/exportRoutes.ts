/**
 * Sign-up exports as .xlsx (ours: the seed names no call for them, the issue asks for
 * them): the institution's roster of one course and the certificate reviewers' queue, each
 * under its list's filters, every match (at most MAX_EXPORT_ROWS), in list order.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { languageOf } from '../lib/i18n';
import { binaryRouteSchema } from '../lib/schemas';
import { MAX_EXPORT_ROWS, XLSX_MIME } from '../lib/spreadsheet';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { queryCertificateReviews, type CertificateQuery } from './certificateReview';
import { exportSignUps } from './export';
import { queryInstitutionSignUps, type InstitutionSignUpQuery } from './institutionLists';
import { certificateExportSchema, institutionExportSchema } from './schemas';

const tags = ['sign-ups'];
/** Every match on one page: an export is the whole list. */
const EVERY_ROW = { pageIndex: 1, pageSize: MAX_EXPORT_ROWS } as const;
const COLUMNS =
  'One row per sign-up: the trainee (ID card masked), mobile, company, course, session, ' +
  'status, score, certificate and validity, when signed up.';

type ExportQuery<Q> = Omit<Q, 'pageIndex' | 'pageSize'>;

export function registerSignUpExportRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.get<{ Querystring: ExportQuery<InstitutionSignUpQuery> }>(
    '/api/train/export-entryuser',
    {
      config: {
        permission: 'signUp.review',
        references: { courseId: 'course', trainingDateId: 'trainingDate' },
      },
      schema: binaryRouteSchema({
        tags,
        summary: 'The roster of my institution’s course as an .xlsx file',
        description: `${COLUMNS} Under the filters of the course’s sign-up list, those waiting first. Another institution’s course: 404.`,
        querystring: institutionExportSchema,
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const page = await queryInstitutionSignUps(db, actorOf(request), {
        ...request.query,
        ...EVERY_ROW,
      });
      return sendSpreadsheet(
        reply,
        await exportSignUps(
          page.list,
          { sheet: 'signUp.rosterSheet', file: `sign-ups-${request.query.courseId}` },
          { language: languageOf(request.headers['accept-language']), now: clock.now() },
        ),
      );
    },
  );

  app.get<{ Querystring: ExportQuery<CertificateQuery> }>(
    '/api/train/export-entryusercerdit',
    {
      config: { permission: 'signUp.certificateReview' },
      schema: binaryRouteSchema({
        tags,
        summary: 'The personnel certificate queue as an .xlsx file',
        description: `${COLUMNS} Under the queue’s filters, those waiting first; an expert’s own line only.`,
        querystring: certificateExportSchema,
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const page = await queryCertificateReviews(db, actorOf(request), {
        ...request.query,
        ...EVERY_ROW,
      });
      return sendSpreadsheet(
        reply,
        await exportSignUps(
          page.list,
          { sheet: 'route.usercerditCheck', file: 'personnel-certificates' },
          { language: languageOf(request.headers['accept-language']), now: clock.now() },
        ),
      );
    },
  );
}
