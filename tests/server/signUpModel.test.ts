/**
 * Model-based agreement of the sign-up routes with the sign-up workflow (DESIGN §3.5), for
 * the steps the routes take so far: the institution's decision (approve, reject with a
 * reason, cancel), the applicant's cancellation and the exam. Every shortest path of the
 * machine over those events is driven through the real routes; after each step the stored
 * status is the path state's code; at the end, every event the machine refuses there is
 * refused by the server (403 for a route the party may not call, else 409) and nothing
 * changes. The certificate's steps join when their routes come.
 */
import { eq } from 'drizzle-orm';
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { signUpWorkflow, type Party } from '@machines/workflows';
import { courses, trainingDates } from '../../server/db/schema';
import { call, type Answer } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import { idCardNumber, institutionSession, signUpSelf, type SignUpAnswer } from './support/signUps';
import { startTestServer, type TestServer } from './support/testServer';

interface ModelEvent {
  readonly type: string;
  readonly actor: { readonly party: Party };
  readonly comment?: string;
}

const OPEN_COURSE = '信息技术服务基础实务（第三期）';
const PLAYED: readonly Party[] = ['applicant', 'institution'];
const DECISIONS = ['APPROVE_SIGNUP', 'REJECT_SIGNUP', 'CANCEL'];
const EXAMS = ['PASS_EXAM', 'FAIL_EXAM'];

const allEvents: ModelEvent[] = [...DECISIONS, ...EXAMS].flatMap((type) =>
  PLAYED.flatMap((party) => [
    { type, actor: { party } },
    ...(DECISIONS.includes(type) ? [{ type, actor: { party }, comment: 'reason' }] : []),
  ]),
);

const metaCode = (state: AnyMachineSnapshot) => {
  const [meta] = Object.values(state.getMeta()) as { code: number }[];
  if (!meta) throw new Error(`State ${String(state.value)} has no meta`);
  return meta.code;
};

const describeEvent = (event: ModelEvent) =>
  `${event.type} by ${event.actor.party}${event.comment ? ' with comment' : ''}`;

/** An applicant calls no institution route (403); anything else the machine refuses: 409. */
const expectedRefusal = (event: ModelEvent) =>
  event.actor.party === 'applicant' && event.type !== 'CANCEL' ? 403 : 409;

describe.each(testDatabases)('sign-ups follow the sign-up workflow (%s)', (kind) => {
  let server: TestServer;
  let institution: string;
  let sessionId: number;
  let trainees = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    institution = await institutionSession(server, '13900002000', '2010');
    const [open] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .innerJoin(courses, eq(courses.id, trainingDates.courseId))
      .where(eq(courses.name, OPEN_COURSE))
      .orderBy(trainingDates.startsOn)
      .limit(1);
    if (!open) throw new Error(`The demo has no ${OPEN_COURSE}`);
    sessionId = open.id;
  });
  afterAll(() => server.close());

  const paths = getShortestPaths(signUpWorkflow, { events: allEvents as never });

  it('has a path to every status the routes reach so far', () => {
    expect(paths.map((path) => metaCode(path.state)).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'the path to %s',
    async (_target, path) => {
      trainees += 1;
      const trainee = await individualIn(server, '1000');
      let record: SignUpAnswer = await signUpSelf(server.app, trainee, sessionId, {
        name: `模型学员${trainees}`,
        idCard: idCardNumber(`51010419800101${String(trainees).padStart(3, '0')}`),
        mobile: `1360000${String(1000 + trainees).slice(-4)}`,
      });
      const send = (event: ModelEvent): Promise<Answer<SignUpAnswer>> => {
        const token = event.actor.party === 'applicant' ? trainee : institution;
        const versioned = { id: record.id, version: record.version };
        if (event.type === 'CANCEL' && event.actor.party === 'applicant') {
          return call(server.app, 'DELETE', '/api/train/delte-entry-course', {
            token,
            query: { id: String(record.id), version: String(record.version) },
          });
        }
        if (EXAMS.includes(event.type)) {
          return call(server.app, 'POST', '/api/train/auditexamination', {
            token,
            body: { ...versioned, event: event.type, score: 80 },
          });
        }
        return call(server.app, 'PUT', '/api/train/update-applycourse-status', {
          token,
          body: {
            ...versioned,
            event: event.type,
            ...(event.comment ? { comment: event.comment } : {}),
          },
        });
      };

      for (const step of path.steps.slice(1)) {
        const event = step.event as unknown as ModelEvent;
        const answer = await send(event);
        expect(answer.httpStatus, `${describeEvent(event)}: ${answer.body.message}`).toBe(200);
        record = answer.body.data;
        expect(record.status, describeEvent(event)).toBe(metaCode(step.state));
      }

      const refused = allEvents.filter((event) => !path.state.can(event as never));
      for (const event of refused) {
        const answer = await send(event);
        expect(answer.httpStatus, `${describeEvent(event)} from ${record.status}`).toBe(
          expectedRefusal(event),
        );
      }
      const reread = await call<{ signUp: SignUpAnswer }>(
        server.app,
        'GET',
        '/api/train/entrycourse-detail',
        { token: trainee, query: { id: String(record.id) } },
      );
      expect(reread.body.data.signUp).toMatchObject({
        status: record.status,
        version: record.version,
      });
    },
  );
});
