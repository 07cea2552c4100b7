/**
 * Credit categories (issue 13) under `/api/credit-category/` as seed §7 spells them:
 * categories, their required materials and their certificate template (image points),
 * plus the preview the template designer draws. Every change is an admin action.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageQuery } from '../lib/paging';
import type {
  CertificateTemplateValues,
  CreditCategoryValues,
  CreditMaterialValues,
} from '@machines/validation';
import { actorOf } from '../lib/access';
import { administer, recordAdminAction } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import { binaryRouteSchema, pagedList, routeSchema } from '../lib/schemas';
import {
  deleteCategory,
  queryCategories,
  saveCategory,
  switchCategory,
  type CategoryFilters,
} from './categories';
import {
  categoryBodySchema,
  categoryQuerySchema,
  categorySchema,
  idParamsSchema,
  idSchema,
  materialBodySchema,
  materialQuerySchema,
  materialSchema,
  previewBodySchema,
  switchBodySchema,
  templateBodySchema,
  templateSchema,
} from './categorySchemas';
import type { CatalogueChange } from './changes';
import { deleteMaterial, queryMaterials, saveMaterial } from './materials';
import { previewCertificate, readTemplate, resetTemplate, saveTemplate } from './template';

const tags = ['credit categories'];
const BASE = '/api/credit-category';
const ENTRY_ID = { id: 'catalogueEntry' } as const;
const TEMPLATE_REFERENCES = { id: 'catalogueEntry', backgroundFileId: 'file' } as const;
const CATEGORY_REFERENCES = {
  id: 'catalogueEntry',
  typeId: 'catalogueEntry',
  levelId: 'catalogueEntry',
} as const;
const MATERIAL_REFERENCES = { id: 'catalogueEntry', categoryId: 'catalogueEntry' } as const;
const LIST = { permission: 'creditCategory.list' } as const;
const ADMINISTER = { permission: 'creditCategory.administer' } as const;

type IdBody = { readonly id: number };

export function registerCreditCategoryRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, storage } = context;
  /** Runs a change in the transaction that also records its admin action. */
  const change = <T>(
    request: FastifyRequest,
    run: (tx: typeof db, by: CatalogueChange) => Promise<T>,
  ) =>
    administer(db, request, (tx) =>
      run(tx, {
        now: clock.now(),
        recordAction: (actionTx, record) => recordAdminAction(actionTx, request, record),
      }),
    );

  app.get<{ Querystring: CategoryFilters & PageQuery }>(
    `${BASE}/query-credit-page`,
    {
      config: { ...LIST, references: { id: 'catalogueEntry', typeId: 'catalogueEntry' } },
      schema: routeSchema({
        tags,
        summary: 'Every credit category, in the order of its type and level',
        querystring: categoryQuerySchema,
        data: pagedList(categorySchema),
      }),
    },
    async (request) => ok(await queryCategories(db, request.query)),
  );

  app.post<{ Body: CreditCategoryValues & { id?: number } }>(
    `${BASE}/create-credit`,
    {
      config: { ...ADMINISTER, references: CATEGORY_REFERENCES },
      schema: routeSchema({
        tags,
        summary: 'Add a credit category, or change one (with `id`)',
        description:
          'A level of the chosen type, at most one category per level (409 naming `levelId`); ' +
          'validity 1-10 years.',
        body: categoryBodySchema,
        data: categorySchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => saveCategory(tx, by, request.body))),
  );

  app.post<{ Body: IdBody & { enabled: boolean } }>(
    `${BASE}/update-credit-switch`,
    {
      config: { ...ADMINISTER, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: 'Offer a credit category to applicants, or stop offering it',
        body: switchBodySchema,
        data: categorySchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => switchCategory(tx, by, request.body))),
  );

  app.delete<{ Querystring: IdBody }>(
    `${BASE}/delete-credit`,
    {
      config: { ...ADMINISTER, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: 'Delete a credit category nothing uses, with its materials and template',
        description: 'While an application refers to it: 409 naming what does.',
        querystring: idSchema,
        data: idSchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => deleteCategory(tx, by, request.query))),
  );

  app.post<{ Body: IdBody }>(
    `${BASE}/reset-credit`,
    {
      config: { ...ADMINISTER, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: "Reset a category's certificate template: no background, no field placed",
        body: idSchema,
        data: templateSchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => resetTemplate(tx, by, request.body))),
  );

  app.get<{ Params: IdBody }>(
    `${BASE}/image-point/:id`,
    {
      config: { ...LIST, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: "A category's certificate template: background image and field points",
        description:
          'Points are fractions of the image: `x`, `y` its left and top edge, `size` the text ' +
          "height (or the QR code's side) as a share of the image's width.",
        params: idParamsSchema,
        data: templateSchema,
      }),
    },
    async (request) => ok(await readTemplate(db, request.params.id)),
  );

  app.post<{ Params: IdBody; Body: CertificateTemplateValues & { version: number } }>(
    `${BASE}/image-point/:id`,
    {
      config: { ...ADMINISTER, references: TEMPLATE_REFERENCES },
      schema: routeSchema({
        tags,
        summary: "Save a category's certificate template",
        description:
          'Each field at most once, inside the image; the background an image the caller ' +
          'uploaded (or the current one). `version` as read: a stale one is refused with 409.',
        params: idParamsSchema,
        body: templateBodySchema,
        data: templateSchema,
      }),
    },
    async (request) =>
      ok(
        await change(request, (tx, by) =>
          saveTemplate(
            tx,
            { ...by, actor: actorOf(request), storage },
            { ...request.body, id: request.params.id },
          ),
        ),
      ),
  );

  app.post<{ Body: CertificateTemplateValues & IdBody }>(
    `${BASE}/preview-certificate`,
    {
      config: { ...LIST, references: TEMPLATE_REFERENCES },
      schema: binaryRouteSchema({
        tags,
        summary: 'Draw a sample certificate of a template, saved or not (PNG)',
        description:
          "The category's own type and level with a sample company, drawn exactly as an " +
          'issued certificate is; at most 1200 pixels wide.',
        body: previewBodySchema,
        produces: ['image/png'],
      }),
    },
    async (request, reply) => {
      const png = await previewCertificate(db, storage, actorOf(request), {
        ...request.body,
        language: languageOf(request.headers['accept-language']),
        now: clock.now(),
      });
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  registerMaterialRoutes(app, context, change);
}

function registerMaterialRoutes(
  app: FastifyInstance,
  { db }: ServerContext,
  change: <T>(
    request: FastifyRequest,
    run: (tx: ServerContext['db'], by: CatalogueChange) => Promise<T>,
  ) => Promise<T>,
) {
  app.get<{ Querystring: { categoryId: number } & PageQuery }>(
    `${BASE}/query-creditmaterial-page`,
    {
      config: { ...LIST, references: { categoryId: 'catalogueEntry' } },
      schema: routeSchema({
        tags,
        summary: 'The materials an applicant for a category uploads, in sort order',
        querystring: materialQuerySchema,
        data: pagedList(materialSchema),
      }),
    },
    async (request) => ok(await queryMaterials(db, request.query)),
  );

  app.post<{ Body: CreditMaterialValues & { id?: number } }>(
    `${BASE}/create-creditmaterial`,
    {
      config: { ...ADMINISTER, references: MATERIAL_REFERENCES },
      schema: routeSchema({
        tags,
        summary: 'Add a required material to a category, or change one (with `id`)',
        description: 'A name the category already has: 409 naming `name`.',
        body: materialBodySchema,
        data: materialSchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => saveMaterial(tx, by, request.body))),
  );

  app.delete<{ Querystring: IdBody }>(
    `${BASE}/delete-creditmaterial`,
    {
      config: { ...ADMINISTER, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: "Remove a material from its category's list",
        querystring: idSchema,
        data: idSchema,
      }),
    },
    async (request) => ok(await change(request, (tx, by) => deleteMaterial(tx, by, request.query))),
  );
}
