/**
 * Exports take turns: one at a time in each API process. A deadline-day run saw three
 * platform reviewers export 40k rows at the same moment take both cores from everyone else
 * (every page's p99 over a second). In turns, an export waits for the one before it (about
 * a second each at that size) and the pages keep a core. Past the waiting limit the next
 * export is answered 503 "busy, try again" at once, rather than after a minute in line.
 */
import { AppError, HttpStatus } from './errors';

/**
 * One: with two at once, a 50-user deadline run kept the exports no faster (four 40k-row
 * exports asked at one moment: p99 7.2 s either way) and a write's p99 reached 3.9 s.
 */
const EXPORTS_AT_ONCE = 1;
const EXPORTS_WAITING = 8;
/** Three: the deadline day's platform reviewers export at once from one desk, now and then. */
const EXPORTS_PER_ACCOUNT = 3;
const RETRY_AFTER_SECONDS = 10;

/** Takes a turn for `holder` (the account asking) to run `work` in. */
export type TakeTurn = <T>(holder: number, work: () => Promise<T>) => Promise<T>;

export interface Turns {
  /** Exports built at the same time. */
  readonly atOnce: number;
  /** Exports that may wait for their turn; the next is refused. */
  readonly maxWaiting: number;
  /** Places in the line (running or waiting) one holder may take; its next is refused. */
  readonly perHolder: number;
}

export function takingTurns({ atOnce, maxWaiting, perHolder }: Turns): TakeTurn {
  let running = 0;
  const line: (() => void)[] = [];
  const placesOf = new Map<number, number>();
  const retry = { data: { retryAfterSeconds: RETRY_AFTER_SECONDS } };
  return async <T>(holder: number, work: () => Promise<T>) => {
    const places = placesOf.get(holder) ?? 0;
    if (places >= perHolder) {
      throw new AppError(HttpStatus.tooManyRequests, 'error.exportsPending', retry);
    }
    if (running >= atOnce && line.length >= maxWaiting) {
      throw new AppError(HttpStatus.serviceUnavailable, 'error.busy', retry);
    }
    placesOf.set(holder, places + 1);
    try {
      if (running < atOnce) running += 1;
      else await new Promise<void>((begin) => line.push(begin));
      try {
        return await work();
      } finally {
        // The turn passes to the next in line, or is given back; a failed export's too.
        const next = line.shift();
        if (next) next();
        else running -= 1;
      }
    } finally {
      const left = (placesOf.get(holder) ?? 1) - 1;
      if (left > 0) placesOf.set(holder, left);
      else placesOf.delete(holder);
    }
  };
}

/** The API process's turns for building an export (reading its rows, writing the file). */
export const inExportTurn: TakeTurn = takingTurns({
  atOnce: EXPORTS_AT_ONCE,
  maxWaiting: EXPORTS_WAITING,
  perHolder: EXPORTS_PER_ACCOUNT,
});
