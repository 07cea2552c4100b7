/**
 * An API process (a cluster worker of server/startup/workers.ts): the app on the database the
 * first process opened, migrated and seeded. Its own module, loaded only by the workers: the
 * supervisor never loads the app (Fastify, its routes and their packages), so it hands over to
 * its first worker sooner (docs/performance.md, "npm start").
 */
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { stopGracefully } from './shutdown';

/** A worker: the database is the first process's, already migrated and seeded. */
export async function serveAsWorker(config: Config): Promise<void> {
  // Ctrl-C reaches every process of the terminal's group: the first process decides.
  process.on('SIGINT', () => undefined);
  const database = await openDatabase(config, { command: 'API worker', embedded: 'share' });
  const app = await buildApp({ config, db: database.db });
  stopGracefully(app, database, ['SIGTERM']);
  await app.listen({ port: config.port, host: config.host });
}
