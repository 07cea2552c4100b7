import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corporates, messages, workflowEvents } from '../../server/db/schema';
import {
  createCompany,
  freshCompanyName,
  freshCreditCode,
  type TestCompany,
} from './support/companies';
import { testDatabases } from './support/databases';
import { realnameApi, submitNew, type Row } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { uploadLicence } from './support/uploads';
import { minutes } from './support/testClock';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('real-name review (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof realnameApi>;
  let reviewer: string;
  let company: TestCompany;
  let application: Row;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = realnameApi(server.app);
  });
  // Fresh sessions every time: some tests move the clock on, towards the idle timeout.
  beforeEach(async () => {
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    company = await createCompany(server);
    application = await submitNew(server.app, company);
  });
  afterAll(() => server.close());

  const decide = (
    row: Pick<Row, 'id' | 'version'>,
    event: string,
    comment?: string,
    language?: string,
  ) =>
    api.decide(
      reviewer,
      { id: row.id, version: row.version, event, ...(comment ? { comment } : {}) },
      language,
    );

  const companyRecord = async (corporateId: number) => {
    const [row] = await server.db.select().from(corporates).where(eq(corporates.id, corporateId));
    return row;
  };

  const stepsOf = async (id: number) => {
    const [total] = await server.db
      .select({ steps: count() })
      .from(workflowEvents)
      .where(
        and(eq(workflowEvents.entity, 'realname_applications'), eq(workflowEvents.entityId, id)),
      );
    return total?.steps ?? 0;
  };

  const inbox = (accountId: number) =>
    server.db.select().from(messages).where(eq(messages.recipientAccountId, accountId));

  it('approves: the company takes the certified name and code, and is told', async () => {
    await server.db
      .update(corporates)
      .set({ name: '旧名称', creditCode: null })
      .where(eq(corporates.id, company.corporateId));
    server.clock.advance(minutes(10));
    const answer = await decide(application, 'APPROVE');
    expect(answer.httpStatus).toBe(200);
    const decidedAt = server.clock.now().toISOString();
    expect(answer.body.data).toMatchObject({ status: 2, version: 2, decidedAt });
    expect(await companyRecord(company.corporateId)).toMatchObject({
      name: company.name,
      creditCode: company.creditCode,
      verifiedAt: new Date(decidedAt),
    });
    const told = await inbox(company.accountId);
    expect(told.map((message) => message.title)).toContain('实名认证申请：已通过');
    const [step] = await server.db
      .select()
      .from(workflowEvents)
      .where(and(eq(workflowEvents.entityId, application.id), eq(workflowEvents.event, 'APPROVE')));
    expect(step).toMatchObject({ fromCode: 1, toCode: 2, actorRole: '0100', comment: null });
  });

  it('rejects and returns only with a comment, which reaches the applicant', async () => {
    const bare = await decide(application, 'REJECT');
    expect(bare.httpStatus).toBe(409);
    expect(bare.body.message).toBe('“驳回”需要填写审核意见');
    const bareEn = await decide(application, 'RETURN', '  ', 'en');
    expect(bareEn.body.message).toBe('“Return” needs a comment');
    expect(bareEn.body.fieldErrors).toEqual({ comment: '“Return” needs a comment' });

    const returned = await decide(application, 'RETURN', '请补充法定代表人身份证明');
    expect(returned.body.data).toMatchObject({ status: 4, version: 2 });
    const told = await inbox(company.accountId);
    expect(told.at(-1)?.content).toContain('意见：请补充法定代表人身份证明');

    const resubmitted = await api.submit(company.token, { id: application.id, version: 2 });
    expect(resubmitted.body.data).toMatchObject({ status: 1, version: 4 });
    const rejected = await decide(resubmitted.body.data, 'REJECT', '材料不实');
    expect(rejected.body.data.status).toBe(3);
    const detail = await api.detail(company.token, { id: String(application.id) });
    expect(detail.body.data.events.map((step) => [step.event, step.comment])).toEqual([
      ['SUBMIT', null],
      ['RETURN', '请补充法定代表人身份证明'],
      ['SUBMIT', null],
      ['REJECT', '材料不实'],
    ]);
    expect(detail.body.data.availableEvents).toEqual([]);
  });

  it('refuses a step the workflow does not allow, naming status and action', async () => {
    const approved = (await decide(application, 'APPROVE')).body.data;
    const again = await decide(approved, 'APPROVE');
    expect(again.httpStatus).toBe(409);
    expect(again.body.message).toBe('当前状态为“已通过”，不能执行“通过”');
    const restore = await decide(approved, 'RESTORE', undefined, 'en');
    expect(restore.body.message).toBe('“Restore” is not possible while the status is “Approved”');
    const unknown = await decide(approved, 'SUBMIT');
    expect(unknown.httpStatus).toBe(400);
    expect(await stepsOf(application.id)).toBe(2);
  });

  it('refuses a stale version', async () => {
    const stale = await decide({ id: application.id, version: 0 }, 'APPROVE', undefined, 'en');
    expect(stale.httpStatus).toBe(409);
    expect(stale.body.message).toBe('Changed by someone else, please reload');
  });

  it('revokes and restores, and the company record follows', async () => {
    const approved = (await decide(application, 'APPROVE')).body.data;
    const revoked = (await decide(approved, 'REVOKE', '资料存在问题')).body.data;
    expect(revoked.status).toBe(6);
    expect((await companyRecord(company.corporateId))?.verifiedAt).toBeNull();
    server.clock.advance(minutes(20));
    const restored = (await decide(revoked, 'RESTORE')).body.data;
    expect(restored.status).toBe(2);
    expect((await companyRecord(company.corporateId))?.verifiedAt).toEqual(server.clock.now());
  });

  it('falls back to the previous approval when the latest one is revoked', async () => {
    const first = (await decide(application, 'APPROVE')).body.data;
    const renamed = { ...company, name: freshCompanyName(), creditCode: freshCreditCode() };
    server.clock.advance(minutes(5));
    const second = await submitNew(server.app, renamed);
    const approved = (await decide(second, 'APPROVE')).body.data;
    expect(await companyRecord(company.corporateId)).toMatchObject({ name: renamed.name });
    await decide(approved, 'REVOKE');
    expect(await companyRecord(company.corporateId)).toMatchObject({
      name: company.name,
      creditCode: company.creditCode,
      verifiedAt: new Date(first.decidedAt ?? ''),
    });
  });

  it('refuses an approval whose credit code another company holds, changing nothing', async () => {
    const other = await createCompany(server);
    await server.db
      .update(corporates)
      .set({ creditCode: null })
      .where(eq(corporates.id, company.corporateId));
    await server.db
      .update(corporates)
      .set({ creditCode: company.creditCode })
      .where(eq(corporates.id, other.corporateId));
    const before = (await inbox(company.accountId)).length;
    const answer = await decide(application, 'APPROVE', undefined, 'en');
    expect(answer.httpStatus).toBe(409);
    expect(answer.body.message).toBe(
      'Unified social credit code: This unified social credit code already belongs to another company',
    );
    const detail = await api.detail(reviewer, { id: String(application.id) });
    expect(detail.body.data.application).toMatchObject({ status: 1, version: 1 });
    expect(await stepsOf(application.id)).toBe(1);
    expect(await inbox(company.accountId)).toHaveLength(before);
  });

  it('decides a batch item by item, summarising each', async () => {
    const second = await submitNew(server.app, await createCompany(server));
    const draftOwner = await createCompany(server);
    const draft = (await api.save(draftOwner.token, {})).body.data;
    const answer = await api.decideMany(
      reviewer,
      {
        items: [
          { id: application.id, version: application.version },
          { id: second.id, version: second.version - 1 },
          { id: draft.id, version: draft.version },
        ],
        event: 'APPROVE',
      },
      'en',
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.results).toEqual([
      { id: application.id, ok: true, status: 2, version: 2 },
      { id: second.id, ok: false, message: 'Changed by someone else, please reload' },
      { id: draft.id, ok: false, message: 'The requested resource does not exist' },
    ]);
  });

  it('refuses an empty or oversized batch, and a batch rejection without comment item by item', async () => {
    expect((await api.decideMany(reviewer, { items: [], event: 'APPROVE' })).httpStatus).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => ({ id: index + 1, version: 0 }));
    expect((await api.decideMany(reviewer, { items: many, event: 'APPROVE' })).httpStatus).toBe(
      400,
    );
    const answer = await api.decideMany(reviewer, {
      items: [{ id: application.id, version: application.version }],
      event: 'REJECT',
    });
    expect(answer.body.data.results).toEqual([
      { id: application.id, ok: false, message: '“驳回”需要填写审核意见' },
    ]);
  });

  it('is for platform reviewers only, and drafts do not exist for them', async () => {
    const body = { id: application.id, version: application.version, event: 'APPROVE' };
    expect((await api.decide(company.token, body)).httpStatus).toBe(403);
    const operator = await sessionFor(server, DEMO.operator);
    expect((await api.reviewPage(operator)).httpStatus).toBe(403);
    expect(
      (await api.decideMany(company.token, { items: [body], event: 'APPROVE' })).httpStatus,
    ).toBe(403);
    expect(
      (await api.refreshSync(company.token, { corporateId: company.corporateId })).httpStatus,
    ).toBe(403);
    const draft = (await api.save((await createCompany(server)).token, {})).body.data;
    const onDraft = await decide(draft, 'APPROVE');
    expect(onDraft.httpStatus).toBe(404);
    expect((await decide({ id: 9_999_999, version: 0 }, 'APPROVE')).httpStatus).toBe(404);
  });

  it('lets reviewers read the licence of a submitted application, not of a draft', async () => {
    const licence = application.licenceFile;
    expect(licence).not.toBeNull();
    const read = (url: string) =>
      server.app.inject({ method: 'GET', url, headers: { 'access-token': reviewer } });
    expect((await read(licence?.url ?? '')).statusCode).toBe(200);
    const owner = await createCompany(server);
    const draftLicence = await uploadLicence(server.app, owner.token);
    await api.save(owner.token, { licenceFileId: draftLicence });
    expect((await read(`/api/files/${draftLicence}`)).statusCode).toBe(404);
    const trainee = await sessionFor(server, DEMO.trainee);
    const byTrainee = await server.app.inject({
      method: 'GET',
      url: licence?.url ?? '',
      headers: { 'access-token': trainee },
    });
    expect(byTrainee.statusCode).toBe(404);
  });

  it('refresh-sync re-derives the company record from its latest approval', async () => {
    await decide(application, 'APPROVE');
    await server.db
      .update(corporates)
      .set({ name: '被改动的名称', verifiedAt: null })
      .where(eq(corporates.id, company.corporateId));
    const answer = await api.refreshSync(reviewer, { corporateId: company.corporateId });
    expect(answer.body.data).toEqual({
      corporateId: company.corporateId,
      name: company.name,
      creditCode: company.creditCode,
      verifiedAt: server.clock.now().toISOString(),
    });
    expect((await companyRecord(company.corporateId))?.name).toBe(company.name);

    const unapproved = await api.refreshSync(reviewer, {
      corporateId: (await createCompany(server)).corporateId,
    });
    expect(unapproved.httpStatus).toBe(404);
    expect(unapproved.body.message).toBe('该单位没有已通过的实名认证');
    const missing = await api.refreshSync(reviewer, { corporateId: 9_999_999 });
    expect(missing.httpStatus).toBe(404);
  });
});
