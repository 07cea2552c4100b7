/**
 * A certificate template's four calls (read, save, reset, preview), registered for each
 * owner at its own paths: a credit category's as seed §7 spells them, a personnel
 * certificate level's beside the `qualification/*` catalogue calls.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@machines/access';
import type { CertificateField, CertificateTemplateValues } from '@machines/validation';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import { previewRateLimit } from '../lib/rateLimit';
import { binaryRouteSchema, routeSchema } from '../lib/schemas';
import type { ChangeRunner } from './changeRunner';
import { idParamsSchema, idSchema } from './categorySchemas';
import { drawSpecimen } from '../lib/certificates/templates';
import { readTemplate, resetTemplate, saveTemplate, type CatalogueTemplateOwner } from './template';
import { templateSchemas } from '../lib/certificates/templateSchemas';

export interface TemplateRoutes {
  readonly owner: CatalogueTemplateOwner;
  readonly fields: readonly CertificateField[];
  readonly tags: readonly string[];
  /** What owns the template, in the summaries: "a category's", "a certificate level's". */
  readonly ownerName: string;
  readonly paths: {
    /** With `:id`: GET reads, POST saves. */
    readonly template: string;
    readonly reset: string;
    readonly preview: string;
  };
  readonly list: Permission;
  readonly administer: Permission;
}

const ENTRY_ID = { id: 'catalogueEntry' } as const;
const TEMPLATE_REFERENCES = { id: 'catalogueEntry', backgroundFileId: 'file' } as const;

type IdBody = { readonly id: number };

export function registerTemplateRoutes(
  app: FastifyInstance,
  { db, clock, storage, config, fileAccess }: ServerContext,
  change: ChangeRunner,
  { owner, fields, tags, ownerName, paths, list, administer }: TemplateRoutes,
) {
  const schemas = templateSchemas(fields);
  const read = { permission: list } as const;
  const write = { permission: administer } as const;

  app.get<{ Params: IdBody }>(
    `${paths.template}/:id`,
    {
      config: { ...read, references: ENTRY_ID },
      schema: routeSchema({
        tags: [...tags],
        summary: `${ownerName} certificate template: background image and field points`,
        description:
          'Points are fractions of the image: `x`, `y` its left and top edge, `size` the text ' +
          "height (or the QR code's side) as a share of the image's width.",
        params: idParamsSchema,
        data: schemas.template,
      }),
    },
    async (request) => ok(await readTemplate(owner, db, request.params.id)),
  );

  app.post<{ Params: IdBody; Body: CertificateTemplateValues & { version: number } }>(
    `${paths.template}/:id`,
    {
      config: { ...write, references: TEMPLATE_REFERENCES },
      schema: routeSchema({
        tags: [...tags],
        summary: `Save ${ownerName} certificate template`,
        description:
          'Each field at most once, inside the image; the background an image the caller ' +
          'uploaded (or the current one). `version` as read: a stale one is refused with 409.',
        params: idParamsSchema,
        body: schemas.body,
        data: schemas.template,
      }),
    },
    async (request) =>
      ok(
        await change(request, (tx, by) =>
          saveTemplate(
            owner,
            tx,
            { ...by, actor: actorOf(request), storage, fileAccess },
            { ...request.body, id: request.params.id },
          ),
        ),
      ),
  );

  app.post<{ Body: IdBody }>(
    paths.reset,
    {
      config: { ...write, references: ENTRY_ID },
      schema: routeSchema({
        tags: [...tags],
        summary: `Reset ${ownerName} certificate template: no background, no field placed`,
        body: idSchema,
        data: schemas.template,
      }),
    },
    async (request) =>
      ok(await change(request, (tx, by) => resetTemplate(owner, tx, by, request.body))),
  );

  app.post<{ Body: CertificateTemplateValues & IdBody }>(
    paths.preview,
    {
      config: { ...read, references: TEMPLATE_REFERENCES, rateLimit: previewRateLimit(config) },
      schema: binaryRouteSchema({
        tags: [...tags],
        summary: `Draw a specimen certificate of ${ownerName} template, saved or not (PNG)`,
        description:
          'Its own type and level with sample names, drawn exactly as an issued certificate ' +
          'is; at most 1200 pixels wide. At most PREVIEW_RATE_LIMIT a minute per account (429).',
        body: schemas.preview,
        produces: ['image/png'],
      }),
    },
    async (request, reply) => {
      const png = await drawSpecimen(
        owner,
        db,
        { actor: actorOf(request), storage, fileAccess },
        {
          ...request.body,
          language: languageOf(request.headers['accept-language']),
          now: clock.now(),
        },
      );
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );
}
