/**
 * Exports take turns: one at a time in each API process. A deadline-day run saw three
 * platform reviewers export 40k rows at the same moment take both cores from everyone else
 * (every page's p99 over a second). In turns, an export waits for the one before it (about
 * a second each at that size) and the pages keep a core. Past the waiting limit the next
 * export is answered 503 "busy, try again" at once, rather than after a minute in line.
 */
import { AppError, HttpStatus } from './errors';

/** Exports that may wait for their turn; the next is refused. */
const EXPORTS_WAITING = 8;
const RETRY_AFTER_SECONDS = 10;

export type TakeTurn = <T>(work: () => Promise<T>) => Promise<T>;

export function takingTurns(maxWaiting: number): TakeTurn {
  let previous: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return <T>(work: () => Promise<T>) => {
    if (waiting >= maxWaiting) {
      return Promise.reject(
        new AppError(HttpStatus.serviceUnavailable, 'error.busy', {
          data: { retryAfterSeconds: RETRY_AFTER_SECONDS },
        }),
      );
    }
    waiting += 1;
    const turn = previous.then(() => {
      waiting -= 1;
      return work();
    });
    // A failed export ends its turn like any other.
    previous = turn.catch(() => undefined);
    return turn;
  };
}

/** The API process's turns for building an export (reading its rows, writing the file). */
export const inExportTurn: TakeTurn = takingTurns(EXPORTS_WAITING);
