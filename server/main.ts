/**
 * The server (`npm start` runs it compiled, after building what is stale: scripts/start.mjs):
 * opens and migrates the database, seeds the demo association into an empty one (unless
 * DEMO=false), and serves until SIGTERM/SIGINT.
 */
import { buildApp, defaultFileStorage } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/demo';
import { systemClock } from './lib/clock';
import { stopGracefully } from './startup/shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  const storage = defaultFileStorage(config);
  const seeded = config.demo && (await seedDemoData(database.db, systemClock.now(), storage));

  const app = await buildApp({ config, db: database.db, storage });
  if (seeded) app.log.info('seeded the demo association into the empty database');
  stopGracefully(app, database);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Qualification Declaration System ready at http://localhost:${config.port} ` +
      `(database: ${database.description}, mode: ${config.appMode})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
