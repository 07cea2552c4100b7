/**
 * Every status step of a course but the submission (`course/update-coursestatus`): the
 * reviewers' APPROVE and RETURN, the institution's WITHDRAW, CLOSE_SIGNUP, REOPEN and
 * FINISH. The party comes from caller and record; the machine refuses any step not the
 * party's (409), so one route serves both sides.
 */
import type { Course } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import type { Decision } from '../lib/workflow/decision';
import { transition } from '../lib/workflow/transition';
import { courseInReach } from './access';
import { courseEntity } from './entity';
import { loadCourse } from './rows';

export const COURSE_STEP_EVENTS = [
  'APPROVE',
  'RETURN',
  'WITHDRAW',
  'CLOSE_SIGNUP',
  'REOPEN',
  'FINISH',
] as const;

export type CourseStep = Decision<(typeof COURSE_STEP_EVENTS)[number]>;

const REVIEW_EVENTS: ReadonlySet<string> = new Set(['APPROVE', 'RETURN']);

export async function stepCourse(
  { db, config, clock }: Pick<ServerContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  step: CourseStep,
): Promise<Course> {
  const { party } = await courseInReach(db, actor, step.id);
  const now = clock.now();
  await transition(db, {
    entity: courseEntity,
    id: step.id,
    event: step.event,
    comment: step.comment ?? null,
    expectedVersion: step.version,
    actor,
    party,
    now,
    ...(REVIEW_EVENTS.has(step.event) ? { changes: () => ({ decidedAt: now }) } : {}),
  });
  return loadCourse(db, config, step.id);
}
