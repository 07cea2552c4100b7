/**
 * Suite 6, concurrency (ASVS 2.3.3 / 11.1.6: no double processing under races): 50
 * reviewers' sessions decide one application at the same moment, all naming the version
 * they saw; exactly one decision changes it, leaving one audit row and one message to
 * the applicant, and the 49 others get a clear, localized conflict. Then 50 batches that
 * overlap on the same applications, in different orders: every item decided once.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, workflowEvents } from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { createCompany } from '../server/support/companies';
import { testDatabases } from '../server/support/databases';
import { realnameApi, submitNew, type BatchResult, type Row } from '../server/support/realname';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { createAccount } from './support/sessionAccounts';
import { SuiteSummary } from '../../scripts/support/suiteSummary';

const SIMULTANEOUS = 50;
const REVIEWER_ACCOUNTS = 5;
const BATCH_ITEMS = 5;
const ENTITY = 'realname_applications';

/** Every kind of decision competes; the winner's decides the outcome. */
const DECISIONS = [
  { event: 'APPROVE', status: 2 },
  { event: 'RETURN', status: 4, comment: '请补充材料' },
  { event: 'REJECT', status: 3, comment: '材料不实' },
] as const;

interface Reviewer {
  readonly accountId: number;
  readonly token: string;
  /** Half the reviewers read Chinese, half English: the conflict is told in both. */
  readonly language: 'zh' | 'en';
}

describe.each(testDatabases)('concurrency on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof realnameApi>;
  let reviewers: Reviewer[];
  const summary = new SuiteSummary(`6-concurrency-${kind}`, `Concurrency (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = realnameApi(server.app);
    const accounts = [];
    for (let index = 0; index < REVIEWER_ACCOUNTS; index += 1) {
      accounts.push(await createAccount(server, { roles: ['0100'] }));
    }
    reviewers = [];
    for (let index = 0; index < SIMULTANEOUS; index += 1) {
      const account = accounts[index % REVIEWER_ACCOUNTS];
      if (!account) throw new Error('no reviewer');
      const token = await account.newSession();
      reviewers.push({ accountId: account.accountId, token, language: index % 2 ? 'en' : 'zh' });
    }
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const conflict = (language: string) => t(language === 'en' ? 'en' : 'zh', 'error.conflict');

  const stepsOf = async (id: number) => {
    const rows = await server.db
      .select()
      .from(workflowEvents)
      .where(and(eq(workflowEvents.entity, ENTITY), eq(workflowEvents.entityId, id)));
    return rows;
  };
  const messagesTo = async (accountId: number) => {
    const [row] = await server.db
      .select({ total: count() })
      .from(messages)
      .where(eq(messages.recipientAccountId, accountId));
    return row?.total ?? 0;
  };

  async function submittedApplication() {
    const company = await createCompany(server);
    const application = await submitNew(server.app, company);
    return { company, application };
  }

  it(`lets exactly one of ${SIMULTANEOUS} simultaneous decisions through`, async () => {
    const { company, application } = await submittedApplication();
    const messagesBefore = await messagesTo(company.accountId);
    const stepsBefore = (await stepsOf(application.id)).length;

    const answers = await Promise.all(
      reviewers.map((reviewer, index) => {
        const { event, ...decision } = DECISIONS[index % DECISIONS.length] ?? DECISIONS[0];
        const comment = 'comment' in decision ? decision.comment : undefined;
        const body = { id: application.id, version: application.version, event, comment };
        return api.decide(reviewer.token, body, reviewer.language);
      }),
    );
    summary.add('simultaneous decisions', answers.length);

    const winners = answers.flatMap((answer, index) =>
      answer.httpStatus === 200 ? [{ answer, index }] : [],
    );
    expect(winners).toHaveLength(1);
    const [winner] = winners;
    if (!winner) throw new Error('no winner');
    const decided = DECISIONS[winner.index % DECISIONS.length];
    expect(winner.answer.body.data).toMatchObject({ status: decided?.status, version: 2 });

    answers.forEach((answer, index) => {
      if (index === winner.index) return;
      const language = reviewers[index]?.language ?? 'zh';
      expect({ index, status: answer.httpStatus, body: answer.body }).toEqual({
        index,
        status: 409,
        body: { status: 409, message: conflict(language), data: null },
      });
      summary.add('conflicts answered');
    });

    const steps = await stepsOf(application.id);
    expect(steps).toHaveLength(stepsBefore + 1);
    expect(steps.at(-1)).toMatchObject({
      event: decided?.event,
      fromCode: 1,
      toCode: decided?.status,
      actorAccountId: reviewers[winner.index]?.accountId,
    });
    expect(await messagesTo(company.accountId)).toBe(messagesBefore + 1);
    summary.add('transitions made', 1);
  });

  it(`decides every item of ${SIMULTANEOUS} overlapping batches exactly once`, async () => {
    const submitted: { company: { accountId: number }; application: Row }[] = [];
    for (let index = 0; index < BATCH_ITEMS; index += 1)
      submitted.push(await submittedApplication());
    const before = await Promise.all(
      submitted.map(async ({ company, application }) => ({
        messages: await messagesTo(company.accountId),
        steps: (await stepsOf(application.id)).length,
      })),
    );
    const items = submitted.map(({ application }) => ({
      id: application.id,
      version: application.version,
    }));

    // Each batch starts at another item, so the batches reach the items in different orders.
    const answers = await Promise.all(
      reviewers.map((reviewer, index) => {
        const shift = index % items.length;
        const rotated = [...items.slice(shift), ...items.slice(0, shift)];
        return api.decideMany(
          reviewer.token,
          { items: rotated, event: 'APPROVE' },
          reviewer.language,
        );
      }),
    );
    summary.add('simultaneous batch decisions', answers.length);

    const decidedBy = new Map<number, number>();
    answers.forEach((answer, index) => {
      expect(answer.httpStatus).toBe(200);
      const language = reviewers[index]?.language ?? 'zh';
      for (const result of answer.body.data.results as BatchResult[]) {
        if (result.ok) {
          expect(result).toEqual({ id: result.id, ok: true, status: 2, version: 2 });
          decidedBy.set(result.id, (decidedBy.get(result.id) ?? 0) + 1);
        } else {
          expect(result).toEqual({ id: result.id, ok: false, message: conflict(language) });
          summary.add('batch item conflicts answered');
        }
      }
    });
    expect(Object.fromEntries(decidedBy)).toEqual(
      Object.fromEntries(items.map((item) => [item.id, 1])),
    );

    for (const [index, { company, application }] of submitted.entries()) {
      const steps = await stepsOf(application.id);
      expect(steps).toHaveLength((before[index]?.steps ?? 0) + 1);
      expect(steps.at(-1)).toMatchObject({ event: 'APPROVE', fromCode: 1, toCode: 2 });
      expect(await messagesTo(company.accountId)).toBe((before[index]?.messages ?? 0) + 1);
    }
    summary.add('batch items decided once', items.length);
  });
});
