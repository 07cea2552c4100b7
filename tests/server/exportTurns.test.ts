/**
 * Exports take turns (server/lib/exportTurns.ts): one at a time, a bounded line, failures end
 * a turn; an export route past the line answers 503 busy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/lib/errors';
import { inExportTurn, takingTurns } from '../../server/lib/exportTurns';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('taking turns', () => {
  it('runs one export at a time, in the order they came', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 5 });
    const log: string[] = [];
    const first = gate();
    const a = turn(async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = turn(async () => {
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
    const turn = takingTurns({ atOnce: 1, maxWaiting: 5 });
    const failed = turn(async () => {
      throw new Error('the database went away');
    });
    const next = turn(async () => 'next');
    await expect(failed).rejects.toThrow('the database went away');
    await expect(next).resolves.toBe('next');
  });

  it('answers busy at once past the waiting limit, and takes exports again once the line moves', async () => {
    const turn = takingTurns({ atOnce: 1, maxWaiting: 1 });
    const first = gate();
    const running = turn(() => first.opened);
    const waiting = turn(async () => 'waited');
    const refused = turn(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 503, key: 'error.busy' });
    first.open();
    await running;
    await expect(waiting).resolves.toBe('waited');
    await expect(turn(async () => 'again')).resolves.toBe('again');
  });

  it('runs as many at once as allowed, the next when one of them ends', async () => {
    const turn = takingTurns({ atOnce: 2, maxWaiting: 5 });
    const log: string[] = [];
    const gates = [gate(), gate()];
    const runs = ['a', 'b', 'c'].map((name, index) =>
      turn(async () => {
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
    platform = await sessionFor(server, '13900000001');
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
    const held = Array.from({ length: 9 }, () => inExportTurn(() => hold.opened));
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
});
