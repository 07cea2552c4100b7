import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, realnameApplications, workflowEvents } from '../../server/db/schema';
import { OPEN_STATUSES } from '../../server/realname/entity';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { completeFields, realnameApi, submitNew } from './support/realname';
import { uploadLicence } from './support/uploads';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('real-name applications of a company (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof realnameApi>;
  let company: TestCompany;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = realnameApi(server.app);
  });
  beforeEach(async () => {
    company = await createCompany(server);
  });
  afterAll(() => server.close());

  it('creates a draft with empty strings for what is not filled in, and lists it', async () => {
    const saved = await api.save(company.token, { companyName: company.name });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toMatchObject({
      corporateId: company.corporateId,
      status: 0,
      version: 0,
      companyName: company.name,
      creditCode: '',
      licenceFile: null,
      submittedAt: null,
      decidedAt: null,
    });
    const page = await api.myPage(company.token, { t: '1700000000000' });
    expect(page.body.data).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
    expect(page.body.data.list[0]).toEqual(saved.body.data);
  });

  it('updates a draft naming its version, keeps fields left out and clears empty ones', async () => {
    const licence = await uploadLicence(server.app, company.token);
    const created = await api.save(company.token, {
      companyName: company.name,
      address: '成都市武侯区',
      licenceFileId: licence,
    });
    const { id } = created.body.data;
    const updated = await api.save(company.token, {
      id,
      version: 0,
      creditCode: company.creditCode.toLowerCase(),
      address: '',
    });
    expect(updated.httpStatus).toBe(200);
    expect(updated.body.data).toMatchObject({
      version: 1,
      companyName: company.name,
      creditCode: company.creditCode,
      address: '',
      licenceFile: {
        id: licence,
        url: `/api/files/${licence}`,
        name: 'licence.png',
        type: 'image/png',
      },
    });
  });

  it('refuses a stale version with the conflict message', async () => {
    const { id } = (await api.save(company.token, {})).body.data;
    await api.save(company.token, { id, version: 0, contactName: '甲' });
    const stale = await api.save(company.token, { id, version: 0, contactName: '乙' });
    expect(stale.httpStatus).toBe(409);
    expect(stale.body.message).toBe('数据已被他人修改，请刷新后重试');
    const withoutVersion = await api.save(company.token, { id, contactName: '乙' }, 'en');
    expect(withoutVersion.httpStatus).toBe(400);
    expect(withoutVersion.body.message).toBe('Version: Required');
  });

  it('allows one open application per company', async () => {
    await api.save(company.token, {});
    const second = await api.save(company.token, {}, 'en');
    expect(second.httpStatus).toBe(409);
    expect(second.body.message).toBe(
      'Your company already has an open real-name application; please continue with that one',
    );
    expect(OPEN_STATUSES).toEqual([0, 1, 4, 5]);
  });

  it('lets exactly one of many simultaneous first saves through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.save(company.token, {})),
    );
    expect(answers.filter((answer) => answer.httpStatus === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.httpStatus === 409)).toHaveLength(9);
  });

  it('refuses malformed draft fields, naming them in Chinese and in English', async () => {
    const wrongCode = `${company.creditCode.slice(0, 17)}${company.creditCode.endsWith('0') ? '1' : '0'}`;
    const zh = await api.save(company.token, { creditCode: wrongCode, contactMobile: '123' });
    expect(zh.httpStatus).toBe(400);
    expect(zh.body.message).toBe('统一社会信用代码: 统一社会信用代码不正确，请核对后重新输入');
    expect(zh.body.fieldErrors).toEqual({
      creditCode: '统一社会信用代码不正确，请核对后重新输入',
      contactMobile: '请输入正确的手机号码',
    });
    const en = await api.save(company.token, { companyName: 'ACME Ltd' }, 'en');
    expect(en.httpStatus).toBe(400);
    expect(en.body.message).toMatch(/^Enterprise full name: /);
  });

  it('submits a complete application: status 1, an audit row and a message', async () => {
    const licence = await uploadLicence(server.app, company.token);
    const submitted = await api.submit(company.token, completeFields(company, licence));
    expect(submitted.httpStatus).toBe(200);
    const row = submitted.body.data;
    expect(row).toMatchObject({ status: 1, version: 1, contactMobile: '13812345678' });
    expect(row.submittedAt).toBe(server.clock.now().toISOString());

    const audit = await server.db
      .select()
      .from(workflowEvents)
      .where(
        and(
          eq(workflowEvents.entity, 'realname_applications'),
          eq(workflowEvents.entityId, row.id),
        ),
      );
    expect(audit).toMatchObject([
      {
        fromCode: 0,
        toCode: 1,
        event: 'SUBMIT',
        actorAccountId: company.accountId,
        actorRole: '2000',
      },
    ]);
    const told = await server.db
      .select()
      .from(messages)
      .where(eq(messages.recipientAccountId, company.accountId));
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('实名认证申请：待审核');
    expect(told[0]?.content).toContain(company.name);
  });

  it('names every missing field of an incomplete submission, and leaves the draft as it was', async () => {
    const draft = (await api.save(company.token, { companyName: company.name })).body.data;
    const zh = await api.submit(company.token, { id: draft.id, version: 0 });
    expect(zh.httpStatus).toBe(400);
    expect(Object.keys(zh.body.fieldErrors ?? {}).sort()).toEqual([
      'address',
      'contactMobile',
      'contactName',
      'creditCode',
      'legalRepresentative',
      'licenceFileId',
    ]);
    expect(zh.body.fieldErrors?.licenceFileId).toBe('请上传营业执照');
    expect(zh.body.message).toBe('统一社会信用代码: 请输入统一社会信用代码');
    const en = await api.submit(company.token, { id: draft.id, version: 0 }, 'en');
    expect(en.body.fieldErrors?.licenceFileId).toBe('Please upload the business licence');
    const after = (await api.myPage(company.token)).body.data.list[0];
    expect(after).toMatchObject({ status: 0, version: 0 });
  });

  it("refuses another company's file as the licence", async () => {
    const other = await createCompany(server);
    const theirs = await uploadLicence(server.app, other.token);
    const answer = await api.submit(company.token, completeFields(company, theirs), 'en');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      licenceFileId:
        'The licence file does not exist or does not belong to your company; please upload it again',
    });
  });

  it('does not let a submitted application be edited or submitted again', async () => {
    const row = await submitNew(server.app, company);
    const edit = await api.save(company.token, {
      id: row.id,
      version: row.version,
      address: '新地址',
    });
    expect(edit.httpStatus).toBe(409);
    expect(edit.body.message).toBe('当前状态为“待审核”，不能修改');
    const again = await api.submit(company.token, { id: row.id, version: row.version }, 'en');
    expect(again.httpStatus).toBe(409);
    expect(again.body.message).toBe(
      '“Submit” is not possible while the status is “Pending review”',
    );
  });

  it('withdraws a submission, which may then be changed and submitted again', async () => {
    const row = await submitNew(server.app, company);
    const stale = await api.withdraw(company.token, { id: row.id, version: row.version - 1 });
    expect(stale.httpStatus).toBe(409);
    const withdrawn = await api.withdraw(company.token, { id: row.id, version: row.version });
    expect(withdrawn.body.data).toMatchObject({ status: 5, version: row.version + 1 });
    const twice = await api.withdraw(company.token, { id: row.id, version: row.version + 1 });
    expect(twice.httpStatus).toBe(409);
    expect(twice.body.message).toBe('当前状态为“已撤回”，不能执行“撤回”');
    const resubmitted = await api.submit(company.token, {
      id: row.id,
      version: row.version + 1,
      address: '成都市双流区',
    });
    expect(resubmitted.body.data).toMatchObject({ status: 1, address: '成都市双流区' });
  });

  it('shows the owner the whole application, its timeline and what it may do', async () => {
    const row = await submitNew(server.app, company);
    const detail = await api.detail(company.token, { id: String(row.id) });
    expect(detail.httpStatus).toBe(200);
    expect(detail.body.data.application).toEqual(row);
    expect(detail.body.data.events).toEqual([
      {
        id: expect.any(Number),
        fromCode: 0,
        toCode: 1,
        event: 'SUBMIT',
        actorName: `管理员${company.corporateId}`,
        actorRole: '2000',
        comment: null,
        createdAt: row.submittedAt,
      },
    ]);
    expect(detail.body.data.availableEvents).toEqual([
      { type: 'WITHDRAW', commentRequired: false },
    ]);
  });

  it("answers 404 for another company's application, whatever the call", async () => {
    const other = await createCompany(server);
    const theirs = await submitNew(server.app, other);
    const id = String(theirs.id);
    expect((await api.detail(company.token, { id })).httpStatus).toBe(404);
    const body = { id: theirs.id, version: theirs.version };
    expect((await api.save(company.token, body)).httpStatus).toBe(404);
    expect((await api.submit(company.token, body)).httpStatus).toBe(404);
    expect((await api.withdraw(company.token, body)).httpStatus).toBe(404);
    expect((await api.detail(company.token, { id: '999999' })).httpStatus).toBe(404);
    const own = (await api.myPage(company.token)).body.data.list.map((item) => item.id);
    expect(own).not.toContain(theirs.id);
  });

  it("shows a company's staff its applications; the platform only submitted ones", async () => {
    const staff = await sessionFor(server, DEMO.jinchengStaff);
    const boss = await sessionFor(server, DEMO.jinchengAdmin);
    const [seeded] = (await api.myPage(boss)).body.data.list;
    expect(seeded?.status).toBe(1);
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const seen = await api.detail(reviewer, { id: String(seeded?.id) });
    expect(seen.body.data.availableEvents.map((event) => event.type).sort()).toEqual([
      'APPROVE',
      'REJECT',
      'RETURN',
    ]);
    expect((await api.detail(staff, { id: String(seeded?.id) })).httpStatus).toBe(200);

    const draft = (await api.save(company.token, {})).body.data;
    expect((await api.detail(reviewer, { id: String(draft.id) })).httpStatus).toBe(404);
  });

  it('is for member companies only', async () => {
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    expect((await api.save(reviewer, {})).httpStatus).toBe(403);
    expect((await api.myPage(reviewer)).httpStatus).toBe(403);
    const trainee = await sessionFor(server, DEMO.trainee);
    expect((await api.detail(trainee, { id: '1' })).httpStatus).toBe(403);
    expect((await api.myPage('')).httpStatus).toBe(401);
  });

  it('creates and submits in one call when there is no draft yet', async () => {
    const licence = await uploadLicence(server.app, company.token);
    const answer = await api.submit(company.token, completeFields(company, licence));
    expect(answer.body.data).toMatchObject({ status: 1, version: 1 });
    const [stored] = await server.db
      .select({ status: realnameApplications.status })
      .from(realnameApplications)
      .where(eq(realnameApplications.corporateId, company.corporateId));
    expect(stored?.status).toBe(1);
  });
});
