/**
 * The institution records the exam of an approved trainee (`train/auditexamination`, and
 * its batch): PASS_EXAM or FAIL_EXAM with the score, in one step through the workflow
 * service. A pass sends the sign-up to certificate review (DESIGN §3.5).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SignUp } from '@machines/contracts';
import { examResultSchema, type ExamEvent } from '@machines/validation';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { Language } from '../lib/i18n';
import { validate } from '../lib/validation';
import { eachInOwnTransaction, type BatchItemResult } from '../lib/workflow/batch';
import { transition } from '../lib/workflow/transition';
import { FIELD_LABELS } from './actions';
import { signUpInReach } from './access';
import { signUpContextOf, signUpEntity } from './entity';
import { findSignUp, toSignUp } from './rows';

type Context = Pick<ServerContext, 'db' | 'clock'>;

export interface ExamResult {
  readonly id: number;
  readonly version: number;
  readonly event: ExamEvent;
  readonly score: number;
}

export interface ExamBatch {
  readonly event: ExamEvent;
  readonly items: readonly {
    readonly id: number;
    readonly version: number;
    readonly score: number;
  }[];
}

async function recordOne(
  { db, clock }: Context,
  actor: Actor,
  { id, version, event, score }: ExamResult,
): Promise<{ status: number; version: number }> {
  const { found, party } = await signUpInReach(db, actor, id);
  const now = clock.now();
  return transition(db, {
    entity: signUpEntity,
    id,
    event,
    expectedVersion: version,
    actor,
    party,
    now,
    context: signUpContextOf(found, now),
    changes: () => ({ examScore: score.toFixed(1) }),
  });
}

/** One trainee's exam; a score out of range or a missing result: 400 naming the field. */
export async function recordExam(
  context: Context,
  actor: Actor,
  body: ExamResult,
): Promise<SignUp> {
  const values = await validate(examResultSchema, body, { labels: FIELD_LABELS });
  await recordOne(context, actor, {
    ...body,
    event: values.event as ExamEvent,
    score: values.score,
  });
  const recorded = await findSignUp(context.db, body.id);
  if (!recorded) throw new Error('An examined sign-up was not found');
  return toSignUp(recorded, { whole: false });
}

/** Several trainees' exams with one result, each score its own; a result per item. */
export async function recordExams(
  context: Context,
  actor: Actor,
  batch: ExamBatch,
  answer: { language: Language; log: FastifyBaseLogger },
): Promise<BatchItemResult[]> {
  return eachInOwnTransaction(
    batch.items,
    async (item) => {
      const values = await validate(
        examResultSchema,
        { event: batch.event, score: item.score },
        { labels: FIELD_LABELS },
      );
      return recordOne(context, actor, {
        ...item,
        event: values.event as ExamEvent,
        score: values.score,
      });
    },
    answer,
  );
}
