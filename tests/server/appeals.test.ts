import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  adminActions,
  corporateAppeals,
  files,
  messages,
  smsCodes,
  workflowEvents,
} from '../../server/db/schema';
import {
  PENDING_UPLOAD_LIFETIME_MS,
  sweepAbandonedUploads,
} from '../../server/lib/files/pendingUploads';
import { scheduleUploadSweep } from '../../server/appeals/uploadSweep';
import { attemptLogin, call } from './support/api';
import { developmentSmsProvider } from '../../server/lib/sms/developmentProvider';
import { deliverDueSms } from '../../server/lib/sms/outbox';
import { daysAfter, localDate } from '../../server/lib/dates';
import {
  appealReviewApi,
  newAppeal,
  submitAppeal,
  uploadAppealImage,
  uploadedImageId,
  validAppeal,
} from './support/appeals';
import { createCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { freshMobile, outbox, receivedCode } from './support/sms';
import { hours, minutes } from './support/testClock';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const OPERATOR = DEMO.operator;
const REVIEWER = DEMO.platformReviewer;

describe.each(testDatabases)('account appeals (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof appealReviewApi>;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = appealReviewApi(server.app);
  });
  // Fresh every time: some tests move the clock a day on, past any session's idle timeout.
  beforeEach(async () => {
    operator = await sessionFor(server, OPERATOR);
  });
  afterAll(() => server.close());

  const fileRow = async (id: string) => {
    const [row] = await server.db.select().from(files).where(eq(files.id, id));
    return row;
  };
  const appealRow = async (id: number) => {
    const [row] = await server.db
      .select()
      .from(corporateAppeals)
      .where(eq(corporateAppeals.id, id));
    return row;
  };
  const readFile = (id: string, token?: string) =>
    call(server.app, 'GET', `/api/files/${id}`, token ? { token } : {}).catch(() => ({
      httpStatus: 200,
    }));

  it('has demo appeals in every status, each with its two images stored', async () => {
    const demo = await server.db.select().from(corporateAppeals).orderBy(corporateAppeals.id);
    expect(new Set(demo.map((appeal) => appeal.status))).toEqual(new Set([0, 1, 2]));
    expect(demo.some((appeal) => appeal.status === 0 && appeal.accountId === null)).toBe(true);
    for (const appeal of demo) {
      for (const id of [appeal.licenceFileId, appeal.proofFileId]) {
        expect(await server.storage.get(id), id).not.toBeNull();
        expect((await fileRow(id))?.mime).toBe('image/png');
      }
    }
  });

  describe('the public form', () => {
    it('names every missing field with the seed’s messages, in both languages', async () => {
      const zh = await submitAppeal(server.app, {});
      expect(zh.httpStatus).toBe(400);
      expect(zh.body.fieldErrors).toEqual({
        userName: '请输入用户名',
        companyName: '请输入企业名称',
        creditCode: '请输入统一社会信用代码',
        mobile: '请输入正确的手机号码',
        smsCode: '请输入验证码',
        email: '请输入邮箱地址',
        licenceFileId: '请上传营业执照',
        proofFileId: '证明材料未上传或未上传成功',
      });
      const en = await submitAppeal(server.app, {}, 'en');
      expect(en.body.fieldErrors).toMatchObject({
        userName: 'Please enter a user name',
        companyName: 'Please enter company name',
        creditCode: 'Please enter the unified Social credit code',
        email: 'Please enter your email address',
        proofFileId: 'Proof materials were not uploaded or uploaded successfully',
      });
      expect(en.body.message).toMatch(/^User name: /);
    });

    it('refuses malformed fields on the field', async () => {
      const body = await validAppeal(server.app, DEMO.jinchengAdmin);
      const answer = await submitAppeal(
        server.app,
        {
          ...body,
          userName: 'someone',
          companyName: 'ACME Ltd',
          creditCode: '91510100MA61R7XK3',
          email: 'no-at-sign',
        },
        'en',
      );
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.fieldErrors).toEqual({
        userName: 'The user name is incorrect',
        companyName: 'The company name must be 2-20 Chinese characters',
        creditCode: 'The unified social credit code has exactly 18 characters',
        email: 'The mailbox format is incorrect',
      });
      // Nothing was used up: the same code and uploads still make an appeal.
      expect((await submitAppeal(server.app, body)).httpStatus).toBe(200);
    });

    it('stores the appeal, takes both uploads, and answers the same with or without an account', async () => {
      const company = await createCompany(server);
      const [holder] = await server.db
        .select({ userName: accounts.userName })
        .from(accounts)
        .where(eq(accounts.id, company.accountId));
      const known = await validAppeal(server.app, holder?.userName ?? '');
      const unknown = await validAppeal(server.app, '13811112222');
      const knownAnswer = await submitAppeal(server.app, known);
      const unknownAnswer = await submitAppeal(server.app, unknown);
      expect(knownAnswer.httpStatus).toBe(200);
      expect(unknownAnswer.body).toEqual(knownAnswer.body);
      expect(knownAnswer.body).toEqual({ status: 0, message: '', data: null });

      const stored = await server.db
        .select()
        .from(corporateAppeals)
        .where(eq(corporateAppeals.licenceFileId, known.licenceFileId ?? ''));
      expect(stored[0]).toMatchObject({
        status: 0,
        version: 0,
        accountId: company.accountId,
        mobile: known.mobile,
      });
      const [other] = await server.db
        .select()
        .from(corporateAppeals)
        .where(eq(corporateAppeals.licenceFileId, unknown.licenceFileId ?? ''));
      expect(other?.accountId).toBeNull();
      expect((await fileRow(known.licenceFileId ?? ''))?.purpose).toBe('appealLicence');
      expect((await fileRow(known.proofFileId ?? ''))?.purpose).toBe('appealProof');
    });

    it('finds the account by its email too, case aside', async () => {
      const appeal = await newAppeal(server, 'WangJianGuo@Example.com');
      const [account] = await server.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userName, DEMO.shuxinAdmin));
      expect(appeal.userName).toBe('wangjianguo@example.com');
      expect(appeal.accountId).toBe(account?.id);
    });

    it('requires the SMS code sent to the mobile for an appeal, once', async () => {
      const body = await validAppeal(server.app, DEMO.jinchengAdmin);
      const wrong = body.smsCode === '000000' ? '111111' : '000000';
      const refused = await submitAppeal(server.app, { ...body, smsCode: wrong }, 'en');
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ smsCode: 'Verification code error' });

      const mobile = freshMobile();
      const registerCode = await receivedCode(server.app, mobile, 'register');
      const otherPurpose = await submitAppeal(server.app, {
        ...body,
        mobile,
        smsCode: registerCode,
      });
      expect(otherPurpose.body.fieldErrors).toHaveProperty('smsCode');

      expect((await submitAppeal(server.app, body)).httpStatus).toBe(200);
      const again = await submitAppeal(server.app, {
        ...body,
        licenceFileId: await uploadedImageId(server.app),
        proofFileId: await uploadedImageId(server.app),
      });
      expect(again.body.fieldErrors).toHaveProperty('smsCode');
    });

    it('takes only pending uploads of the form, each once', async () => {
      const first = await validAppeal(server.app, DEMO.jinchengAdmin);
      expect((await submitAppeal(server.app, first)).httpStatus).toBe(200);

      const reused = await validAppeal(server.app, DEMO.jinchengAdmin);
      const answer = await submitAppeal(
        server.app,
        { ...reused, proofFileId: first.proofFileId },
        'en',
      );
      expect(answer.body.fieldErrors).toEqual({
        proofFileId: 'Proof materials were not uploaded or uploaded successfully',
      });

      const company = await createCompany(server);
      const owned = await upload(server.app, company.token, { bytes: samples.png });
      const ownedAnswer = await submitAppeal(
        server.app,
        { ...reused, licenceFileId: owned.body.data.id },
        'en',
      );
      expect(ownedAnswer.body.fieldErrors).toEqual({
        licenceFileId: 'The business licence was not uploaded or uploaded successfully',
      });

      const same = await submitAppeal(server.app, { ...reused, proofFileId: reused.licenceFileId });
      expect(same.body.fieldErrors).toHaveProperty('proofFileId');
      // The code was not spent on any of these.
      expect((await submitAppeal(server.app, reused)).httpStatus).toBe(200);
    });
  });

  describe('public uploads', () => {
    it('take pictures and PDFs without a session, and nothing else', async () => {
      const image = await uploadAppealImage(server.app, {
        bytes: samples.jpeg,
        fileName: 'licence.jpg',
      });
      expect(image.httpStatus).toBe(200);
      expect(image.body.data).toMatchObject({ name: 'licence.jpg', type: 'image/jpeg' });
      expect(image.body.data).not.toHaveProperty('url');
      const stored = await fileRow(image.body.data.id);
      expect(stored).toMatchObject({ ownerAccountId: null, purpose: 'appealPending' });

      const pdf = await uploadAppealImage(
        server.app,
        { bytes: samples.pdf, fileName: 'proof.pdf' },
        'en',
      );
      // A stamped statement is usually a scanned PDF.
      expect(pdf.httpStatus, pdf.body.message).toBe(200);
      expect(pdf.body.data).toMatchObject({ name: 'proof.pdf', type: 'application/pdf' });
      const html = await uploadAppealImage(
        server.app,
        { bytes: samples.html, fileName: 'x.html' },
        'en',
      );
      expect(html.httpStatus).toBe(400);
      expect(html.body.fieldErrors).toHaveProperty('file');
      // The PDF serves as the appeal's proof.
      const withPdf = {
        ...(await validAppeal(server.app, DEMO.jinchengAdmin)),
        proofFileId: pdf.body.data.id,
      };
      expect((await submitAppeal(server.app, withPdf)).httpStatus).toBe(200);
      expect(await fileRow(pdf.body.data.id)).toMatchObject({ purpose: 'appealProof' });
    });

    it('refuse more than 10 MB', async () => {
      const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
      const answer = await uploadAppealImage(server.app, { bytes: big });
      expect(answer.httpStatus).toBe(413);
    });

    it('are read by nobody while pending, and by appeal reviewers only once taken', async () => {
      const body = await validAppeal(server.app, DEMO.jinchengAdmin);
      const id = body.proofFileId ?? '';
      const company = await createCompany(server);
      const reviewer = await sessionFor(server, REVIEWER);
      expect((await call(server.app, 'GET', `/api/files/${id}`)).httpStatus).toBe(401);
      expect((await readFile(id, operator)).httpStatus).toBe(404);
      expect((await readFile(id, company.token)).httpStatus).toBe(404);

      expect((await submitAppeal(server.app, body)).httpStatus).toBe(200);
      const opened = await server.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: { 'access-token': operator },
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/png');
      const asReviewer = await server.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: { 'access-token': reviewer },
      });
      expect(asReviewer.statusCode).toBe(200);
      expect((await readFile(id, company.token)).httpStatus).toBe(404);
      const trainee = await sessionFor(server, DEMO.trainee);
      expect((await readFile(id, trainee)).httpStatus).toBe(404);
    });

    it('are swept away when no appeal takes them within a day', async () => {
      const kept = await validAppeal(server.app, DEMO.jinchengAdmin);
      expect((await submitAppeal(server.app, kept)).httpStatus).toBe(200);
      const abandoned = await uploadedImageId(server.app);
      server.clock.advance(hours(2));
      const recent = await uploadedImageId(server.app);

      server.clock.advance(PENDING_UPLOAD_LIFETIME_MS - hours(1));
      const swept = await sweepAbandonedUploads(server.db, server.storage, server.clock.now());
      expect(swept).toBeGreaterThanOrEqual(1);
      expect(await fileRow(abandoned)).toBeUndefined();
      expect(await server.storage.get(abandoned)).toBeNull();
      expect(await fileRow(recent)).toBeDefined();
      expect(await fileRow(kept.licenceFileId ?? '')).toBeDefined();
      expect(await server.storage.get(kept.proofFileId ?? '')).not.toBeNull();

      // Expired but not yet swept: an appeal cannot take it either.
      server.clock.advance(hours(2));
      const late = await validAppeal(server.app, DEMO.jinchengAdmin);
      const answer = await submitAppeal(server.app, { ...late, licenceFileId: recent });
      expect(answer.body.fieldErrors).toHaveProperty('licenceFileId');
      await sweepAbandonedUploads(server.db, server.storage, server.clock.now());
      expect(await fileRow(recent)).toBeUndefined();
    });

    it('are swept when the server is ready', async () => {
      const stale = await uploadedImageId(server.app);
      await server.db
        .update(files)
        .set({ createdAt: new Date(server.clock.now().getTime() - hours(25)) })
        .where(eq(files.id, stale));
      const app = Fastify({ logger: false });
      scheduleUploadSweep(app, server);
      await app.ready();
      await app.close();
      expect(await fileRow(stale)).toBeUndefined();
    });
  });

  describe('review', () => {
    it('lists appeals newest first, masked, with filters', async () => {
      const appeal = await newAppeal(server, DEMO.jinchengAdmin);
      const all = await api.page(operator);
      expect(all.httpStatus).toBe(200);
      expect(all.body.data.total).toBeGreaterThanOrEqual(6);
      const first = all.body.data.list[0];
      expect(first).toMatchObject({ id: appeal.id, status: 0 });
      expect(first?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(first?.licenceFile?.url).toBe(`/api/files/${appeal.licenceFileId}`);

      const byCode = await api.page(operator, { creditCode: appeal.creditCode.toLowerCase() });
      expect(byCode.body.data.list.map((row) => row.id)).toEqual([appeal.id]);
      const byName = await api.page(operator, { companyName: appeal.companyName.slice(2, 6) });
      expect(byName.body.data.list.map((row) => row.id)).toContain(appeal.id);
      const rejected = await api.page(operator, { status: '2' });
      expect(rejected.body.data.list.every((row) => row.status === 2)).toBe(true);
      expect(rejected.body.data.total).toBeGreaterThanOrEqual(1);

      const day = appeal.createdAt.toISOString().slice(0, 10);
      const later = new Date(appeal.createdAt.getTime() + hours(48)).toISOString().slice(0, 10);
      const inRange = await api.page(operator, { submittedFrom: day, submittedTo: later });
      expect(inRange.body.data.list.map((row) => row.id)).toContain(appeal.id);
      const afterwards = await api.page(operator, { submittedFrom: later });
      expect(afterwards.body.data.list.map((row) => row.id)).not.toContain(appeal.id);
    });

    it('shows one appeal whole, with the account it names', async () => {
      const company = await createCompany(server);
      const [holder] = await server.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, company.accountId));
      const appeal = await newAppeal(server, holder?.userName ?? '');
      const detail = await api.detail(operator, appeal.id);
      expect(detail.httpStatus).toBe(200);
      expect(detail.body.data.appeal.mobile).toBe(appeal.mobile);
      expect(detail.body.data.account).toMatchObject({
        id: company.accountId,
        companyName: company.name,
      });
      expect(detail.body.data.availableEvents).toEqual([
        { type: 'APPROVE', commentRequired: false },
        { type: 'REJECT', commentRequired: true },
      ]);
      const nobody = await newAppeal(server, '13811113333');
      expect((await api.detail(operator, nobody.id)).body.data.account).toBeNull();
      expect((await api.detail(operator, 999_999)).httpStatus).toBe(404);
    });

    it('approves: the account gets the new mobile and email, is signed out, told, and logged', async () => {
      const company = await createCompany(server);
      const previousName = (await accountOf(company.accountId)).userName;
      const appeal = await newAppeal(server, previousName);
      server.clock.advance(minutes(2));
      const answer = await api.decide(operator, {
        id: appeal.id,
        version: appeal.version,
        event: 'APPROVE',
      });
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 1, version: 1 });

      expect(await accountOf(company.accountId)).toMatchObject({
        userName: appeal.mobile,
        mobile: appeal.mobile,
        email: appeal.email,
      });
      const oldSession = await call(server.app, 'GET', '/api/user/userinfo', {
        token: company.token,
      });
      expect(oldSession.httpStatus).toBe(512);

      const told = await server.db
        .select()
        .from(messages)
        .where(eq(messages.recipientAccountId, company.accountId));
      expect(told.map((message) => message.title)).toEqual(
        expect.arrayContaining(['账号申诉：已通过', '账号申诉已通过，请重置密码']),
      );
      const [logged] = await server.db
        .select()
        .from(adminActions)
        .where(
          and(
            eq(adminActions.action, 'account.setMobileEmail'),
            eq(adminActions.targetId, String(company.accountId)),
          ),
        );
      expect(logged).toMatchObject({ targetType: 'account', actorRole: '0900' });
      expect(logged?.details).toEqual({
        changed: ['userName', 'mobile', 'email'],
        appealId: appeal.id,
      });
      const [step] = await server.db
        .select()
        .from(workflowEvents)
        .where(
          and(
            eq(workflowEvents.entity, 'corporate_appeals'),
            eq(workflowEvents.entityId, appeal.id),
          ),
        );
      expect(step).toMatchObject({ fromCode: 0, toCode: 1, event: 'APPROVE' });

      // The appellant's SMS: a reset code, with which they set a password and sign in.
      const [sms] = await outbox(server.app, appeal.mobile);
      expect(sms?.purpose).toBe('reset');
      const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
        body: { mobile: appeal.mobile, smsCode: sms?.code, password: 'Appeal2026' },
      });
      expect(reset.httpStatus).toBe(200);
      expect((await attemptLogin(server.app, appeal.mobile, 'Appeal2026')).httpStatus).toBe(200);
      // The old login name, with the account's password: told the name changed, not to what.
      const oldName = await attemptLogin(server.app, previousName, 'Appeal2026', 'en');
      expect(oldName.httpStatus).toBe(400);
      expect(oldName.body.message).toMatch(/^This login name is no longer used/);
      expect(oldName.body.message).not.toContain(appeal.mobile);
      // With any other password it is a wrong name or password like any other.
      const guessed = await attemptLogin(server.app, previousName, 'Wrong2026');
      expect(guessed.body.message).toBe('用户名或密码错误');
    });

    it('sends the reset code promised inside the number’s minute once the minute is over (the outbox)', async () => {
      const company = await createCompany(server);
      const appeal = await newAppeal(server, (await accountOf(company.accountId)).userName);
      // Approved at once: the appeal's own code went to the number seconds ago.
      server.clock.advance(10_000);
      const approved = await api.decide(operator, {
        id: appeal.id,
        version: appeal.version,
        event: 'APPROVE',
      });
      expect(approved.httpStatus, approved.body.message).toBe(200);
      const resetCodes = async () =>
        (await outbox(server.app, appeal.mobile)).filter((sms) => sms.purpose === 'reset');
      expect(await resetCodes()).toEqual([]);
      const waiting = await api.detail(operator, appeal.id);
      expect(waiting.body.data.resetCode).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastError: 'smsDelivery.reason.tooSoon',
      });
      // The operator sees it too, waiting first, the number masked; reviewers may not.
      const outboxPage = (query: Record<string, string> = {}) =>
        call<{ list: { subjectId: number; mobile: string; state: string; createdAt: string }[] }>(
          server.app,
          'GET',
          '/api/log/sms-outbox',
          { token: operator, query: { pageIndex: '1', pageSize: '50', ...query } },
        );
      const waitingInLog = (await outboxPage({ state: 'pending' })).body.data.list;
      expect(waitingInLog.find((sms) => sms.subjectId === appeal.id)).toMatchObject({
        state: 'pending',
        mobile: `${appeal.mobile.slice(0, 3)}****${appeal.mobile.slice(-4)}`,
      });
      expect(waitingInLog.every((sms) => sms.state === 'pending')).toBe(true);
      // Its day, inclusive, finds it; the days before or after it do not.
      const logged = waitingInLog.find((sms) => sms.subjectId === appeal.id);
      const day = localDate(new Date(logged?.createdAt ?? ''));
      const onItsDay = await outboxPage({ createdFrom: day, createdTo: day });
      expect(onItsDay.body.data.list.map((sms) => sms.subjectId)).toContain(appeal.id);
      const before = await outboxPage({ createdTo: daysAfter(day, -1) });
      expect(before.body.data.list.map((sms) => sms.subjectId)).not.toContain(appeal.id);
      const after = await outboxPage({ createdFrom: daysAfter(day, 1) });
      expect(after.body.data.list).toEqual([]);
      const reviewerRead = await call(server.app, 'GET', '/api/log/sms-outbox', {
        token: await sessionFor(server, REVIEWER),
      });
      expect(reviewerRead.httpStatus).toBe(403);
      // Not before the minute is over, whoever runs the outbox.
      const worker = {
        db: server.db,
        sms: developmentSmsProvider({
          log: server.app.log,
          outbox: server.db,
          now: () => server.clock.now(),
        }),
        log: server.app.log,
      };
      expect(await deliverDueSms(worker, server.clock.now())).toBe(0);
      server.clock.advance(51_000);
      // (The server's own worker may be the one that sends it: either way, once.)
      await deliverDueSms(worker, server.clock.now());
      expect(await resetCodes()).toHaveLength(1);
      const sent = await api.detail(operator, appeal.id);
      expect(sent.body.data.resetCode).toMatchObject({
        state: 'sent',
        attempts: 2,
        lastError: null,
      });
      const all = (await outboxPage()).body.data.list;
      expect(all.find((sms) => sms.subjectId === appeal.id)?.state).toBe('sent');
      expect(
        (await outboxPage({ state: 'pending' })).body.data.list.some(
          (sms) => sms.subjectId === appeal.id,
        ),
      ).toBe(false);
      // Sent once: another round finds nothing.
      server.clock.advance(minutes(5));
      expect(await deliverDueSms(worker, server.clock.now())).toBe(0);
      expect(await resetCodes()).toHaveLength(1);
    });

    it('shows the reviewer the login name change and the account’s other pending appeals, and closes them on approval', async () => {
      const company = await createCompany(server);
      const { userName } = await accountOf(company.accountId);
      const first = await newAppeal(server, userName);
      const second = await newAppeal(server, userName);
      const detail = await api.detail(operator, first.id);
      expect(detail.body.data).toMatchObject({
        loginNameAfterApproval: first.mobile,
        otherPendingAppeals: 1,
      });
      const approved = await api.decide(operator, {
        id: first.id,
        version: first.version,
        event: 'APPROVE',
      });
      expect(approved.httpStatus, approved.body.message).toBe(200);
      // The other one is rejected with the approval, saying why; approving it is refused.
      expect(await appealRow(second.id)).toMatchObject({ status: 2, version: second.version + 1 });
      const closed = await api.detail(operator, second.id);
      expect(closed.body.data.events.at(-1)).toMatchObject({
        event: 'REJECT',
        comment: `同一账号的另一份申诉（编号 ${first.id}）已审核通过，本申诉随之关闭。`,
      });
      expect(closed.body.data.otherPendingAppeals).toBe(0);
      const late = await api.decide(operator, {
        id: second.id,
        version: second.version + 1,
        event: 'APPROVE',
      });
      expect(late.httpStatus).toBe(409);
      expect(await accountOf(company.accountId)).toMatchObject({ mobile: first.mobile });
    });

    it('refuses to approve when no account has the user name, and changes nothing', async () => {
      const appeal = await newAppeal(server, '13811114444');
      const answer = await api.decide(
        operator,
        { id: appeal.id, version: 0, event: 'APPROVE' },
        'en',
      );
      expect(answer.httpStatus).toBe(409);
      expect(answer.body.message).toMatch(/No account has this user name/);
      expect((await appealRow(appeal.id))?.status).toBe(0);
      const rejected = await api.decide(operator, {
        id: appeal.id,
        version: 0,
        event: 'REJECT',
        comment: '用户名不存在',
      });
      expect(rejected.body.data.status).toBe(2);
    });

    it('refuses a mobile another account has, and staff accounts', async () => {
      const company = await createCompany(server);
      const appeal = await newAppeal(server, (await accountOf(company.accountId)).userName);
      await server.db
        .update(corporateAppeals)
        .set({ mobile: DEMO.jinchengStaff })
        .where(eq(corporateAppeals.id, appeal.id));
      const taken = await api.decide(operator, { id: appeal.id, version: 0, event: 'APPROVE' });
      expect(taken.httpStatus).toBe(409);
      expect(taken.body.fieldErrors).toHaveProperty('mobile');
      expect((await appealRow(appeal.id))?.status).toBe(0);

      const staff = await newAppeal(server, DEMO.platformReviewer);
      const refused = await api.decide(operator, { id: staff.id, version: 0, event: 'APPROVE' });
      expect(refused.httpStatus).toBe(409);
      expect((await accountOf(staff.accountId ?? 0)).mobile).toBe(DEMO.platformReviewer);
    });

    it('rejects only with a reason, and tells the account', async () => {
      const company = await createCompany(server);
      const appeal = await newAppeal(server, (await accountOf(company.accountId)).userName);
      const bare = await api.decide(operator, { id: appeal.id, version: 0, event: 'REJECT' });
      expect(bare.httpStatus).toBe(409);
      expect(bare.body.fieldErrors).toHaveProperty('comment');
      const answer = await api.decide(operator, {
        id: appeal.id,
        version: 0,
        event: 'REJECT',
        comment: '材料不足以证明账号归属',
      });
      expect(answer.body.data).toMatchObject({ status: 2, version: 1 });
      expect((await accountOf(company.accountId)).mobile).not.toBe(appeal.mobile);
      const told = await server.db
        .select()
        .from(messages)
        .where(eq(messages.recipientAccountId, company.accountId));
      expect(told.some((message) => message.content.includes('材料不足以证明账号归属'))).toBe(true);
      const again = await api.decide(operator, { id: appeal.id, version: 1, event: 'APPROVE' });
      expect(again.httpStatus).toBe(409);
    });

    it('lets exactly one of two concurrent decisions through; a stale version is refused', async () => {
      const company = await createCompany(server);
      const appeal = await newAppeal(server, (await accountOf(company.accountId)).userName);
      const reviewer = await sessionFor(server, REVIEWER);
      const answers = await Promise.all([
        api.decide(operator, { id: appeal.id, version: 0, event: 'APPROVE' }),
        api.decide(reviewer, { id: appeal.id, version: 0, event: 'REJECT', comment: '不予通过' }),
      ]);
      expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409]);
      const row = await appealRow(appeal.id);
      expect(row?.version).toBe(1);
      const approved = row?.status === 1;
      expect((await accountOf(company.accountId)).mobile === appeal.mobile).toBe(approved);
      const stale = await api.decide(operator, { id: appeal.id, version: 0, event: 'REJECT' });
      expect(stale.httpStatus).toBe(409);
    });
  });

  describe('access', () => {
    it('is the platform’s and the operator’s: others 403, anonymous 401', async () => {
      const appeal = await newAppeal(server, '13811115555');
      const company = await createCompany(server);
      const trainee = await sessionFor(server, DEMO.trainee);
      for (const token of [company.token, trainee]) {
        expect((await api.page(token)).httpStatus).toBe(403);
        expect((await api.detail(token, appeal.id)).httpStatus).toBe(403);
        const decision = await api.decide(token, { id: appeal.id, version: 0, event: 'APPROVE' });
        expect(decision.httpStatus).toBe(403);
      }
      expect(
        (await call(server.app, 'GET', '/api/corporate/query-corporateappeal-page')).httpStatus,
      ).toBe(401);
      expect((await api.page(await sessionFor(server, REVIEWER))).httpStatus).toBe(200);
      expect((await appealRow(appeal.id))?.status).toBe(0);
    });

    it('lets operators set a registered account’s mobile and email, logged; reviewers may not', async () => {
      const company = await createCompany(server);
      const mobile = freshMobile();
      const body = { accountId: company.accountId, mobile, email: `SET${mobile}@Example.com` };
      const reviewer = await sessionFor(server, REVIEWER);
      const refused = await call(server.app, 'POST', '/api/user/set-mobile-email', {
        token: reviewer,
        body,
      });
      expect(refused.httpStatus).toBe(403);
      const answer = await call(server.app, 'POST', '/api/user/set-mobile-email', {
        token: operator,
        body,
      });
      expect(answer.httpStatus).toBe(200);
      expect(await accountOf(company.accountId)).toMatchObject({
        mobile,
        userName: mobile,
        email: `set${mobile}@example.com`,
      });
      const logged = await server.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.targetId, String(company.accountId)));
      expect(logged.map((row) => row.action)).toContain('account.setMobileEmail');

      const admin = await server.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userName, DEMO.superAdmin));
      const staff = await call(server.app, 'POST', '/api/user/set-mobile-email', {
        token: operator,
        body: { accountId: admin[0]?.id, mobile: freshMobile(), email: 'x@example.com' },
      });
      expect(staff.httpStatus).toBe(409);
    });
  });

  async function accountOf(accountId: number) {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!row) throw new Error(`No account ${accountId}`);
    return row;
  }

  it('keeps SMS code rows out of the appeal', async () => {
    // The code is used up by the submission.
    const appeal = await newAppeal(server, '13811116666');
    const [code] = await server.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, appeal.mobile), eq(smsCodes.purpose, 'appeal')));
    expect(code?.usedAt).not.toBeNull();
  });
});
