import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messages } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

interface MessagePage {
  list: { id: number; title: string; content: string; read: boolean; createdAt: string }[];
  total: number;
  pageIndex: number;
  pageSize: number;
  unread: number;
}

describe.each(testDatabases)('message page (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await sessionFor(server, '13900002000');
  });
  afterAll(() => server.close());

  const page = (query: Record<string, string> = {}) =>
    call<MessagePage>(server.app, 'GET', '/api/corporate/query-message-page', { token, query });

  it('lists own messages, unread first and then newest', async () => {
    const answer = await page({ t: '1700000000000' });
    expect(answer.httpStatus).toBe(200);
    const { list, ...rest } = answer.body.data;
    expect(rest).toEqual({ total: 3, pageIndex: 1, pageSize: 10, unread: 2 });
    expect(list.map((message) => [message.title, message.read])).toEqual([
      ['课程审核通过', false],
      ['会员申请需补充材料', false],
      ['实名认证审核通过', true],
    ]);
    for (const { createdAt } of list) expect(new Date(createdAt).toISOString()).toBe(createdAt);
  });

  it('pages', async () => {
    const second = await page({ pageIndex: '2', pageSize: '2' });
    expect(second.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(second.body.data.list.map((message) => message.title)).toEqual(['实名认证审核通过']);
  });

  it('filters by text in the title or the content, literally', async () => {
    const byContent = await page({ content: '审计报告' });
    expect(byContent.body.data.list.map((message) => message.title)).toEqual([
      '会员申请需补充材料',
    ]);
    expect(byContent.body.data).toMatchObject({ total: 1, unread: 2 });
    expect((await page({ content: '%' })).body.data.total).toBe(0);
  });

  it('shows nobody else’s messages', async () => {
    const theirs = await server.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
      .where(eq(accounts.userName, '13900002001'));
    expect(theirs.length).toBeGreaterThan(0);
    const ids = (await page()).body.data.list.map((message) => message.id);
    for (const { id } of theirs) expect(ids).not.toContain(id);
  });

  it('refuses a page size over 100, naming the field', async () => {
    const answer = await page({ pageSize: '101' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(/^pageSize: |^每页条数: /);
  });

  it('needs a session', async () => {
    const answer = await call(server.app, 'GET', '/api/corporate/query-message-page');
    expect(answer.httpStatus).toBe(401);
  });
});
