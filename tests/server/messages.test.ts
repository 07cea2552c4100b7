import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposeMessageAnswer, MarkReadAnswer, MessagePage } from '@machines/contracts';
import { accounts, messages } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { minutes } from './support/testClock';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** 13900002000's seeded messages (server/seed/messageSeed.ts), in list order. */
/** Newest first, read or not. */
const SEEDED = [
  ['课程报名提醒', false],
  ['系统维护通知', true],
  ['课程审核通过', false],
  ['会员申请需补充材料', false],
  ['实名认证审核通过', true],
  ['年度会员续费提醒', true],
];

describe.each(testDatabases)('messages (%s)', (kind) => {
  let server: TestServer;
  let company: string;
  let otherCompany: string;
  let superAdmin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await sessionFor(server, DEMO.shuxinAdmin);
    otherCompany = await sessionFor(server, DEMO.jinchengAdmin);
    superAdmin = await sessionFor(server, DEMO.superAdmin);
  });
  afterAll(() => server.close());

  const page = (token: string, query: Record<string, string> = {}) =>
    call<MessagePage>(server.app, 'GET', '/api/corporate/query-message-page', { token, query });
  const markRead = (token: string, ids: unknown) =>
    call<MarkReadAnswer>(server.app, 'POST', '/api/corporate/read-message', {
      token,
      body: { ids },
    });
  const compose = (token: string, body: object, language?: string) =>
    call<ComposeMessageAnswer>(server.app, 'POST', '/api/corporate/create-message', {
      token,
      body,
      ...(language ? { language } : {}),
    });
  const idsOf = async (userName: string) =>
    (
      await server.db
        .select({ id: messages.id, readAt: messages.readAt })
        .from(messages)
        .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
        .where(eq(accounts.userName, userName))
    ).map((row) => row.id);
  const unreadCount = async (userName: string) => {
    const [row] = await server.db
      .select({ unread: count() })
      .from(messages)
      .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
      .where(and(eq(accounts.userName, userName), isNull(messages.readAt)));
    return row?.unread ?? 0;
  };

  describe('my messages', () => {
    it('lists own messages newest first, each marked read or not', async () => {
      const answer = await page(company, { t: '1700000000000' });
      expect(answer.httpStatus).toBe(200);
      const { list, ...rest } = answer.body.data;
      expect(rest).toEqual({ total: 6, pageIndex: 1, pageSize: 10, unread: 3 });
      expect(list.map((message) => [message.title, message.read])).toEqual(SEEDED);
      for (const { createdAt } of list) expect(new Date(createdAt).toISOString()).toBe(createdAt);
    });

    it('pages', async () => {
      const second = await page(company, { pageIndex: '2', pageSize: '4' });
      expect(second.body.data).toMatchObject({ total: 6, pageIndex: 2, pageSize: 4 });
      expect(second.body.data.list.map((message) => message.title)).toEqual(
        SEEDED.slice(4).map(([title]) => title),
      );
    });

    it('filters by text in the title or the content, literally', async () => {
      const byContent = await page(company, { content: '审计报告' });
      expect(byContent.body.data.list.map((message) => message.title)).toEqual([
        '会员申请需补充材料',
      ]);
      expect(byContent.body.data).toMatchObject({ total: 1, unread: 3 });
      expect((await page(company, { content: '%' })).body.data.total).toBe(0);
    });

    it('shows nobody else’s messages', async () => {
      const theirs = await idsOf(DEMO.jinchengAdmin);
      expect(theirs.length).toBeGreaterThan(0);
      const ids = (await page(company)).body.data.list.map((message) => message.id);
      for (const id of theirs) expect(ids).not.toContain(id);
    });

    it('refuses a page size over 100, naming the field', async () => {
      const answer = await page(company, { pageSize: '101' });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toMatch(/^pageSize: |^每页条数: /);
    });

    it('needs a session', async () => {
      const answer = await call(server.app, 'GET', '/api/corporate/query-message-page');
      expect(answer.httpStatus).toBe(401);
    });
  });

  describe('marking read', () => {
    it('marks own messages read, keeping the first read time, and answers the count left', async () => {
      // Newest first: the read maintenance notice above the unread welcome.
      const [second, first] = (await page(otherCompany)).body.data.list;
      if (!first || !second) throw new Error('13900002001 has two seeded messages');
      expect([first.read, second.read]).toEqual([false, true]);
      const [before] = await server.db
        .select({ readAt: messages.readAt })
        .from(messages)
        .where(eq(messages.id, second.id));

      server.clock.advance(minutes(1));
      const answer = await markRead(otherCompany, [first.id, second.id, first.id]);
      expect(answer.httpStatus, answer.body.message).toBe(200);
      expect(answer.body.data).toEqual({ updated: 1, unread: 0 });
      const [after] = await server.db
        .select({ readAt: messages.readAt })
        .from(messages)
        .where(eq(messages.id, second.id));
      expect(after?.readAt).toEqual(before?.readAt);
      const list = (await page(otherCompany)).body.data;
      expect(list.unread).toBe(0);
      expect(list.list.every((message) => message.read)).toBe(true);
    });

    it("refuses another account's message as if it did not exist, marking none", async () => {
      const own = (await page(company)).body.data.list.find((message) => !message.read);
      const [theirs] = await idsOf(DEMO.superAdmin);
      if (!own || theirs === undefined) throw new Error('seeded messages are missing');
      const unreadBefore = await unreadCount(DEMO.superAdmin);
      const ownUnreadBefore = await unreadCount(DEMO.shuxinAdmin);

      const foreign = await markRead(company, [own.id, theirs]);
      const missing = await markRead(company, [own.id, 999_999_999]);
      expect(foreign.httpStatus).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(await unreadCount(DEMO.superAdmin)).toBe(unreadBefore);
      expect(await unreadCount(DEMO.shuxinAdmin)).toBe(ownUnreadBefore);
    });

    it('refuses an empty or malformed list, naming the field', async () => {
      const empty = await markRead(company, []);
      expect(empty.httpStatus).toBe(400);
      expect(empty.body.message).toMatch(/^消息编号: /);
      expect((await markRead(company, ['x'])).httpStatus).toBe(400);
    });

    it('marks all of my messages read and no one else’s', async () => {
      const othersUnread = await unreadCount(DEMO.superAdmin);
      expect(await unreadCount(DEMO.platformReviewer)).toBeGreaterThan(0);
      const reviewer = await sessionFor(server, DEMO.platformReviewer);
      const answer = await call<MarkReadAnswer>(
        server.app,
        'POST',
        '/api/corporate/read-all-message',
        { token: reviewer },
      );
      expect(answer.httpStatus, answer.body.message).toBe(200);
      expect(answer.body.data).toEqual({ updated: 1, unread: 0 });
      expect(await unreadCount(DEMO.platformReviewer)).toBe(0);
      expect(await unreadCount(DEMO.superAdmin)).toBe(othersUnread);
    });
  });

  describe('composing', () => {
    const message = { title: '年度大会通知', content: '协会年度大会将于下月召开。' };

    it('sends to every enabled account except the sender, in one go', async () => {
      const [enabled] = await server.db
        .select({ total: count() })
        .from(accounts)
        .where(eq(accounts.enabled, true));
      const before = await unreadCount(DEMO.trainee);
      const answer = await compose(superAdmin, { audience: 'all', ...message });
      expect(answer.httpStatus, answer.body.message).toBe(200);
      expect(answer.body.data).toEqual({ recipients: (enabled?.total ?? 0) - 1 });
      expect(await unreadCount(DEMO.trainee)).toBe(before + 1);
      const own = (await page(superAdmin, { content: '年度大会' })).body.data;
      expect(own.total).toBe(0);
      const trainee = await sessionFor(server, DEMO.trainee);
      const [received] = (await page(trainee, { content: '年度大会' })).body.data.list;
      expect(received).toMatchObject({ ...message, read: false });
      expect(received?.createdAt).toBe(server.clock.now().toISOString());
    });

    it('sends to the accounts holding any of the role codes', async () => {
      const answer = await compose(superAdmin, {
        audience: 'roles',
        roles: ['2110', '1010'],
        title: '培训专家通知',
        content: '请各培训机构与评审专家查收。',
      });
      expect(answer.body.data).toEqual({ recipients: 2 });
      const holders = await server.db
        .select({ userName: accounts.userName })
        .from(messages)
        .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
        .where(eq(messages.title, '培训专家通知'));
      expect(holders.map((row) => row.userName).sort()).toEqual([
        DEMO.courseExpert,
        DEMO.tianfuAdmin,
      ]);
    });

    it('sends to named accounts by mobile or email, the sender included when named', async () => {
      const answer = await compose(superAdmin, {
        audience: 'accounts',
        userNames: [DEMO.jinchengAdmin, 'WangJianGuo@example.com', DEMO.superAdmin],
        title: '定向通知',
        content: '请查收。',
      });
      expect(answer.httpStatus, answer.body.message).toBe(200);
      expect(answer.body.data).toEqual({ recipients: 3 });
      const [received] = (await page(otherCompany, { content: '请查收' })).body.data.list;
      expect(received?.title).toBe('定向通知');
    });

    it('refuses unknown names, naming them, and sends nothing', async () => {
      const answer = await compose(superAdmin, {
        audience: 'accounts',
        userNames: [DEMO.jinchengAdmin, '13911112222'],
        ...message,
        title: '不应送达',
      });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toBe('收件账号: 以下账号不存在：13911112222');
      expect(answer.body.fieldErrors).toEqual({ userNames: '以下账号不存在：13911112222' });
      const [sent] = await server.db
        .select({ total: count() })
        .from(messages)
        .where(eq(messages.title, '不应送达'));
      expect(sent?.total).toBe(0);
    });

    it('checks the shared rules, naming the field in the request language', async () => {
      const noTitle = await compose(superAdmin, { audience: 'all', content: 'x' }, 'en');
      expect(noTitle.httpStatus).toBe(400);
      expect(noTitle.body.message).toBe('Title: Please enter a title');
      const noRoles = await compose(superAdmin, { audience: 'roles', roles: [], ...message });
      expect(noRoles.body.fieldErrors).toEqual({ roles: '请选择至少一个角色' });
      const badRole = await compose(superAdmin, { audience: 'roles', roles: ['9999'], ...message });
      expect(badRole.body.fieldErrors).toEqual({ roles: '格式不正确' });
      const badName = await compose(superAdmin, {
        audience: 'accounts',
        userNames: ['nobody'],
        ...message,
      });
      expect(badName.body.fieldErrors).toEqual({ userNames: '请输入正确的手机号或邮箱' });
      const tooLong = await compose(superAdmin, {
        audience: 'all',
        ...message,
        title: 'x'.repeat(51),
      });
      expect(tooLong.body.fieldErrors).toEqual({ title: '内容过长' });
    });

    it('refuses a role nobody holds', async () => {
      const answer = await compose(superAdmin, { audience: 'roles', roles: ['0800'], ...message });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ roles: '没有符合条件的收件账号' });
    });

    it.each([
      [DEMO.platformReviewer, 200],
      [DEMO.operator, 403],
      [DEMO.shuxinAdmin, 403],
      [DEMO.trainee, 403],
    ])('is open to platform roles only: %s → %i', async (userName, status) => {
      const token = await sessionFor(server, userName);
      const answer = await compose(token, {
        audience: 'accounts',
        userNames: [DEMO.jinchengAdmin],
        title: '权限测试',
        content: '…',
      });
      expect(answer.httpStatus).toBe(status);
    });
  });
});
