/**
 * The server (`npm start` runs it compiled, after building what is stale: scripts/start.mjs):
 * opens the database (starting the embedded PostgreSQL unless DATABASE_URL names one),
 * migrates it, seeds the demo association into an empty one (unless DEMO=false), and
 * serves until SIGTERM/SIGINT in WORKERS API processes sharing the port, which this one
 * supervises (startup/workers.ts): one that dies is started again.
 */
import cluster from 'node:cluster';
import { defaultFileStorage } from './lib/files/stores';
import { loadConfig } from './config';
import { setAssociationTimeZone } from './lib/dates';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo';
import { systemClock } from './lib/clock';
import { passwordHasher } from './lib/passwords';
import { assertWritableDataFolder } from './startup/dataFolder';
import { serveWithWorkers } from './startup/workers';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Before the seed: its demo dates are days of the association's calendar.
  setAssociationTimeZone(config.timeZone);
  if (cluster.isWorker) {
    // Loaded here only: the supervisor never loads the app (server/startup/apiProcess.ts).
    const { serveAsWorker } = await import('./startup/apiProcess');
    return serveAsWorker(config);
  }
  assertWritableDataFolder(config.dataDir);

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
  await serveWithWorkers(config, database);
  console.log(
    `Qualification Declaration System ready at http://localhost:${config.port} ` +
      `(database: ${database.description}, ${processes(config.workers)}, mode: ${config.appMode})`,
  );
}

function processes(workers: number): string {
  const api = workers === 1 ? 'one API process' : `${workers} API processes`;
  return `${api} under a supervisor that restarts them`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
