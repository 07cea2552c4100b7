/**
 * The server (`npm start` runs it compiled, after building what is stale: scripts/start.mjs):
 * opens the database (starting the embedded PostgreSQL unless DATABASE_URL names one),
 * migrates it, seeds the demo association into an empty one (unless DEMO=false), and
 * serves until SIGTERM/SIGINT: in this process, or in WORKERS processes sharing the port.
 */
import cluster from 'node:cluster';
import { buildApp, defaultFileStorage } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed/demo';
import { systemClock } from './lib/clock';
import { passwordHasher } from './lib/passwords';
import { stopGracefully } from './startup/shutdown';
import { serveWithWorkers, serveAsWorker } from './startup/workers';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (cluster.isWorker) return serveAsWorker(config);

  const database = await openDatabase(config, { command: 'npm start', embedded: 'own' });
  try {
    await database.migrate();
    const storage = defaultFileStorage(config);
    const passwords = passwordHasher(config.passwordCost);
    const seeded =
      config.demo && (await seedDemoData(database.db, systemClock.now(), storage, passwords));
    if (seeded) console.log('Seeded the demo association into the empty database.');
  } catch (error) {
    await database.close();
    throw error;
  }
  if (config.workers > 1) await serveWithWorkers(config, database);
  else await serveHere(config, database);
  console.log(
    `Qualification Declaration System ready at http://localhost:${config.port} ` +
      `(database: ${database.description}, ${processes(config.workers)}, mode: ${config.appMode})`,
  );
}

async function serveHere(config: Config, database: DatabaseHandle): Promise<void> {
  const app = await buildApp({ config, db: database.db, storage: defaultFileStorage(config) });
  stopGracefully(app, database);
  await app.listen({ port: config.port, host: config.host });
}

function processes(workers: number): string {
  return workers === 1 ? 'one API process' : `${workers} API processes`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
