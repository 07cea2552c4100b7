/**
 * Moving and adding sessions of a running course (issue 41, DESIGN §3.6): the institution
 * asks (`train/request-traindate-change`), the platform decides (`train/update-traindate-status`
 * and its batch) and is told a move waits; an approval moves the days and tells everyone
 * holding a place, whose sign-ups read 已改期; a move is asked and approved only while the
 * session has not begun and into a day ahead (the machine's guard, 409 naming the day); an
 * institution adds a session with no review (`train/add-traindate`). Both databases.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusFamilies } from '@machines/workflows';
import { accounts, courses, messages, trainingDates } from '../../server/db/schema';
import { call } from './support/api';
import { individualIn, trainingInstitution } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  OPEN_COURSE,
  openCourseSessions,
  signUpSelf,
  type SignUpAnswer,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.trainingDate;

interface SessionAnswer {
  id: number;
  status: number;
  version: number;
  courseId: number;
  startsOn: string;
  endsOn: string;
  capacity: number;
  proposedStartsOn: string | null;
  proposedEndsOn: string | null;
  signedUp: number;
  reason: string;
  refusal: string;
}

/** The seed's day is 2025-03-15; the course's sign-up deadline 2025-03-27. */
const AHEAD = { startsOn: '2025-05-10', endsOn: '2025-05-11' };

describe.each(testDatabases)('session moves (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let otherInstitution: string;
  let platform: string;
  let courseId: number;
  let first: number;
  let second: number;

  const sessions = (token: string, query: Record<string, string> = {}) =>
    call<{ list: SessionAnswer[]; total: number }>(
      server.app,
      'GET',
      '/api/train/query-traindate-page',
      { token, query: { pageIndex: '1', pageSize: '100', ...query } },
    );
  const sessionOf = async (id: number) => {
    const answer = await sessions(institution, { courseId: String(courseId) });
    const found = answer.body.data.list.find((row) => row.id === id);
    if (!found) throw new Error(`Session ${id} is not listed`);
    return found;
  };
  const ask = (token: string, session: SessionAnswer, body: Record<string, unknown> = {}) =>
    call<SessionAnswer>(server.app, 'POST', '/api/train/request-traindate-change', {
      token,
      language: 'en',
      body: { id: session.id, version: session.version, ...AHEAD, comment: '场地检修', ...body },
    });
  const decide = (session: SessionAnswer, event: string, comment?: string) =>
    call<SessionAnswer>(server.app, 'PUT', '/api/train/update-traindate-status', {
      token: platform,
      language: 'en',
      body: { id: session.id, version: session.version, event, ...(comment ? { comment } : {}) },
    });
  const messagesOf = (userName: string) =>
    server.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
      .where(eq(accounts.userName, userName))
      .orderBy(desc(messages.id));
  /** The machine's answer for a step the server took: the server must agree. */
  const expected = (
    from: SessionAnswer,
    event: string,
    party: 'institution' | 'platform',
    wasRescheduled = false,
  ) =>
    family.next(
      from.status,
      { type: event as never, actor: { party }, comment: '原因' },
      {
        wasRescheduled,
        startsOn: from.startsOn,
        proposedStartsOn: from.proposedStartsOn ?? AHEAD.startsOn,
        today: '2025-03-15',
      },
    )?.code;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    otherInstitution = (
      await trainingInstitution(server, await sessionFor(server, DEMO.platformReviewer))
    ).token;
    platform = await sessionFor(server, DEMO.superAdmin);
    let sessionIds: number[];
    ({ courseId, sessionIds } = await openCourseSessions(server.db));
    [first = -1, second = -1] = sessionIds;
  });
  afterAll(() => server.close());

  it('moves a session once the platform approves, telling whoever holds a place', async () => {
    const trainee = await individualIn(server, '1000');
    const signUp = await signUpSelf(server.app, trainee, first, {
      name: '改期场次学员',
      idCard: idCardNumber('51010419920101901'),
      mobile: '13600009901',
    });
    const before = await sessionOf(first);
    expect(before.status).toBe(family.codeOf('scheduled'));
    expect(before.signedUp).toBeGreaterThanOrEqual(1);
    // The platform lists only sessions whose move was asked: none of this course yet.
    const unmoved = await sessions(platform, { courseId: String(courseId) });
    expect(unmoved.body.data.total).toBe(0);

    const asked = await ask(institution, before);
    expect(asked.httpStatus, asked.body.message).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: expected(before, 'REQUEST_CHANGE', 'institution'),
      startsOn: before.startsOn,
      proposedStartsOn: AHEAD.startsOn,
      proposedEndsOn: AHEAD.endsOn,
      reason: '场地检修',
    });
    // The platform is told; a second ask while one waits is refused.
    expect((await messagesOf(DEMO.superAdmin))[0]?.title).toBe('待审核：课程场次');
    expect((await ask(institution, asked.body.data)).httpStatus).toBe(409);
    const waiting = await call<{ signUp: SignUpAnswer }>(
      server.app,
      'GET',
      '/api/train/entrycourse-detail',
      { token: trainee, query: { id: String(signUp.id) } },
    );
    expect(waiting.body.data.signUp.dateStatus).toBe(family.codeOf('changeRequested'));
    const queue = await sessions(platform);
    expect(queue.body.data.list[0]).toMatchObject({ id: first, status: 3 });

    const approved = await decide(asked.body.data, 'APPROVE_CHANGE');
    expect(approved.httpStatus, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: expected(asked.body.data, 'APPROVE_CHANGE', 'platform'),
      ...AHEAD,
      proposedStartsOn: null,
      proposedEndsOn: null,
    });
    const told = await call<{ list: { title: string; content: string }[] }>(
      server.app,
      'GET',
      '/api/corporate/query-message-page',
      { token: trainee, query: { pageIndex: '1', pageSize: '10' } },
    );
    const movedMessage = told.body.data.list.find((message) =>
      message.title.startsWith('培训改期'),
    );
    expect(movedMessage?.title).toBe(`培训改期：${OPEN_COURSE}`);
    expect(movedMessage?.content).toContain(`改为 ${AHEAD.startsOn} – ${AHEAD.endsOn}`);
    // The institution that asked hears the decision.
    expect((await messagesOf(DEMO.shuxinAdmin))[0]?.title).toMatch(/课程场次/);
    const moved = await call<{ signUp: SignUpAnswer }>(
      server.app,
      'GET',
      '/api/train/entrycourse-detail',
      { token: trainee, query: { id: String(signUp.id) } },
    );
    expect(moved.body.data.signUp).toMatchObject({
      startsOn: AHEAD.startsOn,
      dateStatus: family.codeOf('changed'),
    });
  });

  it('refuses a move only with a reason, back to where the session stood', async () => {
    const session = await sessionOf(first);
    // A reason too long is named as the form names it, with the limit.
    const tooLong = await ask(institution, session, { comment: '因'.repeat(201) });
    expect(tooLong.httpStatus).toBe(400);
    expect(tooLong.body.message).toBe('Reason for the move: Too long: at most 200 characters');
    const asked = await ask(institution, session, {
      startsOn: '2025-05-20',
      endsOn: '2025-05-21',
    });
    expect(asked.httpStatus, asked.body.message).toBe(200);
    expect((await decide(asked.body.data, 'REFUSE_CHANGE')).httpStatus).not.toBe(200);
    const refused = await decide(asked.body.data, 'REFUSE_CHANGE', '与考试冲突');
    expect(refused.httpStatus, refused.body.message).toBe(200);
    expect(refused.body.data).toMatchObject({
      status: expected(asked.body.data, 'REFUSE_CHANGE', 'platform', true),
      startsOn: session.startsOn,
      proposedStartsOn: null,
      refusal: '与考试冲突',
    });
    expect(refused.body.data.status).toBe(family.codeOf('changed'));
  });

  it('asks and approves a move only while the session and the new day are ahead', async () => {
    const session = await sessionOf(second);
    const today = await ask(institution, session, { startsOn: '2025-03-15', endsOn: '2025-03-16' });
    // Before the deadline is the schedule's rule; the day of the step the machine's.
    expect(today.httpStatus).toBe(400);
    expect(today.body.fieldErrors).toHaveProperty('startsOn');
    const noReason = await ask(institution, session, { comment: ' ' });
    expect(noReason.httpStatus).toBe(400);
    expect(noReason.body.fieldErrors).toHaveProperty('comment');
    const backwards = await ask(institution, session, { endsOn: '2025-05-01' });
    expect(backwards.body.fieldErrors).toHaveProperty('endsOn');
    expect((await ask(otherInstitution, session)).httpStatus).toBe(404);

    const asked = await ask(institution, session);
    expect(asked.httpStatus, asked.body.message).toBe(200);
    // The asked day passed while the platform waited: approval is refused, naming it.
    await server.db
      .update(trainingDates)
      .set({ proposedStartsOn: '2025-03-15' })
      .where(eq(trainingDates.id, second));
    const late = await decide(asked.body.data, 'APPROVE_CHANGE');
    expect(late.httpStatus).toBe(409);
    expect(late.body.message).toContain('2025-03-15');
    expect((await decide(asked.body.data, 'REFUSE_CHANGE', '日期已过')).httpStatus).toBe(200);

    // A session begun is moved no more.
    const [row] = await server.db
      .select({ startsOn: trainingDates.startsOn, endsOn: trainingDates.endsOn })
      .from(trainingDates)
      .where(eq(trainingDates.id, second));
    await server.db
      .update(trainingDates)
      .set({ startsOn: '2025-03-14' })
      .where(eq(trainingDates.id, second));
    const begun = await ask(institution, await sessionOf(second));
    expect(begun.httpStatus).toBe(409);
    expect(begun.body.message).toContain('2025-03-14');
    await server.db
      .update(trainingDates)
      .set({ startsOn: row?.startsOn ?? '', endsOn: row?.endsOn ?? '' })
      .where(eq(trainingDates.id, second));
  });

  it('decides a batch item by item', async () => {
    // Two staff adding at once: both sessions are stored.
    const [added, other] = await Promise.all(
      ['2025-06-01', '2025-06-08'].map((startsOn) =>
        call<SessionAnswer>(server.app, 'POST', '/api/train/add-traindate', {
          token: institution,
          body: { courseId, startsOn, endsOn: startsOn, capacity: 10, location: '' },
        }),
      ),
    );
    expect([added?.httpStatus, other?.httpStatus]).toEqual([200, 200]);
    const one = await ask(institution, added?.body.data as SessionAnswer);
    const two = await ask(institution, other?.body.data as SessionAnswer);
    const answer = await call<{ results: { id: number; ok: boolean; message?: string }[] }>(
      server.app,
      'PUT',
      '/api/train/muliti-update-traindate-status',
      {
        token: platform,
        body: {
          event: 'APPROVE_CHANGE',
          items: [
            { id: one.body.data.id, version: one.body.data.version },
            { id: two.body.data.id, version: two.body.data.version + 5 },
          ],
        },
      },
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.results).toEqual([
      expect.objectContaining({ id: one.body.data.id, ok: true }),
      expect.objectContaining({ id: two.body.data.id, ok: false, message: expect.any(String) }),
    ]);
  });

  it('adds a session to a running course of its own, within the course’s rules', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call<SessionAnswer>(server.app, 'POST', '/api/train/add-traindate', {
        token,
        language: 'en',
        body: { courseId, ...AHEAD, capacity: 20, location: '二号教室', ...body },
      });
    const added = await add(institution, {});
    expect(added.httpStatus, added.body.message).toBe(200);
    expect(added.body.data).toMatchObject({ status: 0, courseId, ...AHEAD, signedUp: 0 });
    const open = await call<{ dates: { id: number }[] }[]>(
      server.app,
      'GET',
      '/api/train/applycourselist',
      { token: await individualIn(server, '1000'), query: { courseId: String(courseId) } },
    );
    expect(JSON.stringify(open.body.data)).toContain(`"id":${added.body.data.id}`);
    expect((await add(institution, { capacity: 61 })).body.fieldErrors).toHaveProperty('capacity');
    expect((await add(institution, { startsOn: '2025-03-20' })).body.fieldErrors).toHaveProperty(
      'startsOn',
    );
    expect((await add(otherInstitution, {})).httpStatus).toBe(404);
    const [draft] = await server.db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(accounts, eq(accounts.corporateId, courses.corporateId))
      .where(and(eq(accounts.userName, DEMO.shuxinAdmin), eq(courses.status, 0)));
    if (draft) expect((await add(institution, { courseId: draft.id })).httpStatus).toBe(409);
    // A trainee or the platform adds nothing.
    expect((await add(platform, {})).httpStatus).toBe(403);
  });

  it('keeps another institution’s course out of reach', async () => {
    const answer = await sessions(otherInstitution, { courseId: String(courseId) });
    expect(answer.httpStatus).toBe(404);
    expect((await sessions(institution)).httpStatus).toBe(404);
  });
});
