/**
 * The e-certificate of an approved credit application (seed `compay-ecert/{id}`) and the
 * public verification of a certificate number that its QR code opens.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { perMinute } from '../lib/rateLimit';
import { pageQueryProperties } from '../lib/paging';
import { boolean, integer, object, pagedList, routeSchema, string } from '../lib/schemas';
import {
  CERTIFICATE_STATUSES,
  queryCertificatePage,
  type CertificateQuery,
} from './certificateRecords';
import { registerCertificateDocumentRoute } from '../lib/certificates/documentRoute';
import { companyCertificate } from './ecert';
import { verifyCertificate } from './verification';

const tags = ['credit applications'];
const BASE = '/api/credit-category';

export function registerCertificateRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, storage, certificateCache, clock, config } = context;
  const files = { storage, cache: certificateCache };

  registerCertificateDocumentRoute(app, {
    url: `${BASE}/compay-ecert/:id`,
    tags,
    permission: 'credit.certificate',
    kind: 'creditApplication',
    summary: "An approved application's e-certificate (PNG or PDF)",
    description:
      "Drawn on the category's template in the caller's language (Accept-Language); the " +
      'QR code opens `/verify/{certificateNo}` on this server. The PDF embeds the subset of ' +
      'Noto Sans SC the text uses. 409 `error.certificateNotInForce` unless approved (6); ' +
      '409 `error.certificateNoTemplate` while the category has no template. For the ' +
      'owner company and the platform; anyone else 404.',
    draw: (actor, request) => companyCertificate(db, files, actor, request, clock.now()),
  });

  app.get<{ Querystring: CertificateQuery }>(
    `${BASE}/query-business-credit-page`,
    {
      config: { permission: 'credit.businessQuery' },
      schema: routeSchema({
        tags,
        summary: 'Issued company certificates: the business query (`businessCredit`, 01000)',
        description:
          'Certificates in force, expired or revoked (6, 8, 9; one in force past its last ' +
          'day reads and filters as expired), the latest issued first.',
        querystring: object(
          {
            status: { type: 'integer', enum: [...CERTIFICATE_STATUSES] },
            companyName: string('Contained in the company name'),
            creditCode: string('The start of the unified social credit code'),
            certificateNo: string('The start of the certificate number'),
            ...pageQueryProperties,
          },
          [],
        ),
        data: pagedList(
          object({
            id: integer,
            certificateNo: string(),
            status: integer,
            companyName: string(),
            creditCode: string(),
            typeName: string(),
            typeNameEn: string(),
            levelName: string(),
            levelNameEn: string(),
            businessLine: integer,
            issuedOn: string(),
            expiresOn: string(),
          }),
        ),
      }),
    },
    async (request) => ok(await queryCertificatePage(db, request.query, clock.now())),
  );

  app.get<{ Params: { certificateNo: string }; Querystring: { code?: string } }>(
    `${BASE}/verify-ecert/:certificateNo`,
    {
      config: {
        permission: 'session.verifyCertificate',
        rateLimit: perMinute(config.rateLimits.verifyPerMinute),
      },
      schema: routeSchema({
        tags,
        summary: 'Whether a certificate is in force, whose and what it certifies (no login)',
        description:
          'A company’s credit certificate or a trainee’s personnel certificate (`kind`). ' +
          'Status 6 in force, 8 expired (also past its last day before the hourly expiry ' +
          'runs), 9 revoked. The number alone (they run in sequence) answers only that ' +
          '(`checked: false`); with the check code printed on the certificate and carried ' +
          'in its QR code (`code`), also whose it is and what it certifies (`checked: ' +
          'true`); a wrong code answers the validity with `codeWrong`. An unknown number: ' +
          '404 `error.certificateUnknown`. Rate-limited per IP (429).',
        params: object({
          certificateNo: string('As printed, e.g. 2026-1-000001 or SCXH-PX-2026-000001'),
        }),
        querystring: object(
          {
            code: { type: 'string', maxLength: 32, description: 'The check code, e.g. ABCD-EFGH' },
          },
          [],
        ),
        data: {
          oneOf: [
            object({
              kind: { type: 'string', enum: ['credit', 'personnel'] },
              certificateNo: string(),
              status: integer,
              checked: { type: 'boolean', enum: [false] },
              codeWrong: boolean,
            }),
            object({
              kind: { type: 'string', enum: ['credit'], description: 'A company’s' },
              checked: { type: 'boolean', enum: [true] },
              certificateNo: string(),
              status: integer,
              companyName: string(),
              typeName: string(),
              typeNameEn: string(),
              levelName: string(),
              levelNameEn: string(),
            }),
            object({
              kind: { type: 'string', enum: ['personnel'], description: 'A trainee’s' },
              checked: { type: 'boolean', enum: [true] },
              certificateNo: string(),
              status: integer,
              holderName: string(),
              holderIdCard: string('Masked'),
              courseName: string(),
              institutionName: string(),
              issuedOn: string(),
              expiresOn: string(),
            }),
          ],
        },
      }),
    },
    async (request) =>
      ok(
        await verifyCertificate(
          db,
          request.params.certificateNo.trim(),
          clock.now(),
          request.query.code,
        ),
      ),
  );
}
