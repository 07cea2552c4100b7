/**
 * The personnel roster (issue 12, `/ePeopleManagement`, `/newPerson`) and the platform's
 * verification of declared people (`userCheck`).
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { peopleArea } from '@machines/areas/people';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { sendSpreadsheet } from '../lib/spreadsheetReply';
import { languageOf } from '../lib/i18n';
import { binaryRouteSchema, routeSchema } from '../lib/schemas';
import { MAX_IMPORT_ROWS, readImportUpload } from '../lib/sheetImport';
import { XLSX_MIME } from '../lib/spreadsheet';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { declarePerson, removePerson, savePerson, withdrawPerson } from './actions';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { decide } from './decisions';
import { loadPersonDetail } from './detail';
import { importPeople, peopleImportTemplate } from './importSheet';
import type { PersonBody } from './fields';
import {
  queryReviewPage,
  queryRoster,
  queryVerified,
  type ReviewQuery,
  type RosterQuery,
} from './lists';
import {
  detailSchema,
  importReportSchema,
  personBodySchema,
  personSchema,
  removedSchema,
  reviewQuerySchema,
  rosterQuerySchema,
  verifiedQuerySchema,
} from './schemas';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { registerListCall } from '../lib/listRoute';
import { personEntity } from './entity';
import { personInReach } from './access';
import { personAttachmentRule } from './attachmentRules';
import { APPLICANT_CALL_TEXTS } from './callTexts';

const tags = ['people'];
const PERSON_FILES = {
  photoFileId: 'file',
  idCardFileId: 'file',
  diplomaFileId: 'file',
} as const;

export function registerPeopleRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(personAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'person',
    workflow: personEntity,
    timeline: {
      kind: 'person',
      permission: 'people.read',
      assertInReach: (actor, id) => personInReach(context.db, actor, id),
    },
  });
  const { db, config, clock } = context;

  registerListCall<RosterQuery>(app, {
    url: apiUrl(peopleArea.lists.own),
    permission: 'people.manage',
    tags,
    summary: "My company's people, newest first",
    description: 'ID card numbers and mobiles are masked.',
    querystring: rosterQuerySchema,
    row: personSchema,
    page: (actor, query) => queryRoster(db, config, companyOf(actor), query),
  });

  registerListCall<RosterQuery>(app, {
    url: '/api/train/query-person',
    permission: 'people.manage',
    tags,
    summary: "My company's verified people, by name",
    description: 'What credit applications and sign-ups pick from. Masked like the roster.',
    querystring: verifiedQuerySchema,
    row: personSchema,
    page: (actor, query) => queryVerified(db, config, companyOf(actor), query),
  });

  registerApplicantCalls<PersonBody>(app, peopleArea, {
    tags,
    fields: PERSON_FILES,
    schemas: {
      body: personBodySchema,
      record: personSchema,
      detail: detailSchema,
      removed: removedSchema,
    },
    texts: APPLICANT_CALL_TEXTS,
    steps: {
      save: (actor, body) => savePerson(context, actor, body),
      submit: (actor, body) => declarePerson(context, actor, body),
      withdraw: (actor, which) => withdrawPerson(context, actor, which),
      remove: (actor, which) => removePerson(context, actor, which),
      detail: (actor, id) => loadPersonDetail(db, config, actor, id),
    },
  });

  registerListCall<ReviewQuery>(app, {
    url: apiUrl(peopleArea.lists.review),
    permission: 'people.review',
    tags,
    summary: "Every company's declared people (drafts excepted), latest first",
    description: 'ID card numbers and mobiles are masked.',
    querystring: reviewQuerySchema,
    row: personSchema,
    page: (_actor, query) => queryReviewPage(db, config, query),
  });

  app.get(
    '/api/user/userstaff-import-template',
    {
      config: { permission: 'people.manage' },
      schema: binaryRouteSchema({
        tags,
        summary: 'The roster import template (.xlsx)',
        description:
          'Headers in the request language, drop-downs for gender, education and title, ' +
          'and an instructions sheet.',
        produces: [XLSX_MIME],
      }),
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const sheet = await peopleImportTemplate(language, clock.now());
      return sendSpreadsheet(reply, sheet);
    },
  );

  app.post(
    '/api/user/import-userstaff',
    {
      config: { permission: 'people.manage' },
      schema: {
        ...routeSchema({
          tags,
          summary: 'Check a filled-in roster template, and add its people as drafts',
          description:
            'multipart/form-data: the .xlsx in `file` (at most 2 MB and ' +
            `${MAX_IMPORT_ROWS} rows) and \`mode\`: \`check\` reports each row and saves ` +
            'nothing; `all` saves every row if all are valid, else nothing; `valid` saves the ' +
            'valid rows. Rows are checked like a draft on the form, with name and ID card ' +
            'number required, an ID card number neither twice in the file nor on the roster. ' +
            'Not an xlsx, not the template, or no row: 400 naming `file`. Someone added one ' +
            'of the people meanwhile: 409, nothing saved.',
          data: importReportSchema,
        }),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { bytes, mode } = await readImportUpload(request);
      const language = languageOf(request.headers['accept-language']);
      return ok(await importPeople(context, actorOf(request), { bytes, mode, language }));
    },
  );

  registerDecisionRoutes(app, {
    tags,
    permission: 'people.review',
    kind: peopleArea.kind,
    events: DECISION_EVENTS,
    recordSchema: personSchema,
    single: {
      url: apiUrl(peopleArea.decisions.decide),
      summary: 'Decide on a declared person',
      description:
        'REJECT and RETURN need a comment. A step the workflow does not allow from the ' +
        'current status, or a stale version: 409.',
    },
    batch: {
      url: apiUrl(peopleArea.decisions.decideBatch),
      summary: 'Decide on several declared people',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });
}
