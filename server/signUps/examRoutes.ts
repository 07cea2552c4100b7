/**
 * The institution's exams (`/entryTraining`): an approved trainee's result, one or a batch
 * answering per item, and taking a result recorded by mistake back (`train/reset`), at the
 * seed's paths and methods.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { languageOf } from '../lib/i18n';
import { routeSchema } from '../lib/schemas';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { batchResultSchema } from '../lib/workflow/schemas';
import { decideSignUp, EXAM_RESET_EVENTS } from './decisions';
import { recordExam, recordExams, type ExamBatch, type ExamResult } from './exams';
import { examBatchSchema, examBodySchema, signUpSchema } from './schemas';

const tags = ['sign-ups'];

export function registerExamRoutes(app: FastifyInstance, context: ServerContext) {
  app.post<{ Body: ExamResult }>(
    '/api/train/auditexamination',
    {
      config: { permission: 'signUp.review', references: { id: 'signUp' } },
      schema: routeSchema({
        tags,
        summary: 'Record an approved trainee’s exam: passed or failed, and the score',
        description:
          'PASS_EXAM sends the sign-up to certificate review, FAIL_EXAM ends it. A score ' +
          'outside 0-100 or with two decimals: 400 naming `score`; a sign-up not approved, ' +
          'or a stale version: 409; another institution’s: 404.',
        body: examBodySchema,
        data: signUpSchema,
      }),
    },
    async (request) => ok(await recordExam(context, actorOf(request), request.body)),
  );

  app.post<{ Body: ExamBatch }>(
    '/api/train/muliti-auditexamination',
    {
      config: { permission: 'signUp.review', references: { 'items[].id': 'signUp' } },
      schema: routeSchema({
        tags,
        summary: 'Record several trainees’ exams with one result, each with its score',
        description:
          'Each item is recorded on its own; the answer is 200 with one result per item, ' +
          'refusals carrying their reason.',
        body: examBatchSchema,
        data: batchResultSchema,
      }),
    },
    async (request) => {
      const answer = { language: languageOf(request.headers['accept-language']), log: request.log };
      const results = await recordExams(context, actorOf(request), request.body, answer);
      return ok({ results });
    },
  );

  registerDecisionRoutes(app, {
    method: 'PUT',
    tags,
    permission: 'signUp.review',
    kind: 'signUp',
    events: EXAM_RESET_EVENTS,
    recordSchema: signUpSchema,
    single: {
      url: '/api/train/reset',
      summary: 'Take back an exam result recorded by mistake (with a reason)',
      description:
        'RESET_EXAM: a trainee recorded as passed (still waiting for certificate review) or ' +
        'failed is approved again, the score cleared, ready for the exam to be recorded ' +
        'anew. Without a comment, after a certificate decision, or a stale version: 409; ' +
        'another institution’s sign-up: 404.',
    },
    decide: (actor, decision) => decideSignUp(context, actor, decision),
  });
}
