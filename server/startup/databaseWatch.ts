/**
 * The supervisor's eye on the database: a round trip every few seconds. It says when the
 * database stops answering and when it is back (the API answers 503 meanwhile and
 * recovers by itself), and, when told to, gives up after a while: a database that stays
 * away is a fault for whoever runs the service, which a process that exits makes plain.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

const PING_EVERY_MS = 2_000;

export interface DatabaseWatch {
  /** Seconds of outage before `onGiveUp`; null never gives up (the embedded server is restarted). */
  readonly exitAfterSeconds: number | null;
  readonly onGiveUp: (line: string) => void;
  readonly log?: (line: string) => void;
}

export function watchDatabase(
  database: Pick<DatabaseHandle, 'db'>,
  { exitAfterSeconds, onGiveUp, log = (line) => console.error(line) }: DatabaseWatch,
): () => void {
  let downSince: number | null = null;
  let lastError = '';
  let pinging = false;
  const ping = async () => {
    if (pinging) return;
    pinging = true;
    try {
      await database.db.execute(sql`select 1`);
      if (downSince !== null) {
        log(`The database answers again, after ${((Date.now() - downSince) / 1000).toFixed(1)} s.`);
      }
      downSince = null;
    } catch (error) {
      lastError = (error as Error).message.split('\n')[0] ?? '';
      if (downSince === null) {
        downSince = Date.now();
        log(`The database does not answer (${lastError}): every call answers 503 until it does.`);
      }
      const downSeconds = (Date.now() - downSince) / 1000;
      if (exitAfterSeconds !== null && downSeconds >= exitAfterSeconds) {
        clearInterval(timer);
        onGiveUp(
          `The database at DATABASE_URL has not answered for ${Math.round(downSeconds)} s ` +
            `(${lastError}): stopping, so that the service's supervisor can act ` +
            '(DATABASE_DOWN_EXIT_SECONDS sets how long to wait).',
        );
      }
    } finally {
      pinging = false;
    }
  };
  const timer = setInterval(() => void ping(), PING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
