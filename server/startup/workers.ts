/**
 * WORKERS > 1: API processes (node:cluster) sharing the port. The first process owns the
 * database (starts the embedded server, migrates, seeds) and hands its address to the
 * workers; it replaces a worker that dies, and on SIGTERM/SIGINT stops them (each lets its
 * requests finish) before it stops the database.
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { buildApp, defaultFileStorage } from '../app';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { SHUTDOWN_GRACE_MS, stopGracefully } from './shutdown';

export async function serveWithWorkers(config: Config, database: DatabaseHandle): Promise<void> {
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: database.url });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`API worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    fork();
  });
  const workers = Array.from({ length: config.workers }, fork);
  await Promise.all(workers.map((worker) => listeningOrExit(worker)));

  const stop = async () => {
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
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** A worker: the database is the first process's, already migrated and seeded. */
export async function serveAsWorker(config: Config): Promise<void> {
  // Ctrl-C reaches every process of the terminal's group: the first process decides.
  process.on('SIGINT', () => undefined);
  const database = await openDatabase(config, { command: 'API worker', embedded: 'share' });
  const app = await buildApp({ config, db: database.db, storage: defaultFileStorage(config) });
  stopGracefully(app, database, ['SIGTERM']);
  await app.listen({ port: config.port, host: config.host });
}

async function listeningOrExit(worker: Worker): Promise<void> {
  const [event] = await Promise.race([
    once(worker, 'listening').then(() => ['listening'] as const),
    once(worker, 'exit').then(() => ['exit'] as const),
  ]);
  if (event === 'exit') throw new Error(`API worker ${worker.process.pid} ended while starting`);
}
