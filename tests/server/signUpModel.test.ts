/**
 * Model-based agreement of the sign-up routes with the sign-up workflow (DESIGN §3.5): the
 * institution's decision (approve, reject with a reason, cancel), the applicant's
 * cancellation, the exam and its reset (`train/reset`), signing a failed trainee up again
 * (`v2/train-reset`), and the certificate's steps (the platform issues, rejects with a
 * reason or revokes; the institution resubmits). Every shortest path of the machine over
 * those events is driven through the real routes; after each step the stored status is
 * the path state's code; at the end, every event the machine refuses there is refused by
 * the server and nothing changes: 403 for a route the party may not call, 404 where the
 * sign-up is not yet the reviewer's (before the exam is passed), else 409. The system's
 * EXPIRE has no route: tests/server/certificateReview.test.ts runs its sweep.
 */
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { signUpWorkflow, type Party } from '@machines/workflows';
import { call, type Answer } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  signUpSelf,
  type SignUpAnswer,
  openCourseSession,
  whileSessionStarted,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface ModelEvent {
  readonly type: string;
  readonly actor: { readonly party: Party };
  readonly comment?: string;
}

const PLAYED: readonly Party[] = ['applicant', 'institution', 'platform'];
const DECISIONS = ['APPROVE_SIGNUP', 'REJECT_SIGNUP', 'CANCEL', 'RESUBMIT'];
const EXAMS = ['PASS_EXAM', 'FAIL_EXAM'];
const CERTIFICATE_STEPS = ['ISSUE', 'REJECT_CERTIFICATE', 'REVOKE'];
/** Steps with a call of their own. */
const OWN_CALLS = ['RESET_EXAM', 'RETRAIN'];
/** Steps that take a comment: each is played with and without one. */
const COMMENTED = new Set([
  'REJECT_SIGNUP',
  'CANCEL',
  'REJECT_CERTIFICATE',
  'REVOKE',
  'RESET_EXAM',
]);

const allEvents: ModelEvent[] = [
  ...DECISIONS,
  ...EXAMS,
  ...CERTIFICATE_STEPS,
  ...OWN_CALLS,
].flatMap((type) =>
  PLAYED.flatMap((party) => [
    { type, actor: { party } },
    ...(COMMENTED.has(type) ? [{ type, actor: { party }, comment: 'reason' }] : []),
  ]),
);

type Route = 'cancel' | 'exam' | 'reset' | 'retrain' | 'institution' | 'certificate';

/** The route an event is sent to: the applicant cancels on its own, the rest by side. */
function routeOf(event: ModelEvent): Route {
  if (event.type === 'CANCEL' && event.actor.party === 'applicant') return 'cancel';
  if (event.type === 'RESET_EXAM') return 'reset';
  if (event.type === 'RETRAIN') return 'retrain';
  if (EXAMS.includes(event.type)) return 'exam';
  return CERTIFICATE_STEPS.includes(event.type) ? 'certificate' : 'institution';
}

/** Who may call each route at all (the access table); anyone else: 403. */
const CALLERS: Record<Route, Party> = {
  cancel: 'applicant',
  exam: 'institution',
  reset: 'institution',
  retrain: 'applicant',
  institution: 'institution',
  certificate: 'platform',
};

/** Statuses from the exam passed on: before, the sign-up is not the reviewer's (404). */
const CERTIFICATE_CODES = [4, 6, 7, 71, 8, 9];

const metaCode = (state: AnyMachineSnapshot) => {
  const [meta] = Object.values(state.getMeta()) as { code: number }[];
  if (!meta) throw new Error(`State ${String(state.value)} has no meta`);
  return meta.code;
};

const describeEvent = (event: ModelEvent) =>
  `${event.type} by ${event.actor.party}${event.comment ? ' with comment' : ''}`;

function expectedRefusal(event: ModelEvent, status: number): number {
  const route = routeOf(event);
  if (CALLERS[route] !== event.actor.party) return 403;
  if (route === 'certificate' && !CERTIFICATE_CODES.includes(status)) return 404;
  return 409;
}

describe.each(testDatabases)('sign-ups follow the sign-up workflow (%s)', (kind) => {
  let server: TestServer;
  let institution: string;
  let platform: string;
  let sessionId: number;
  let trainees = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    platform = await sessionFor(server, DEMO.platformReviewer);
    ({ sessionId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  // Walked on a day its session has started: the exam's guard lets it through.
  const started = { sessionStartsOn: '2025-03-15', today: '2025-03-15' };
  const paths = getShortestPaths(signUpWorkflow, { events: allEvents as never, input: started });

  it('has a path to every status but the expired certificate (the sweep’s)', () => {
    const reached = paths.map((path) => metaCode(path.state)).sort((a, b) => a - b);
    expect(reached).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9, 71]);
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
      const tokens: Partial<Record<Party, string>> = { applicant: trainee, institution, platform };
      const send = (event: ModelEvent): Promise<Answer<SignUpAnswer>> => {
        const token = tokens[event.actor.party] ?? '';
        const versioned = { id: record.id, version: record.version };
        const decision = {
          ...versioned,
          event: event.type,
          ...(event.comment ? { comment: event.comment } : {}),
        };
        switch (routeOf(event)) {
          case 'cancel':
            return call(server.app, 'DELETE', '/api/train/delte-entry-course', {
              token,
              query: { id: String(record.id), version: String(record.version) },
            });
          case 'reset':
            return call(server.app, 'PUT', '/api/train/reset', { token, body: decision });
          case 'retrain':
            return call(server.app, 'PUT', '/api/v2/train-reset', {
              token,
              body: { ...versioned, trainingDateId: sessionId },
            });
          case 'exam':
            // The paths are walked with the session started (the guard's context below).
            return whileSessionStarted(server, sessionId, () =>
              call(server.app, 'POST', '/api/train/auditexamination', {
                token,
                body: { ...versioned, event: event.type, score: 80 },
              }),
            );
          case 'certificate':
            return call(server.app, 'PUT', '/api/train/update-entryusercerdit-status', {
              token,
              body: decision,
            });
          case 'institution':
            return call(server.app, 'PUT', '/api/train/update-applycourse-status', {
              token,
              body: decision,
            });
        }
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
          expectedRefusal(event, record.status),
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
