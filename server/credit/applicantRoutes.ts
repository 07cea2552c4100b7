/** A member company's credit applications (`/creditApply`, `/creditEdit`, `/creditApplyupload`). */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { creditArea } from '@machines/areas/credit';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import type { PersonRemoval } from '../lib/namedPeople';
import { integer, object, pagedList, routeSchema } from '../lib/schemas';
import {
  deleteApplication,
  removePerson,
  saveDraft,
  setMaterial,
  submitApplication,
  withdrawApplication,
  type MaterialBody,
} from './applicantActions';
import { loadDetail } from './detail';
import type { CreditApplicationBody } from './fields';
import { queryOwnPage, type OwnPageQuery } from './lists';
import { offeredCategories, offeredCategory, reviewInstitutionsOf } from './offered';
import {
  applicationBodySchema,
  applicationSchema,
  detailSchema,
  materialBodySchema,
  offeredCategorySchema,
  offeredInstitutionSchema,
  ownPageQuerySchema,
} from './schemas';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { personRemovalSchema } from '../lib/workflow/schemas';
import { APPLICANT_CALL_TEXTS } from './callTexts';

const tags = ['credit applications'];
const BASE = '/api/credit-category';
const APPLICATION_ID = { id: 'creditApplication' } as const;
const APPLICATION_FIELDS = {
  ...APPLICATION_ID,
  categoryId: 'catalogueEntry',
  institutionId: 'corporate',
  personIds: 'person',
} as const;

export function registerApplicantRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config } = context;

  app.get(
    `${BASE}/query-offered-credit-list`,
    {
      config: { permission: 'credit.apply' },
      schema: routeSchema({
        tags,
        summary: 'The categories open for applications, with the materials each asks for',
        data: { type: 'array', items: offeredCategorySchema },
      }),
    },
    async (request) => ok(await offeredCategories(db, actorOf(request))),
  );

  app.get<{ Querystring: { categoryId: number } }>(
    `${BASE}/query-review-institutions`,
    {
      config: { permission: 'credit.apply', references: { categoryId: 'catalogueEntry' } },
      schema: routeSchema({
        tags,
        summary: "The review institutions of a category's business line (never the caller)",
        querystring: object({ categoryId: integer }),
        data: { type: 'array', items: offeredInstitutionSchema },
      }),
    },
    async (request) => {
      const category = await offeredCategory(db, request.query.categoryId);
      if (!category) return ok([]);
      const applicant = companyOf(actorOf(request));
      return ok(await reviewInstitutionsOf(db, category.businessLine, applicant));
    },
  );

  app.get<{ Querystring: OwnPageQuery }>(
    apiUrl(creditArea.lists.own),
    {
      config: { permission: 'credit.apply' },
      schema: routeSchema({
        tags,
        summary: "My company's credit applications, newest first",
        querystring: ownPageQuerySchema,
        data: pagedList(applicationSchema),
      }),
    },
    async (request) =>
      ok(await queryOwnPage(db, config, companyOf(actorOf(request)), request.query)),
  );

  // The seed's name for a person on a credit application: one of the people it counts.
  app.delete<{ Querystring: PersonRemoval }>(
    `${BASE}/delete-userapplycredit`,
    {
      config: { permission: 'credit.apply', references: { ...APPLICATION_ID, personId: 'person' } },
      schema: routeSchema({
        tags,
        summary: 'Take a person off one of my credit applications',
        description:
          'While the application may be changed (a draft, or returned): else 409. A person ' +
          'it does not count: 400 naming `personId`. Raises the version.',
        querystring: personRemovalSchema,
        data: applicationSchema,
      }),
    },
    async (request) => ok(await removePerson(context, actorOf(request), request.query)),
  );

  app.post<{ Body: MaterialBody }>(
    `${BASE}/update-corporatecredit-material`,
    {
      config: {
        permission: 'credit.apply',
        references: { ...APPLICATION_ID, materialId: 'catalogueEntry', fileId: 'file' },
      },
      schema: routeSchema({
        tags,
        summary: "Give (or remove) the file of one of the category's materials",
        description:
          'While the application may be changed (draft or returned). The file must be an ' +
          'upload of the company (`POST /api/files`). Raises the version.',
        body: materialBodySchema,
        data: applicationSchema,
      }),
    },
    async (request) => ok(await setMaterial(context, actorOf(request), request.body)),
  );

  registerApplicantCalls<CreditApplicationBody>(app, creditArea, {
    tags,
    fields: APPLICATION_FIELDS,
    schemas: { body: applicationBodySchema, record: applicationSchema, detail: detailSchema },
    texts: APPLICANT_CALL_TEXTS,
    steps: {
      save: (actor, body) => saveDraft(context, actor, body),
      submit: (actor, body) => submitApplication(context, actor, body),
      withdraw: (actor, which) => withdrawApplication(context, actor, which),
      remove: (actor, which) => deleteApplication(context, actor, which),
      detail: (actor, id) => loadDetail(db, config, actor, id),
    },
  });
}
