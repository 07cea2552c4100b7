/**
 * The catalogues (issue 13): credit, course and certificate types and their levels, under
 * `/api/qualification/` as seed §7 spells them (`CreditTypes`, `CreateCouserLevel`, …;
 * certificates follow the pattern), `Copy`, and what applicants choose from (`QLevels`,
 * `credit-category/query-credittype-list`). Every change lands in the admin action log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { may } from '@machines/access';
import type { CatalogueKind } from '@machines/contracts';
import {
  CATALOGUE_KINDS,
  catalogueCallName,
  PERSONNEL_CERTIFICATE_FIELDS,
  type CatalogueLevelValues,
  type CatalogueTypeValues,
} from '@machines/validation';
import { actorOf } from '../lib/access';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import type { PageQuery } from '../lib/paging';
import { pagedList, routeSchema } from '../lib/schemas';
import { changeRunner } from './changeRunner';
import type { CatalogueChange } from './changes';
import { catalogues, type Catalogue } from './kinds';
import { createLevel, deleteLevel, queryLevels, updateLevel, type LevelFilters } from './levels';
import { certificateLevelTemplateOwner } from './levelTemplate';
import { offeredLevels, offeredTypes } from './offered';
import { registerTemplateRoutes } from './templateRoutes';
import {
  copySchema,
  idSchema,
  levelBodySchema,
  levelQuerySchema,
  levelSchema,
  levelUpdateSchema,
  offeredLevelSchema,
  offeredLevelsQuerySchema,
  offeredTypeSchema,
  typeBodySchema,
  typeQuerySchema,
  typeSchema,
  typeUpdateSchema,
} from './schemas';
import {
  copyType,
  createType,
  deleteType,
  queryTypes,
  updateType,
  type TypeFilters,
} from './types';
import { levelTemplateRule } from './attachmentRules';

const tags = ['catalogues'];
const ENTRY_ID = { id: 'catalogueEntry' } as const;
const LEVEL_IDS = { id: 'catalogueEntry', typeId: 'catalogueEntry' } as const;
const TYPE_REFERENCE = { typeId: 'catalogueEntry' } as const;

const url = (
  kind: CatalogueKind,
  part: 'type' | 'level',
  call: Parameters<typeof catalogueCallName>[2],
) => `/api/qualification/${catalogueCallName(kind, part, call)}`;

/** When the change happens and how it lands in the admin action log. */
function changeOf(request: FastifyRequest, now: Date): CatalogueChange {
  return { now, recordAction: actionRecorder(request) };
}

export function registerCatalogueRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(levelTemplateRule);
  for (const kind of CATALOGUE_KINDS) {
    registerTypeRoutes(app, context, catalogues[kind]);
    registerLevelRoutes(app, context, catalogues[kind]);
  }
  registerSharedRoutes(app, context);
  registerTemplateRoutes(app, context, changeRunner(context), {
    owner: certificateLevelTemplateOwner,
    fields: PERSONNEL_CERTIFICATE_FIELDS,
    tags,
    ownerName: "a personnel certificate level's",
    paths: {
      template: '/api/qualification/certificate-template',
      reset: '/api/qualification/reset-certificate-template',
      preview: '/api/qualification/preview-certificate-template',
    },
    list: 'certificateCatalogue.list',
    administer: 'certificateCatalogue.administer',
  });
}

function registerTypeRoutes(app: FastifyInstance, context: ServerContext, catalogue: Catalogue) {
  const { db, clock } = context;
  const { kind, listPermission, administerPermission } = catalogue;
  const change = <T>(request: FastifyRequest, run: (change: CatalogueChange) => Promise<T>) =>
    administer(db, request, () => run(changeOf(request, clock.now())));

  app.post<{ Body: TypeFilters & PageQuery }>(
    url(kind, 'type', 'list'),
    {
      config: { permission: listPermission },
      schema: routeSchema({
        tags,
        summary: `Every ${kind} type, enabled or not, in sort order`,
        body: typeQuerySchema,
        data: pagedList(typeSchema),
      }),
    },
    async (request) => ok(await queryTypes(db, catalogue, request.body)),
  );

  app.post<{ Body: CatalogueTypeValues }>(
    url(kind, 'type', 'create'),
    {
      config: { permission: administerPermission },
      schema: routeSchema({
        tags,
        summary: `Add a ${kind} type`,
        description: 'A name the catalogue already has: 409 naming `name`.',
        body: typeBodySchema,
        data: typeSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => createType(db, catalogue, by, request.body))),
  );

  app.post<{ Body: CatalogueTypeValues & { id: number } }>(
    url(kind, 'type', 'update'),
    {
      config: { permission: administerPermission, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: `Change a ${kind} type: names, business line, sort order, enabled`,
        description: 'A disabled type offers none of its levels to applicants.',
        body: typeUpdateSchema,
        data: typeSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => updateType(db, catalogue, by, request.body))),
  );

  app.post<{ Body: { id: number } }>(
    url(kind, 'type', 'delete'),
    {
      config: { permission: administerPermission, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: `Delete a ${kind} type nothing uses`,
        description: 'While anything refers to it (its own levels too): 409 naming what does.',
        body: idSchema,
        data: idSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => deleteType(db, catalogue, by, request.body))),
  );
}

function registerLevelRoutes(app: FastifyInstance, context: ServerContext, catalogue: Catalogue) {
  const { db, clock } = context;
  const { kind, listPermission, administerPermission } = catalogue;
  const change = <T>(request: FastifyRequest, run: (change: CatalogueChange) => Promise<T>) =>
    administer(db, request, () => run(changeOf(request, clock.now())));

  app.post<{ Body: LevelFilters & PageQuery }>(
    url(kind, 'level', 'list'),
    {
      config: { permission: listPermission, references: LEVEL_IDS },
      schema: routeSchema({
        tags,
        summary: `Every ${kind} level, enabled or not, in the order of their types`,
        body: levelQuerySchema,
        data: pagedList(levelSchema),
      }),
    },
    async (request) => ok(await queryLevels(db, catalogue, request.body)),
  );

  app.post<{ Body: CatalogueLevelValues }>(
    url(kind, 'level', 'create'),
    {
      config: { permission: administerPermission, references: TYPE_REFERENCE },
      schema: routeSchema({
        tags,
        summary: `Add a level to a ${kind} type`,
        description: 'A name the type already has: 409 naming `name`; no such type: 400.',
        body: levelBodySchema,
        data: levelSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => createLevel(db, catalogue, by, request.body))),
  );

  app.post<{ Body: CatalogueLevelValues & { id: number } }>(
    url(kind, 'level', 'update'),
    {
      config: { permission: administerPermission, references: LEVEL_IDS },
      schema: routeSchema({
        tags,
        summary: `Change a ${kind} level: type, names, sort order, enabled`,
        body: levelUpdateSchema,
        data: levelSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => updateLevel(db, catalogue, by, request.body))),
  );

  app.post<{ Body: { id: number } }>(
    url(kind, 'level', 'delete'),
    {
      config: { permission: administerPermission, references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: `Delete a ${kind} level nothing uses`,
        description: 'While anything refers to it: 409 naming what does.',
        body: idSchema,
        data: idSchema,
      }),
    },
    async (request) =>
      ok(await change(request, (by) => deleteLevel(db, catalogue, by, request.body))),
  );
}

function registerSharedRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  app.post<{ Body: { kind: CatalogueKind; id: number } }>(
    '/api/qualification/Copy',
    {
      config: { permission: 'catalogue.copy', references: ENTRY_ID },
      schema: routeSchema({
        tags,
        summary: 'Copy a type with its levels',
        description:
          'The copy is named "…（副本）" ("… (copy)"), numbered when that is taken, and starts ' +
          'disabled. The caller must also administer that catalogue.',
        body: copySchema,
        data: typeSchema,
      }),
    },
    async (request) => {
      const catalogue = catalogues[request.body.kind];
      if (!may(catalogue.administerPermission, actorOf(request).activeRole)) {
        throw new AppError(HttpStatus.forbidden, 'error.forbidden');
      }
      return ok(
        await administer(db, request, (tx) =>
          copyType(tx, catalogue, changeOf(request, clock.now()), request.body),
        ),
      );
    },
  );

  app.get<{ Querystring: { kind?: CatalogueKind; typeId: number } }>(
    '/api/qualification/QLevels',
    {
      config: { permission: 'catalogue.read', references: TYPE_REFERENCE },
      schema: routeSchema({
        tags,
        summary: 'The levels an applicant may choose for a type',
        description:
          'Enabled levels of an enabled type, in sort order; none for a disabled or unknown ' +
          'type. `kind` defaults to `credit`.',
        querystring: offeredLevelsQuerySchema,
        data: { type: 'array', items: offeredLevelSchema },
      }),
    },
    async (request) => {
      const { kind = 'credit', typeId } = request.query;
      return ok(await offeredLevels(db, catalogues[kind], typeId));
    },
  );

  app.get(
    '/api/credit-category/query-credittype-list',
    {
      config: { permission: 'catalogue.read' },
      schema: routeSchema({
        tags,
        summary: 'The credit types an applicant may choose, in sort order',
        data: { type: 'array', items: offeredTypeSchema },
      }),
    },
    async () => ok(await offeredTypes(db, catalogues.credit)),
  );
}
