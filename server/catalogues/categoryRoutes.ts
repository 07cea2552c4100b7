/**
 * Credit categories (issue 13) under `/api/credit-category/` as seed §7 spells them:
 * categories, their required materials and their certificate template (image points),
 * plus the preview the template designer draws. Every change is an admin action.
 */
import type { FastifyInstance } from 'fastify';
import type { CreditCategoryValues, CreditMaterialValues } from '@machines/validation';
import { CREDIT_CERTIFICATE_FIELDS } from '@machines/validation';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import type { PageQuery } from '../lib/paging';
import { pagedList, routeSchema } from '../lib/schemas';
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
  idSchema,
  materialBodySchema,
  materialQuerySchema,
  materialSchema,
  switchBodySchema,
} from './categorySchemas';
import { creditCategoryTemplates } from './categoryTemplate';
import { changeRunner, type ChangeRunner } from './changeRunner';
import { deleteMaterial, queryMaterials, saveMaterial } from './materials';
import { registerTemplateRoutes } from './templateRoutes';
import { categoryTemplateRule } from './attachmentRules';

const tags = ['credit categories'];
const BASE = '/api/credit-category';
const ENTRY_ID = { id: 'catalogueEntry' } as const;
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
  context.fileAccess.addAttachmentRule(categoryTemplateRule);
  const { db } = context;
  const change = changeRunner(context);

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

  registerTemplateRoutes(app, context, change, {
    owner: creditCategoryTemplates,
    fields: CREDIT_CERTIFICATE_FIELDS,
    tags,
    ownerName: "a category's",
    paths: {
      template: `${BASE}/image-point`,
      reset: `${BASE}/reset-credit`,
      preview: `${BASE}/preview-certificate`,
    },
    list: LIST.permission,
    administer: ADMINISTER.permission,
  });
  registerMaterialRoutes(app, context, change);
}

function registerMaterialRoutes(app: FastifyInstance, { db }: ServerContext, change: ChangeRunner) {
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
