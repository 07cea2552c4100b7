/**
 * Training sign-ups (issue 16), the applicant's side: a company signs people of its roster
 * up for a session (`train/entry-course`), an individual themselves
 * (`train/entry-course-reg`); their sign-ups (`train/query-applycourse-page`), one with its
 * timeline (`train/entrycourse-detail`), a cancellation (`train/delte-entry-course`), all
 * at the seed's paths.
 */
import type { FastifyInstance } from 'fastify';
import { identityCorrectionSchema } from '@machines/validation';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { actionRecorder, administer } from '../lib/adminAudit';
import { integer, nullableString, object, routeSchema, string } from '../lib/schemas';
import { validate } from '../lib/validation';
import { applyForCourse, cancelSignUp, signUpPeople, signUpSelf } from './actions';
import { loadSignUpDetail } from './detail';
import { editSignUp, type SignUpEdit } from './edit';
import { ownIdentity } from './identity';
import { correctIdentity } from './identityCorrection';
import { queryOwnSignUps, type OwnSignUpQuery } from './lists';
import {
  applyBodySchema,
  companyBodySchema,
  detailSchema,
  editBodySchema,
  idQuerySchema,
  ownQuerySchema,
  selfBodySchema,
  signUpSchema,
  versionedIdQuerySchema,
} from './schemas';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { scopesThroughCourse } from '../lib/workflow/recordScopes';
import { registerListCall } from '../lib/listRoute';
import { signUps, signUpStatusCounts } from '../db/schema';
import { signUpEntity } from './entity';
import { signUpInReach } from './access';
import { traineePhotoRule } from './attachmentRules';

const tags = ['sign-ups'];
const SIGN_UP_ID = { id: 'signUp' } as const;

/** Where an identity correction's refusals find its fields' labels. */
const CORRECTION_LABELS = 'identityCorrection.field';

export function registerSignUpRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(traineePhotoRule);
  addWorkflowSource(app, {
    lifecycle: 'signUp',
    workflow: signUpEntity,
    statusCounts: signUpStatusCounts,
    timeline: {
      kind: 'signUp',
      permission: 'signUp.read',
      assertInReach: (actor, id) => signUpInReach(context.db, actor, id),
    },
    scopes: scopesThroughCourse(context.db, signUps.courseId),
  });
  const { db, clock } = context;

  app.post(
    '/api/train/entry-course',
    {
      config: {
        permission: 'signUp.company',
        references: { trainingDateId: 'trainingDate', personIds: 'person' },
      },
      schema: routeSchema({
        tags,
        summary: 'Sign verified people of my company up for a session',
        description:
          'All or none: a course not open for sign-up, fewer places left than people, or ' +
          'someone already signed up to the course: 409, nothing written. A person not ' +
          'verified on the roster: 400 naming `personIds`.',
        body: companyBodySchema,
        data: { type: 'array', items: signUpSchema },
      }),
    },
    async (request) => ok(await signUpPeople(context, actorOf(request), request.body)),
  );

  app.post(
    '/api/train/entry-course-reg',
    {
      config: { permission: 'signUp.self', references: { trainingDateId: 'trainingDate' } },
      schema: routeSchema({
        tags,
        summary: 'Sign myself up for a session',
        description:
          'In my own name, ID card number and mobile (what the certificate will say). ' +
          'Closed, no place left, or already signed up to the course: 409.',
        body: selfBodySchema,
        data: signUpSchema,
      }),
    },
    async (request) => ok(await signUpSelf(context, actorOf(request), request.body)),
  );

  app.get(
    '/api/train/self-identity',
    {
      config: { permission: 'signUp.self' },
      schema: routeSchema({
        tags,
        summary: 'My identity for signing up (ours)',
        description:
          'The ID card number my standing sign-ups carry (every sign-up of mine must carry ' +
          'it), or null before my first: what my sign-up form fills in.',
        data: object({ idCard: nullableString }),
      }),
    },
    async (request) => ok({ idCard: await ownIdentity(db, actorOf(request).accountId) }),
  );

  app.put<{ Body: { accountId: number; idCard: string; reason: string } }>(
    '/api/user/correct-identity',
    {
      config: { permission: 'account.administer', references: { accountId: 'account' } },
      schema: routeSchema({
        tags: ['accounts'],
        summary: "Correct an individual's ID card number on their standing sign-ups (ours)",
        description:
          'An administrative change (admin action log: from and to masked, the reason); the ' +
          'trainee is told. A company account: 409 `error.identityOfCompany` (its roster ' +
          'entry is corrected instead); no standing sign-up: 409 ' +
          '`error.identityNothingToCorrect`; the same number: 400 on `idCard`.',
        body: object(
          {
            accountId: integer,
            idCard: {
              type: 'string',
              pattern: '^[0-9]{17}[0-9Xx]$|^[0-9]{15}$',
              description: 'The right number (its check character is checked too)',
            },
            reason: string('The grounds: what proof the trainee brought'),
          },
          [],
        ),
        data: object({
          corrected: { ...integer, description: 'Sign-ups now carrying the number' },
          idCard: string('The number now, masked'),
        }),
      }),
    },
    async (request) => {
      const values = await validate(identityCorrectionSchema, request.body, {
        labels: CORRECTION_LABELS,
      });
      const now = clock.now();
      return ok(
        await administer(db, request, (tx) =>
          correctIdentity(tx, actionRecorder(request), values, now),
        ),
      );
    },
  );

  app.post(
    '/api/train/applycourse',
    {
      config: {
        permission: 'signUp.apply',
        references: { trainingDateId: 'trainingDate', personIds: 'person' },
      },
      schema: routeSchema({
        tags,
        summary: 'Apply to a course: my company’s people, or myself',
        description:
          'The sign-up picker’s call (`train/applycourselist`). A company names verified ' +
          'people of its roster (`personIds`, all or none, as `train/entry-course`); an ' +
          'individual gives name, ID card number and mobile (as `train/entry-course-reg`).',
        body: applyBodySchema,
        data: { type: 'array', items: signUpSchema },
      }),
    },
    async (request) => ok(await applyForCourse(context, actorOf(request), request.body)),
  );

  registerListCall<OwnSignUpQuery>(app, {
    url: '/api/train/query-applycourse-page',
    permission: 'signUp.apply',
    tags,
    summary: 'My sign-ups (my company’s, or my own), newest first',
    querystring: ownQuerySchema,
    row: signUpSchema,
    page: (actor, query) => queryOwnSignUps(db, actor, query),
  });

  app.get<{ Querystring: { id: number } }>(
    '/api/train/entrycourse-detail',
    {
      config: { permission: 'signUp.read', references: SIGN_UP_ID },
      schema: routeSchema({
        tags,
        summary: 'One sign-up, its timeline and the steps open to the caller',
        description: 'For its applicant and the course’s institution; anyone else: 404.',
        querystring: idQuerySchema,
        data: detailSchema,
      }),
    },
    async (request) => ok(await loadSignUpDetail(context, actorOf(request), request.query.id)),
  );

  app.delete<{ Querystring: { id: number; version: number } }>(
    '/api/train/delte-entry-course',
    {
      config: { permission: 'signUp.apply', references: SIGN_UP_ID },
      schema: routeSchema({
        tags,
        summary: 'Cancel a sign-up',
        description:
          'Before the exam (signed up or approved): CANCEL; its place is free again. Later, ' +
          'or a stale version: 409.',
        querystring: versionedIdQuerySchema,
        data: signUpSchema,
      }),
    },
    async (request) => ok(await cancelSignUp(context, actorOf(request), request.query)),
  );

  app.post<{ Body: SignUpEdit }>(
    '/api/train/update-entry-course',
    {
      config: {
        permission: 'signUp.apply',
        references: { id: 'signUp', trainingDateId: 'trainingDate' },
      },
      schema: routeSchema({
        tags,
        summary: 'Change a sign-up waiting for review: its session, an individual’s particulars',
        description:
          'Ours (the seed names no call for /traningSignUpEdit). Another session of the same ' +
          'course (a session of another course: 400 naming `trainingDateId`), its place taken ' +
          'like a sign-up’s (none left, closed: 409); an individual also corrects name, ID ' +
          'card and mobile. Decided already, or a stale version: 409.',
        body: editBodySchema,
        data: signUpSchema,
      }),
    },
    async (request) => ok(await editSignUp(context, actorOf(request), request.body)),
  );
}
