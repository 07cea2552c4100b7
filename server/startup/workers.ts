/**
 * `npm start`'s first process is a small supervisor (node:cluster's primary): it owns the
 * database (starts the embedded server, which it keeps running, migrates, seeds) and runs
 * the API in WORKERS processes sharing the port. An API process that dies is started
 * again, at once the first time and then with growing pauses while it keeps dying, so a
 * crash loop does not spin; on SIGTERM/SIGINT it stops them (each lets its requests
 * finish) before it stops the database.
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { watchDatabase } from './databaseWatch';
import { SHUTDOWN_GRACE_MS } from './shutdown';

/** Pauses before starting a crashed API process again: doubled per crash, at most this. */
const RESTART_DELAY_FIRST_MS = 250;
const RESTART_DELAY_MAX_MS = 30_000;
/** A process that ran this long crashed once, not in a loop: its next restart is quick again. */
const HEALTHY_RUN_MS = 60_000;

export async function serveWithWorkers(config: Config, database: DatabaseHandle): Promise<void> {
  // The API processes accept connections themselves (the kernel shares the socket), rather
  // than the supervisor handing each over: with round-robin, a connection handed to a
  // process as it died hung until the client gave up. Now, while the only process is being
  // replaced, a connection is refused at once (the client retries); with WORKERS > 1 the
  // others take it.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let crashesInARow = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: database.url });
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    crashesInARow = ranFor >= HEALTHY_RUN_MS ? 0 : crashesInARow + 1;
    const delay =
      crashesInARow <= 1
        ? 0
        : Math.min(RESTART_DELAY_MAX_MS, RESTART_DELAY_FIRST_MS * 2 ** (crashesInARow - 2));
    console.error(
      `API process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): ` +
        `starting another${delay > 0 ? ` in ${(delay / 1000).toFixed(1)} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });
  const workers = Array.from({ length: config.workers }, fork);
  await Promise.all(workers.map((worker) => listeningOrExit(worker)));

  const stop = async (exitCode: number) => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000).unref();
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      running.map((worker) => {
        worker.process.kill('SIGTERM');
        return once(worker, 'exit');
      }),
    );
    await database.close();
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  watchDatabase(database, {
    // The embedded server is restarted by its owner (this process); another one is not
    // ours to restart, so a long outage ends the service for its own supervisor to act.
    exitAfterSeconds: config.databaseUrl ? config.databaseDownExitSeconds : null,
    onGiveUp: (line) => {
      console.error(line);
      void stop(1);
    },
  });
}

async function listeningOrExit(worker: Worker): Promise<void> {
  const [event] = await Promise.race([
    once(worker, 'listening').then(() => ['listening'] as const),
    once(worker, 'exit').then(() => ['exit'] as const),
  ]);
  if (event === 'exit') throw new Error(`API worker ${worker.process.pid} ended while starting`);
}
