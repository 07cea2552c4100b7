/**
 * Date changes (issue 16, DESIGN §3.6): an approved trainee's applicant asks to move to
 * another session of the course (`train/changedate`), the course's institution lists
 * (`train/changedatelist`) and decides them (approve moves the sign-up under the place
 * locks, refuse needs a reason), one request waits at a time, the batch answers per item,
 * and the server agrees with the machine on both of its paths.
 */
import { and, asc, eq, like, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusFamilies } from '@machines/workflows';
import { accounts, messages, signUps, trainingDates } from '../../server/db/schema';
import { call } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  openCourseSessions,
  signUpSelf,
  type SignUpAnswer,
} from './support/signUps';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.dateChange;
const dateStatus = statusFamilies.trainingDate;

interface DateChangeAnswer {
  id: number;
  status: number;
  version: number;
  signUpId: number;
  traineeName: string;
  from: { trainingDateId: number };
  to: { trainingDateId: number };
  reason: string;
  refusal: string;
}

interface DetailAnswer {
  signUp: SignUpAnswer;
  events: { event: string; family?: string; fromCode: number | null; detail?: string }[];
  dateChanges: DateChangeAnswer[];
  mayAskDateChange: boolean;
}

describe.each(testDatabases)('date changes (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let otherInstitution: string;
  let courseId: number;
  let first: number;
  let second: number;
  let trainees = 0;

  const ask = (token: string, signUpId: number, trainingDateId: number, reason = '工作冲突') =>
    call<DateChangeAnswer>(server.app, 'POST', '/api/train/changedate', {
      token,
      language: 'en',
      body: { signUpId, trainingDateId, reason },
    });
  const decide = (token: string, request: DateChangeAnswer, event: string, comment?: string) =>
    call<DateChangeAnswer>(server.app, 'PUT', '/api/train/update-changedate-status', {
      token,
      language: 'en',
      body: { id: request.id, version: request.version, event, ...(comment ? { comment } : {}) },
    });
  const list = (token: string, body: Record<string, unknown> = {}) =>
    call<{ list: DateChangeAnswer[]; total: number }>(
      server.app,
      'POST',
      '/api/train/changedatelist',
      { token, body: { pageIndex: 1, pageSize: 100, ...body } },
    );
  const detail = (token: string, id: number) =>
    call<DetailAnswer>(server.app, 'GET', '/api/train/entrycourse-detail', {
      token,
      query: { id: String(id) },
    });

  /** A new individual signed up to the first session; approved unless told otherwise. */
  const trainee = async ({ approved = true } = {}) => {
    trainees += 1;
    const token = await individualIn(server, '1000');
    const signedUp = await signUpSelf(server.app, token, first, {
      name: `改期学员${trainees}`,
      idCard: idCardNumber(`51010419920101${String(trainees).padStart(3, '0')}`),
      mobile: `1360000${String(1000 + trainees).slice(-4)}`,
    });
    if (!approved) return { token, signUp: signedUp };
    const answer = await call<SignUpAnswer>(
      server.app,
      'PUT',
      '/api/train/update-applycourse-status',
      {
        token: institution,
        body: { id: signedUp.id, version: signedUp.version, event: 'APPROVE_SIGNUP' },
      },
    );
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return { token, signUp: answer.body.data };
  };
  /** A trainee who asked to move to the second session. */
  const asked = async () => {
    const { token, signUp } = await trainee();
    const answer = await ask(token, signUp.id, second);
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return { token, signUp, request: answer.body.data };
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    otherInstitution = await institutionSession(server, DEMO.tianfuAdmin, '2110');
    let sessionIds: number[];
    ({ courseId, sessionIds } = await openCourseSessions(server.db));
    [first = -1, second = -1] = sessionIds;
  });
  afterAll(() => server.close());

  it('moves an approved sign-up once its institution approves, telling the applicant', async () => {
    const { token, signUp, request } = await asked();
    expect(request).toMatchObject({
      status: family.codeOf('pending'),
      signUpId: signUp.id,
      traineeName: signUp.traineeName,
      from: { trainingDateId: first },
      to: { trainingDateId: second },
      reason: '工作冲突',
    });
    const waiting = (await detail(token, signUp.id)).body.data;
    expect(waiting.dateChanges.map((change) => change.id)).toEqual([request.id]);
    expect(waiting.mayAskDateChange).toBe(false);
    // The sign-up reads 改期申请中, and its history holds the asking, naming the move.
    expect(waiting.signUp.dateStatus).toBe(dateStatus.codeOf('changeRequested'));
    const askedStep = waiting.events.find((entry) => entry.event === 'REQUEST_CHANGE');
    expect(askedStep).toMatchObject({ family: 'dateChange', fromCode: null });
    expect(askedStep?.detail).toMatch(/^\d{4}-\d{2}-\d{2}.* → \d{4}-\d{2}-\d{2}/);
    const inCourse = await call<{ list: SignUpAnswer[] }>(
      server.app,
      'GET',
      '/api/train/query-entryuser-page',
      {
        token: institution,
        query: { pageIndex: '1', pageSize: '100', courseId: String(courseId) },
      },
    );
    expect(inCourse.httpStatus, inCourse.body.message).toBe(200);
    expect(inCourse.body.data.list.find((row) => row.id === signUp.id)?.dateStatus).toBe(
      dateStatus.codeOf('changeRequested'),
    );

    const listed = await list(institution);
    expect(listed.httpStatus).toBe(200);
    const statuses = listed.body.data.list.map((row) => row.status);
    expect(statuses.indexOf(family.codeOf('pending'))).toBe(0);
    expect(listed.body.data.list.map((row) => row.id)).toContain(request.id);

    const approved = await decide(institution, request, 'APPROVE_CHANGE');
    expect(approved.httpStatus, approved.body.message).toBe(200);
    expect(approved.body.data.status).toBe(family.codeOf('approved'));
    const moved = (await detail(token, signUp.id)).body.data;
    expect(moved.signUp.trainingDateId).toBe(second);
    expect(moved.signUp.version).toBe(signUp.version + 1);
    expect(moved.mayAskDateChange).toBe(true);
    expect(moved.signUp.dateStatus).toBe(dateStatus.codeOf('changed'));
    expect(moved.events.map((entry) => entry.event)).toEqual([
      'SIGN_UP',
      'APPROVE_SIGNUP',
      'REQUEST_CHANGE',
      'APPROVE_CHANGE',
    ]);
    // A decided request is decided for good.
    expect((await decide(institution, approved.body.data, 'REFUSE_CHANGE', '不')).httpStatus).toBe(
      409,
    );
  });

  it('tells the course’s institution of each sign-up and each move waiting for it', async () => {
    const toldAbout = (userName: string, applicant: string) =>
      server.db
        .select({ title: messages.title, content: messages.content })
        .from(messages)
        .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
        .where(and(eq(accounts.userName, userName), like(messages.content, `${applicant}的%`)))
        .orderBy(asc(messages.id));
    const { signUp } = await asked();
    expect(await toldAbout(DEMO.shuxinAdmin, signUp.traineeName)).toEqual([
      {
        title: '待审核：培训报名',
        content: `${signUp.traineeName}的培训报名已提交给贵单位审核，请在审核页面处理。`,
      },
      {
        title: '待审核：改期申请',
        content: `${signUp.traineeName}的改期申请已提交给贵单位审核，请在审核页面处理。`,
      },
    ]);
    // Another institution hears nothing of it.
    expect(await toldAbout(DEMO.tianfuAdmin, signUp.traineeName)).toEqual([]);
  });

  it('refuses only with a reason, which the applicant reads', async () => {
    const { token, signUp, request } = await asked();
    expect((await decide(institution, request, 'REFUSE_CHANGE')).httpStatus).toBe(409);
    const refused = await decide(institution, request, 'REFUSE_CHANGE', '第二期名额已满');
    expect(refused.httpStatus, refused.body.message).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 2, refusal: '第二期名额已满' });
    const read = (await detail(token, signUp.id)).body.data;
    expect(read.signUp.trainingDateId).toBe(first);
    expect(read.dateChanges[0]).toMatchObject({ status: 2, refusal: '第二期名额已满' });
    // Refused, it never moved: the sign-up's date is its own again.
    expect(read.signUp.dateStatus).toBeNull();
    expect(read.mayAskDateChange).toBe(true);
  });

  it('names the field of bad input and refuses what the sign-up does not allow', async () => {
    const { token, signUp } = await trainee();
    const noReason = await ask(token, signUp.id, second, '  ');
    expect(noReason.httpStatus).toBe(400);
    expect(noReason.body.fieldErrors).toHaveProperty('reason');
    const sameSession = await ask(token, signUp.id, first);
    expect(sameSession.httpStatus).toBe(400);
    expect(sameSession.body.fieldErrors).toHaveProperty('trainingDateId');
    const [otherCourse] = await server.db
      .select({ id: trainingDates.id })
      .from(trainingDates)
      .where(ne(trainingDates.courseId, courseId))
      .limit(1);
    const elsewhere = await ask(token, signUp.id, otherCourse?.id ?? -1);
    expect(elsewhere.httpStatus).toBe(400);
    expect(elsewhere.body.fieldErrors).toHaveProperty('trainingDateId');

    const once = await ask(token, signUp.id, second);
    expect(once.httpStatus).toBe(200);
    const twice = await ask(token, signUp.id, second);
    expect(twice.httpStatus).toBe(409);
    expect(twice.body.message).toMatch(/already waiting/);

    const waitingSignUp = await trainee({ approved: false });
    const early = await ask(waitingSignUp.token, waitingSignUp.signUp.id, second);
    expect(early.httpStatus).toBe(409);
    expect(early.body.message).toMatch(/once it is approved/);
  });

  it('refuses a move the sign-up outgrew, or a session full by then, moving nothing', async () => {
    const cancelled = await asked();
    const cancel = await call(server.app, 'DELETE', '/api/train/delte-entry-course', {
      token: cancelled.token,
      query: { id: String(cancelled.signUp.id), version: String(cancelled.signUp.version) },
    });
    expect(cancel.httpStatus, cancel.body.message).toBe(200);
    const outdated = await decide(institution, cancelled.request, 'APPROVE_CHANGE');
    expect(outdated.httpStatus).toBe(409);
    expect(outdated.body.message).toMatch(/no longer applies/);
    // The step was undone with the move: the request still waits for a refusal.
    const stillWaiting = await list(institution, { traineeName: cancelled.signUp.traineeName });
    expect(stillWaiting.body.data.list[0]?.status).toBe(family.codeOf('pending'));

    const full = await asked();
    const [session] = await server.db
      .select({ capacity: trainingDates.capacity })
      .from(trainingDates)
      .where(eq(trainingDates.id, second));
    // Filled since the ask: no more places than it holds now (the approved moves above).
    const heldInSecond = await server.db.$count(
      signUps,
      and(eq(signUps.trainingDateId, second), notInArray(signUps.status, [2, 3])),
    );
    await server.db
      .update(trainingDates)
      .set({ capacity: Math.max(1, heldInSecond) })
      .where(eq(trainingDates.id, second));
    try {
      const refused = await decide(institution, full.request, 'APPROVE_CHANGE');
      expect(refused.httpStatus).toBe(409);
      const unmoved = (await detail(full.token, full.signUp.id)).body.data;
      expect(unmoved.signUp.trainingDateId).toBe(first);
    } finally {
      await server.db
        .update(trainingDates)
        .set({ capacity: session?.capacity ?? 30 })
        .where(eq(trainingDates.id, second));
    }
  });

  it('keeps requests within their parties', async () => {
    const { signUp, request } = await asked();
    const stranger = await individualIn(server, '1000');
    expect((await ask(stranger, signUp.id, second)).httpStatus).toBe(404);
    expect((await decide(stranger, request, 'APPROVE_CHANGE')).httpStatus).toBe(403);
    expect((await list(stranger)).httpStatus).toBe(403);
    expect((await decide(otherInstitution, request, 'APPROVE_CHANGE')).httpStatus).toBe(404);
    const theirs = await list(otherInstitution);
    expect(theirs.body.data.list.map((row) => row.id)).not.toContain(request.id);
    expect((await list(otherInstitution, { courseId })).httpStatus).toBe(404);
    // The institution reads the sign-up's requests on its detail, but never asks one.
    const seen = await call<DetailAnswer>(server.app, 'GET', '/api/train/query-entry-user-detail', {
      token: institution,
      query: { id: String(signUp.id) },
    });
    expect(seen.body.data.dateChanges.map((change) => change.id)).toEqual([request.id]);
    expect(seen.body.data.mayAskDateChange).toBe(false);
  });

  it('decides a batch item by item', async () => {
    const one = await asked();
    const two = await asked();
    const answer = await call<{ results: { id: number; ok: boolean; message?: string }[] }>(
      server.app,
      'PUT',
      '/api/train/muliti-update-changedate-status',
      {
        token: institution,
        body: {
          event: 'REFUSE_CHANGE',
          comment: '本期不再调整',
          items: [
            { id: one.request.id, version: one.request.version },
            { id: two.request.id, version: two.request.version + 5 },
          ],
        },
      },
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.results).toEqual([
      expect.objectContaining({ id: one.request.id, ok: true }),
      expect.objectContaining({ id: two.request.id, ok: false, message: expect.any(String) }),
    ]);
  });

  it('agrees with the machine on every path', async () => {
    for (const event of family.eventTypes) {
      const { request } = await asked();
      const expected = family.next(request.status, {
        type: event,
        actor: { party: 'institution' },
        comment: '原因',
      });
      const answer = await decide(institution, request, event, '原因');
      expect(answer.httpStatus, `${event}: ${answer.body.message}`).toBe(200);
      expect(answer.body.data.status).toBe(expected?.code);
    }
  });
});
