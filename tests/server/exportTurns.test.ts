/**
 * Exports take turns (server/lib/exportTurns.ts): one at a time, a bounded line, failures end
 * a turn; an export route past the line answers 503 busy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema';
import { AppError } from '../../server/lib/errors';
import { inExportTurn, takingTurns } from '../../server/lib/exportTurns';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** One account for the tests that are not about accounts. */
const ANYONE = 1;
/** Accounts the route tests hold the line with: no demo account has ids this high. */
const OTHERS = 1_000_000;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('taking turns', () => {
  it('runs one export at a time, in the order they came', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 5, perHolder: 10 });
    const log: string[] = [];
    const first = gate();
    const a = turn(ANYONE, async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = turn(ANYONE, async () => {
      log.push('b starts');
      return 'b';
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['a starts']);
    first.open();
    await expect(Promise.all([a, b])).resolves.toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('lets the next export run after one fails', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 5, perHolder: 10 });
    const failed = turn(ANYONE, async () => {
      throw new Error('the database went away');
    });
    const next = turn(ANYONE, async () => 'next');
    await expect(failed).rejects.toThrow('the database went away');
    await expect(next).resolves.toBe('next');
  });

  it('answers busy at once past the waiting limit, and takes exports again once the line moves', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 1, perHolder: 10 });
    const first = gate();
    const running = turn(ANYONE, () => first.opened);
    const waiting = turn(ANYONE, async () => 'waited');
    const refused = turn(ANYONE, async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 503, key: 'error.busy' });
    first.open();
    await running;
    await expect(waiting).resolves.toBe('waited');
    await expect(turn(ANYONE, async () => 'again')).resolves.toBe('again');
  });

  it('refuses an account past its share of the line (429), others still taking turns', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 8, perHolder: 2 });
    const hold = gate();
    const mine = [turn(7, () => hold.opened), turn(7, async () => 'second')];
    const third = turn(7, async () => 'never');
    await expect(third).rejects.toMatchObject({ httpStatus: 429, key: 'error.exportsPending' });
    const someoneElse = turn(8, async () => 'theirs');
    hold.open();
    await expect(Promise.all([...mine, someoneElse])).resolves.toEqual([
      undefined,
      'second',
      'theirs',
    ]);
    // Its places are given back as its exports end, a refused one's never taken.
    await expect(turn(7, async () => 'again')).resolves.toBe('again');
  });

  it('gives a failed export’s place back to its account', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 8, perHolder: 1 });
    await expect(
      turn(7, async () => {
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    await expect(turn(7, async () => 'next')).resolves.toBe('next');
  });

  it('runs as many at once as allowed, the next when one of them ends', async () => {
    const turn = takingTurns({ atOnce: 2, maxWaiting: 5, perHolder: 10 });
    const log: string[] = [];
    const gates = [gate(), gate()];
    const runs = ['a', 'b', 'c'].map((name, index) =>
      turn(ANYONE, async () => {
        log.push(`${name} starts`);
        await gates[index]?.opened;
        log.push(`${name} ends`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['a starts', 'b starts']);
    gates[1]?.open();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['a starts', 'b starts', 'b ends', 'c starts', 'c ends']);
    gates[0]?.open();
    await Promise.all(runs);
  });
});

describe.each(testDatabases)('an export route when the line is full (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  const exportRealname = () =>
    server.app.inject({
      method: 'GET',
      url: '/api/corporate/export-realcorporate',
      headers: { 'access-token': platform, 'accept-language': 'en' },
    });

  it('answers 503 busy with a retry time, and exports again once the line moves', async () => {
    // The process's own line, held by exports that wait on the test: one running, eight waiting.
    const hold = gate();
    const held = Array.from({ length: 9 }, (_, index) =>
      inExportTurn(OTHERS + index, () => hold.opened),
    );
    try {
      const refused = await exportRealname();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toEqual({
        status: 503,
        message: 'The server is busy: please try again in a moment',
        data: { retryAfterSeconds: 10 },
      });
    } finally {
      hold.open();
      await Promise.all(held);
    }
    const answered = await exportRealname();
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers 429 to an account holding its share of the line, in its language', async () => {
    const [account] = await server.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userName, DEMO.platformReviewer));
    const hold = gate();
    const held = Array.from({ length: 3 }, () => inExportTurn(account?.id ?? 0, () => hold.opened));
    try {
      const refused = await exportRealname();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toMatchObject({
        status: 429,
        message: 'Your earlier exports are still being prepared: please try again in a moment',
      });
    } finally {
      hold.open();
      await Promise.all(held);
    }
    expect((await exportRealname()).statusCode).toBe(200);
  });
});
