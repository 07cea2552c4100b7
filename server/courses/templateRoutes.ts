/**
 * A course's certificate template: read and saved at the seed's paths
 * (`course/get-image-point/{id}`, `course/save-image-point`), reset and drawn as a specimen
 * at ours beside them, like the catalogues' templates; cleared once published at the
 * seed's `train/clear-certimg` (the sign-up review page's).
 */
import type { FastifyInstance } from 'fastify';
import { PERSONNEL_CERTIFICATE_FIELDS, type CertificateTemplateValues } from '@machines/validation';
import { actorOf } from '../lib/access';
import { templateSchemas } from '../lib/certificates/templateSchemas';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import { previewRateLimit } from '../lib/rateLimit';
import { binaryRouteSchema, integer, object, routeSchema } from '../lib/schemas';
import {
  drawCourseSpecimen,
  readCourseTemplate,
  resetCourseTemplate,
  saveCourseTemplate,
} from './template';
import { clearCourseCertificateTemplate } from './clearTemplate';

const tags = ['courses'];
const COURSE_ID = { id: 'course' } as const;
const TEMPLATE_REFERENCES = { id: 'course', backgroundFileId: 'file' } as const;
const template = templateSchemas(PERSONNEL_CERTIFICATE_FIELDS);

type TemplateBody = CertificateTemplateValues & { id: number };

export function registerCourseTemplateRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  app.get<{ Params: { id: number } }>(
    '/api/course/get-image-point/:id',
    {
      config: { permission: 'course.read', references: COURSE_ID },
      schema: routeSchema({
        tags,
        summary: 'A course’s certificate template: background image and field points',
        description:
          'Points are fractions of the image: `x`, `y` its left and top edge, `size` the text ' +
          "height (or the QR code's side) as a share of the image's width. None yet: no " +
          'background, no point, version 0 (its certificates use the certificate level’s).',
        params: object({ id: integer }),
        data: template.template,
      }),
    },
    async (request) => ok(await readCourseTemplate(db, actorOf(request), request.params.id)),
  );

  app.post<{ Body: TemplateBody & { version: number } }>(
    '/api/course/save-image-point',
    {
      config: { permission: 'course.apply', references: TEMPLATE_REFERENCES },
      schema: routeSchema({
        tags,
        summary: 'Save my course’s certificate template',
        description:
          'While the course is a draft or returned (else 409). Each field at most once, ' +
          'inside the image; the background an image the caller uploaded (or the current ' +
          'one). `version` as read: a stale one is refused with 409.',
        body: object({ id: integer, ...template.fields, version: integer }),
        data: template.template,
      }),
    },
    async (request) => ok(await saveCourseTemplate(context, actorOf(request), request.body)),
  );

  app.post<{ Body: { id: number } }>(
    '/api/course/reset-image-point',
    {
      config: { permission: 'course.apply', references: COURSE_ID },
      schema: routeSchema({
        tags,
        summary: 'Reset my course’s certificate template: no background, no field placed',
        description: 'While the course is a draft or returned (else 409).',
        body: object({ id: integer }),
        data: template.template,
      }),
    },
    async (request) => ok(await resetCourseTemplate(context, actorOf(request), request.body.id)),
  );

  app.post<{ Body: TemplateBody }>(
    '/api/course/preview-image-point',
    {
      config: {
        permission: 'course.read',
        references: TEMPLATE_REFERENCES,
        rateLimit: previewRateLimit(context.config),
      },
      schema: binaryRouteSchema({
        tags,
        summary: 'Draw a specimen certificate of a course’s template, saved or not (PNG)',
        description:
          'The certificate the course leads to, a sample person, drawn exactly as an issued ' +
          'certificate is; at most 1200 pixels wide. At most PREVIEW_RATE_LIMIT a minute per ' +
          'account (429).',
        body: template.preview,
        produces: ['image/png'],
      }),
    },
    async (request, reply) => {
      const png = await drawCourseSpecimen(context, actorOf(request), {
        ...request.body,
        language: languageOf(request.headers['accept-language']),
      });
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/train/clear-certimg',
    {
      config: { permission: 'signUp.review', references: { id: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Clear my published course’s own certificate template',
        description:
          'Its certificates are drawn on their certificate level’s template from then on. ' +
          'A course still being written (the designer resets it), one without its own ' +
          'template, one whose level has none, or one with a certificate issued: 409; ' +
          'another institution’s: 404.',
        body: object({ id: integer }),
        data: object({
          id: integer,
          ownTemplate: { type: 'boolean', description: 'false once cleared' },
        }),
      }),
    },
    async (request) =>
      ok(await clearCourseCertificateTemplate(context, actorOf(request), request.body.id)),
  );
}
