/**
 * The suites' "nothing changed" (support/fingerprint.ts) sees what a transaction left
 * behind, and only that: a suite that trusted a blind fingerprint would prove nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messages } from '../../server/db/schema';
import { testDatabases } from '../server/support/databases';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { changedTables, fingerprint } from './support/fingerprint';

describe.each(testDatabases)('the change fingerprint on %s', (kind) => {
  let server: TestServer;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [account] = await server.db.select({ id: accounts.id }).from(accounts).limit(1);
    if (!account) throw new Error('The demo has no account');
    accountId = account.id;
  });
  afterAll(() => server.close());

  const changesOf = async (write: () => Promise<unknown>) => {
    const before = await fingerprint(server.db);
    await write();
    return changedTables(before, await fingerprint(server.db));
  };

  it('names the tables a committed write inserted into, updated or deleted from', async () => {
    const [message] = await server.db
      .insert(messages)
      .values({ recipientAccountId: accountId, title: '指纹', content: '一' })
      .returning({ id: messages.id });
    if (!message) throw new Error('No message');
    const byId = eq(messages.id, message.id);
    expect(
      await changesOf(() => server.db.update(messages).set({ content: '二' }).where(byId)),
    ).toEqual(['messages']);
    expect(await changesOf(() => server.db.delete(messages).where(byId))).toEqual(['messages']);
    expect(
      await changesOf(() =>
        server.db
          .insert(messages)
          .values({ recipientAccountId: accountId, title: '指纹', content: '三' }),
      ),
    ).toEqual(['messages']);
  });

  it('sees nothing in a write rolled back, an update to the same values, or a session', async () => {
    const rollingBack = () =>
      server.db
        .transaction(async (tx) => {
          await tx
            .insert(messages)
            .values({ recipientAccountId: accountId, title: '回滚', content: '' });
          tx.rollback();
        })
        .catch(() => 'rolled back');
    expect(await changesOf(rollingBack)).toEqual([]);
    expect(
      await changesOf(() =>
        server.db.execute(sql`update accounts set name = name where id = ${accountId}`),
      ),
    ).toEqual([]);
    expect(
      await changesOf(() =>
        server.db.execute(sql`update accounts set name = name || '' where id = ${accountId}`),
      ),
    ).toEqual([]);
  });
});
