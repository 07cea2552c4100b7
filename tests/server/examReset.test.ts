/**
 * The two steps of ours on a sign-up (docs/signUps.md): the institution taking an exam
 * result back (`train/reset`, RESET_EXAM with a reason, before any certificate decision),
 * and whoever signed a trainee up signing them up again after a failed exam
 * (`v2/train-reset`, RETRAIN: another open session of the same course, the place counted
 * like a sign-up's, so of two retakes for the last place exactly one gets it).
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusFamilies } from '@machines/workflows';
import { messages, signUps, trainingDates, workflowEvents } from '../../server/db/schema';
import { holdsPlace } from '../../server/lib/coursePlaces';
import { call } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  openCourseSessions,
  signUpSelf,
  type SignUpAnswer,
  whileSessionStarted,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.signUp;

describe.each(testDatabases)('exam reset and retake (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let platform: string;
  let sessionIds: number[];
  let trainees = 0;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    platform = await sessionFor(server, DEMO.platformReviewer);
    ({ sessionIds } = await openCourseSessions(server.db));
  });
  afterAll(() => server.close());

  const firstSession = () => sessionIds[0] ?? -1;
  const secondSession = () => sessionIds[1] ?? -1;

  /** A trainee signed up alone, approved, then examined with the event. */
  async function examined(event: 'PASS_EXAM' | 'FAIL_EXAM') {
    trainees += 1;
    const token = await individualIn(server, '1000');
    const signedUp = await signUpSelf(server.app, token, firstSession(), {
      name: `重考学员${trainees}`,
      idCard: idCardNumber(`51010419870101${String(trainees).padStart(3, '0')}`),
      mobile: `1350000${String(1000 + trainees).slice(-4)}`,
    });
    const approved = await call<SignUpAnswer>(
      server.app,
      'PUT',
      '/api/train/update-applycourse-status',
      {
        token: institution,
        body: { id: signedUp.id, version: signedUp.version, event: 'APPROVE_SIGNUP' },
      },
    );
    const result = await whileSessionStarted(server, firstSession(), () =>
      call<SignUpAnswer>(server.app, 'POST', '/api/train/auditexamination', {
        token: institution,
        body: { id: signedUp.id, version: approved.body.data.version, event, score: 52.5 },
      }),
    );
    expect(result.httpStatus).toBe(200);
    return { token, signUp: result.body.data };
  }

  const reset = (token: string, signUp: SignUpAnswer, comment?: string) =>
    call<SignUpAnswer & { examScore: string }>(server.app, 'PUT', '/api/train/reset', {
      token,
      body: {
        id: signUp.id,
        version: signUp.version,
        event: 'RESET_EXAM',
        ...(comment ? { comment } : {}),
      },
    });
  const retrain = (token: string, signUp: SignUpAnswer, trainingDateId: number) =>
    call<SignUpAnswer & { examScore: string }>(server.app, 'PUT', '/api/v2/train-reset', {
      token,
      body: { id: signUp.id, version: signUp.version, trainingDateId },
    });

  it('takes a passed exam back with a reason: approved again, the score gone, the step on record', async () => {
    const { signUp } = await examined('PASS_EXAM');
    const silent = await reset(institution, signUp);
    expect(silent.httpStatus).toBe(409);
    expect(silent.body.fieldErrors?.comment).toBeDefined();

    const answer = await reset(institution, signUp, '成绩录入错误');
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ status: family.codeOf('approved'), examScore: '' });
    const [step] = await server.db
      .select({ from: workflowEvents.fromCode, comment: workflowEvents.comment })
      .from(workflowEvents)
      .where(and(eq(workflowEvents.entityId, signUp.id), eq(workflowEvents.event, 'RESET_EXAM')));
    expect(step).toEqual({ from: family.codeOf('examPassed'), comment: '成绩录入错误' });

    // Recorded anew, as failed this time.
    const again = await whileSessionStarted(server, firstSession(), () =>
      call<SignUpAnswer>(server.app, 'POST', '/api/train/auditexamination', {
        token: institution,
        body: { id: signUp.id, version: answer.body.data.version, event: 'FAIL_EXAM', score: 40 },
      }),
    );
    expect(again.body.data.status).toBe(family.codeOf('examFailed'));
  });

  it('refuses a reset once the certificate is decided, and to anyone but the institution', async () => {
    const { token, signUp } = await examined('PASS_EXAM');
    expect((await reset(token, signUp, '理由')).httpStatus).toBe(403);
    expect((await reset(platform, signUp, '理由')).httpStatus).toBe(403);
    const issued = await call<SignUpAnswer>(
      server.app,
      'PUT',
      '/api/train/update-entryusercerdit-status',
      { token: platform, body: { id: signUp.id, version: signUp.version, event: 'ISSUE' } },
    );
    expect(issued.httpStatus).toBe(200);
    const refused = await reset(institution, issued.body.data, '理由');
    expect(refused.httpStatus).toBe(409);
    const other = await institutionSession(server, DEMO.tianfuAdmin, '2110');
    expect((await reset(other, issued.body.data, '理由')).httpStatus).toBe(404);
  });

  it('signs a failed trainee up again for another session: waiting for review, the score gone', async () => {
    const { token, signUp } = await examined('FAIL_EXAM');
    const answer = await retrain(token, signUp, secondSession());
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: family.codeOf('signedUp'),
      trainingDateId: secondSession(),
      examScore: '',
    });
    // The trainee is told where it stands; the institution, that it must decide again.
    const told = await server.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .orderBy(desc(messages.id))
      .limit(10);
    expect(told.some(({ title }) => title.includes('已报名，待审核'))).toBe(true);
    expect(told).toContainEqual({
      title: '待审核：培训报名',
      content: `${signUp.traineeName}的培训报名已提交给贵单位审核，请在审核页面处理。`,
    });
    // Only once: it is no longer failed.
    expect((await retrain(token, answer.body.data, firstSession())).httpStatus).toBe(409);
  });

  it('refuses a session of another course naming the field, and nothing changes', async () => {
    const { token, signUp } = await examined('FAIL_EXAM');
    const [foreign] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .where(ne(trainingDates.courseId, signUp.courseId))
      .limit(1);
    const answer = await retrain(token, signUp, foreign?.id ?? -1);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.fieldErrors?.trainingDateId).toBeDefined();
    const [stored] = await server.db
      .select({ status: signUps.status, version: signUps.version })
      .from(signUps)
      .where(eq(signUps.id, signUp.id));
    expect(stored).toEqual({ status: family.codeOf('examFailed'), version: signUp.version });
  });

  it('is whoever signed the trainee up’s: the institution’s role may not, another applicant finds nothing', async () => {
    const { signUp } = await examined('FAIL_EXAM');
    expect((await retrain(institution, signUp, secondSession())).httpStatus).toBe(403);
    const stranger = await individualIn(server, '1000');
    expect((await retrain(stranger, signUp, secondSession())).httpStatus).toBe(404);
  });

  it('gives the last place of a session to exactly one of two retakes', async () => {
    const first = await examined('FAIL_EXAM');
    const second = await examined('FAIL_EXAM');
    const [held] = await server.db
      .select({ held: count() })
      .from(signUps)
      .where(and(eq(signUps.trainingDateId, secondSession()), holdsPlace()));
    await server.db
      .update(trainingDates)
      .set({ capacity: (held?.held ?? 0) + 1 })
      .where(eq(trainingDates.id, secondSession()));
    const answers = await Promise.all([
      retrain(first.token, first.signUp, secondSession()),
      retrain(second.token, second.signUp, secondSession()),
    ]);
    expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.httpStatus === 409);
    expect(loser?.body.message).toMatch(/名额/);
    await server.db
      .update(trainingDates)
      .set({ capacity: 100 })
      .where(eq(trainingDates.id, secondSession()));
  });
});
