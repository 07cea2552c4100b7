/**
 * A @fastify/rate-limit store that keeps its counters in the database (the rate_limits
 * table), so several API processes behind a load balancer count against one limit. Each
 * hit is one upsert; the database's clock decides the windows, so the processes' clocks
 * need not agree. A window starts at a key's first hit and restarts on the first hit after
 * it ended, like the plugin's in-memory store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

/** Counts one hit of `key` in a window of `windowMs`, in one statement. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<RateLimitHit> {
  const windowEnded = sql`${rateLimits.windowStart} + ${windowMs}::integer * interval '1 millisecond' <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Both expressions read the row as it was before this update.
      set: {
        windowStart: sql`case when ${windowEnded} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`extract(epoch from ${rateLimits.windowStart} + ${windowMs}::integer * interval '1 millisecond' - now()) * 1000`,
    });
  if (!row) throw new Error(`Rate limit counter ${key} was not written`);
  return { current: row.current, ttl: Math.max(0, Math.ceil(Number(row.ttl))) };
}

/** Rows of clients that stopped coming: windows that ended more than `olderThanMs` ago. */
export async function deleteStaleCounters(db: Database, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      lt(rateLimits.windowStart, sql`now() - ${olderThanMs}::integer * interval '1 millisecond'`),
    );
}

const CLEANUP_INTERVAL_MS = 10 * 60_000;
/** Longer than any window the routes use (a minute), so no live counter is removed. */
const STALE_AFTER_MS = 60 * 60_000;

interface RouteInfo {
  readonly routeInfo?: { readonly method?: string | readonly string[]; readonly url?: string };
}

/**
 * The store class the plugin instantiates; one child per route, whose keys carry the
 * route so that the login and captcha limits count apart. Every `CLEANUP_INTERVAL_MS` a
 * hit also removes stale rows, so the table stays as small as the set of recent clients.
 */
export function databaseRateLimitStore(
  db: Database,
  onError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let lastCleanup = Date.now();
  const cleanUpNowAndThen = () => {
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = Date.now();
    deleteStaleCounters(db, STALE_AFTER_MS).catch(onError);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHit) => void,
      timeWindow: number,
    ): void {
      cleanUpNowAndThen();
      countHit(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteInfo | object): FastifyRateLimitStore {
      const route = 'routeInfo' in routeOptions ? routeOptions.routeInfo : undefined;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route?.url ?? ''} `);
    }
  }
  return DatabaseRateLimitStore;
}
