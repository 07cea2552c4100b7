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
    bodySchema: applicationBodySchema,
    recordSchema: applicationSchema,
    save: {
      summary: 'Create or update a draft credit application',
      description:
        'Without `id`: a new draft of the category (409 while the company has an open ' +
        'application of it). With `id` and `version`: changes a draft or a returned ' +
        'application (stale version 409); its category stays. Fields left out stay as ' +
        'they are; empty ones are cleared. A category not open, an institution not ' +
        "reviewing its line, a person not verified on the company's roster: 400 with " +
        '`fieldErrors`.',
      run: (actor, body) => saveDraft(context, actor, body),
    },
    submit: {
      summary: 'Save and submit a credit application to its review institution',
      description:
        'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing ' +
        'field, and every required material without a file (`fieldErrors` ' +
        '`materials.<materialId>`). Not submittable in its status: 409.',
      run: (actor, body) => submitApplication(context, actor, body),
    },
    withdraw: {
      summary: 'Withdraw a credit application its institution has not reviewed yet',
      run: (actor, which) => withdrawApplication(context, actor, which),
    },
    remove: {
      summary: 'Delete a draft credit application',
      description: 'Drafts only (never submitted, or withdrawn): else 409.',
      run: (actor, which) => deleteApplication(context, actor, which),
    },
    detail: {
      summary: 'One credit application, its timeline and the actions open to the caller',
      description:
        'For the owner company, its review institution and the platform (drafts: the ' +
        'owner only); anyone else: 404.',
      schema: detailSchema,
      load: (actor, id) => loadDetail(db, config, actor, id),
    },
  });
}
