/**
 * The association corrects an individual's ID card number (issue 41, `user/correct-identity`,
 * ours): every standing sign-up carries the corrected number (a turned-away one keeps its
 * own), the trainee's own identity follows, the admin action log keeps from, to (masked)
 * and why, the trainee is told; bad input names its field; a company's account, one with
 * nothing to correct and the same number are refused; only account administrators may.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adminActions, messages, signUps } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  openCourseSessions,
  signUpSelf,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const OPERATOR = DEMO.operator;
const REVIEWER = DEMO.platformReviewer;
const REASON = '学员持身份证原件到协会核对，原号码录入有误';

describe.each(testDatabases)('identity correction (%s)', (databaseKind) => {
  let server: TestServer;
  let operator: string;
  let first: number;
  let trainees = 0;

  const correct = (token: string, body: Record<string, unknown>) =>
    call<{ corrected: number; idCard: string }>(server.app, 'PUT', '/api/user/correct-identity', {
      token,
      language: 'zh-CN',
      body,
    });
  /** A new individual with a sign-up waiting for its institution. */
  const trainee = async () => {
    trainees += 1;
    const token = await individualIn(server, '1000');
    const person = {
      name: `更正学员${trainees}`,
      idCard: idCardNumber(`51010419930101${String(trainees).padStart(3, '0')}`),
      mobile: `1350000${String(1000 + trainees).slice(-4)}`,
    };
    const one = await signUpSelf(server.app, token, first, person);
    const [row] = await server.db
      .select({ accountId: signUps.applicantAccountId })
      .from(signUps)
      .where(eq(signUps.id, one.id));
    return { token, accountId: row?.accountId ?? -1, signUp: one, idCard: person.idCard };
  };
  const identityOf = async (token: string) =>
    (
      await call<{ idCard: string | null }>(server.app, 'GET', '/api/train/self-identity', {
        token,
      })
    ).body.data.idCard;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    operator = await sessionFor(server, OPERATOR);
    const { sessionIds } = await openCourseSessions(server.db);
    [first = -1] = sessionIds;
  });
  afterAll(() => server.close());

  it('puts the right number on every standing sign-up, logs why and tells the trainee', async () => {
    const { token, accountId, signUp } = await trainee();
    const corrected = idCardNumber('51010419930202111');
    const answer = await correct(operator, { accountId, idCard: corrected, reason: REASON });
    expect(answer.httpStatus, answer.body.message).toBe(200);
    expect(answer.body.data).toEqual({
      corrected: 1,
      idCard: `5101**********${corrected.slice(-4)}`,
    });
    expect(await identityOf(token)).toBe(corrected);
    const [stored] = await server.db
      .select({ idCard: signUps.traineeIdCard, version: signUps.version })
      .from(signUps)
      .where(eq(signUps.id, signUp.id));
    expect(stored).toEqual({ idCard: corrected, version: signUp.version + 1 });
    const [logged] = await server.db
      .select()
      .from(adminActions)
      .where(
        and(
          eq(adminActions.action, 'account.correctIdentity'),
          eq(adminActions.targetId, String(accountId)),
        ),
      );
    expect(logged?.details).toMatchObject({
      to: `5101**********${corrected.slice(-4)}`,
      signUps: 1,
      reason: REASON,
    });
    const [told] = await server.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(eq(messages.recipientAccountId, accountId))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(told?.title).toBe('身份证号码已更正');
    expect(told?.content).toContain(REASON);
  });

  it('names the field of bad input and refuses what cannot be corrected', async () => {
    const { accountId, idCard } = await trainee();
    const noReason = await correct(operator, {
      accountId,
      idCard: idCardNumber('51010419930303111'),
      reason: ' ',
    });
    expect(noReason.httpStatus).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: '请填写更正依据' });
    const badNumber = await correct(operator, {
      accountId,
      idCard: '510104199303031110',
      reason: REASON,
    });
    expect(badNumber.httpStatus).toBe(400);
    expect(Object.keys(badNumber.body.fieldErrors ?? {})).toEqual(['idCard']);
    const same = await correct(operator, { accountId, idCard, reason: REASON });
    expect(same.httpStatus).toBe(400);
    expect(same.body.fieldErrors).toEqual({ idCard: '与当前身份证号码相同，无需更正' });

    const company = await createCompany(server);
    const ofCompany = await correct(operator, {
      accountId: company.accountId,
      idCard: idCardNumber('51010419930404111'),
      reason: REASON,
    });
    expect(ofCompany.httpStatus).toBe(409);
    const nothing = await correct(operator, {
      accountId: await lonelyAccount(),
      idCard: idCardNumber('51010419930505111'),
      reason: REASON,
    });
    expect(nothing.httpStatus).toBe(409);
  });

  it('is for account administrators only', async () => {
    const { accountId, token } = await trainee();
    const body = { accountId, idCard: idCardNumber('51010419930606111'), reason: REASON };
    expect((await correct(await sessionFor(server, REVIEWER), body)).httpStatus).toBe(403);
    expect((await correct(token, body)).httpStatus).toBe(403);
    const institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    expect((await correct(institution, body)).httpStatus).toBe(403);
  });

  /** An individual who never signed up. */
  async function lonelyAccount(): Promise<number> {
    const [account] = await server.db
      .insert(accounts)
      .values({
        userName: `137${String(Date.now() % 1e8).padStart(8, '0')}`,
        mobile: `137${String(Date.now() % 1e8).padStart(8, '0')}`,
        passwordHash: 'not-a-hash',
        name: '从未报名',
        availableRoles: ['1000'],
        activeRole: '1000',
      })
      .returning({ id: accounts.id });
    return account?.id ?? -1;
  }
});
