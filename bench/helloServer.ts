/**
 * The physical references of bench/api.ts, started the same way as the API (node with
 * tsx's loader, PORT and HOST from the environment): a bare Fastify answering a small JSON
 * object, what the machine does with no database, hooks or schemas; and, with
 * HELLO_QUERIES=n, the same after n trivial queries (`select 1`) on the configured
 * database (DATABASE_URL or DATA_DIR's embedded server): the floor of an endpoint making n round
 * trips, as an authenticated page does (session, page, total).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const config = loadConfig(process.env);
const queries = Number(process.env.HELLO_QUERIES ?? 0);
const database =
  queries > 0
    ? await openDatabase(config, { command: 'bench hello world', embedded: 'own' })
    : null;

const app = Fastify({ logger: false });
app.get('/', async () => {
  for (let query = 0; query < queries; query += 1) await database?.db.execute(sql`select 1`);
  return { status: 0, message: '', data: 'hello world' };
});

await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database?.close())
    .then(() => process.exit(0));
});
