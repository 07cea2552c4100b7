/**
 * Training sign-ups (issue 16), the institution's side (`/entryTraining`): its courses
 * with their places and waiting sign-ups, the sign-ups of its courses, one with its
 * timeline, the decisions (one, or a batch answering per item), the course's sign-up
 * switch and its certificates' issue date, all at the seed's paths and methods; the exams
 * have their own file.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { pagedList, routeSchema } from '../lib/schemas';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { registerListCall } from '../lib/listRoute';
import { decideSignUp, SIGN_UP_DECISION_EVENTS } from './decisions';
import { loadSignUpDetail } from './detail';
import {
  queryInstitutionSignUps,
  querySignUpCourses,
  type InstitutionSignUpQuery,
  type SignUpCourseQuery,
} from './institutionLists';
import {
  detailSchema,
  idQuerySchema,
  issueDateBodySchema,
  institutionQuerySchema,
  signUpCourseQuerySchema,
  signUpCourseSchema,
  signUpSchema,
  switchBodySchema,
} from './schemas';
import { loadIssueDate, setIssueDate, type CourseIssueDate } from './issueDate';
import { switchSignUp, type SignUpSwitch } from './signUpSwitch';
import { registerExamRoutes } from './examRoutes';

const tags = ['sign-ups'];

export function registerSignUpReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock } = context;

  registerListCall<SignUpCourseQuery>(app, {
    url: '/api/train/entrytraincoursemanagerlist',
    permission: 'signUp.review',
    tags,
    summary: 'My institution’s courses taking sign-ups, with places and waiting sign-ups',
    description: 'Published, in training or finished; the most recently published first.',
    querystring: signUpCourseQuerySchema,
    row: signUpCourseSchema,
    page: (actor, query) => querySignUpCourses(db, actor, query),
  });

  app.get<{ Querystring: InstitutionSignUpQuery }>(
    '/api/train/query-entryuser-page',
    {
      config: {
        permission: 'signUp.review',
        references: { courseId: 'course', trainingDateId: 'trainingDate' },
      },
      schema: routeSchema({
        tags,
        summary: 'The sign-ups of my institution’s courses, those waiting first',
        description: 'ID card numbers masked. Another institution’s course: 404.',
        querystring: institutionQuerySchema,
        data: pagedList(signUpSchema),
      }),
    },
    async (request) => ok(await queryInstitutionSignUps(db, actorOf(request), request.query)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/train/query-entry-user-detail',
    {
      config: { permission: 'signUp.review', references: { id: 'signUp' } },
      schema: routeSchema({
        tags,
        summary: 'One sign-up to my institution’s course, its timeline and my steps',
        description: 'A sign-up to another institution’s course: 404.',
        querystring: idQuerySchema,
        data: detailSchema,
      }),
    },
    async (request) => ok(await loadSignUpDetail(context, actorOf(request), request.query.id)),
  );

  registerDecisionRoutes(app, {
    method: 'PUT',
    tags,
    permission: 'signUp.review',
    kind: 'signUp',
    events: SIGN_UP_DECISION_EVENTS,
    recordSchema: signUpSchema,
    single: {
      url: '/api/train/update-applycourse-status',
      summary: 'Approve, reject (with a reason) or cancel a sign-up',
      description:
        'The course’s institution decides a sign-up waiting for it (APPROVE_SIGNUP, ' +
        'REJECT_SIGNUP with a comment), may CANCEL one before the exam and RESUBMIT a ' +
        'rejected certificate once corrected. A step the workflow does not allow, or a ' +
        'stale version: 409; another institution’s: 404.',
    },
    batch: {
      url: '/api/train/muliti-update-applycourse-status',
      summary: 'One decision on several sign-ups',
    },
    decide: (actor, decision) => decideSignUp(context, actor, decision),
  });

  registerExamRoutes(app, context);

  app.put<{ Body: SignUpSwitch }>(
    '/api/train/update-applycourse-switch',
    {
      config: { permission: 'signUp.review', references: { id: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Open a published course to sign-up, or close it',
        description:
          'Sets the course’s switch to the state sent. A course not published: 409; ' +
          'another institution’s: 404.',
        body: switchBodySchema,
        data: switchBodySchema,
      }),
    },
    async (request) => ok(await switchSignUp(db, actorOf(request), request.body, clock.now())),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/train/get-issuedate',
    {
      config: { permission: 'signUp.review', references: { id: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'The issue date my course’s personnel certificates carry',
        description: 'Empty: each certificate carries the day it is issued. Another’s: 404.',
        querystring: idQuerySchema,
        data: issueDateBodySchema,
      }),
    },
    async (request) => ok(await loadIssueDate(db, actorOf(request), request.query.id)),
  );

  app.post<{ Body: CourseIssueDate }>(
    '/api/train/set-issuedate',
    {
      config: { permission: 'signUp.review', references: { id: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Set (or clear) the issue date of my course’s personnel certificates',
        description:
          'Certificates issued before keep their day. Not a YYYY-MM-DD day: 400 naming ' +
          '`issuedOn`; another institution’s course: 404.',
        body: issueDateBodySchema,
        data: issueDateBodySchema,
      }),
    },
    async (request) => ok(await setIssueDate(db, actorOf(request), request.body, clock.now())),
  );
}
