/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const database = await openDatabase(loadConfig(process.env), {
  command: 'npm run db:migrate',
  embedded: 'share',
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.description}).`);
} finally {
  await database.close();
}
