/**
 * The physical reference of the signed-in list in bench/api.ts: a bare Fastify handler on a
 * plain node-postgres pool (the API's size, 10) running exactly the SQL the API runs for
 * GET /api/corporate/query-realcorporate-page?status=1&pageIndex=1&pageSize=10 (read from
 * PostgreSQL's statement log): the session, then the total and the page side by side, and
 * the rows answered as they come (arrays, id first). No schema, hooks, access table, mapping or masking: what
 * the API adds on top is the difference. bench/api.ts checks both answer the same ids.
 *
 * Started like the API: PORT and HOST from the environment, DATABASE_URL or the embedded
 * server in DATA_DIR.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { startEmbeddedPostgres } from '../server/db/embedded/cluster';

const SESSION = `select "sessions"."id", "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."revoked_at", "accounts"."id", "accounts"."enabled", "accounts"."active_role", "accounts"."available_roles", "accounts"."corporate_id", "accounts"."is_admin" from "sessions" inner join "accounts" on "accounts"."id" = "sessions"."account_id" where "sessions"."token_hash" = $1`;
const TOTAL = `select coalesce(sum("total"), 0)::int from "derived"."realname_status_counts" where ("derived"."realname_status_counts"."status" <> $1 and "derived"."realname_status_counts"."status" = $2)`;
const PAGE = `select "realname_applications"."id", "realname_applications"."corporate_id", "realname_applications"."applicant_account_id", "realname_applications"."status", "realname_applications"."version", "realname_applications"."company_name", "realname_applications"."credit_code", "realname_applications"."legal_representative", "realname_applications"."contact_name", "realname_applications"."contact_mobile", "realname_applications"."address", "realname_applications"."licence_file_id", "realname_applications"."submitted_at", "realname_applications"."decided_at", "realname_applications"."created_at", "realname_applications"."updated_at", "files"."id", "files"."original_name", "files"."mime" from "realname_applications" left join "files" on "files"."id" = "realname_applications"."licence_file_id" where "realname_applications"."id" in (select "id" from "realname_applications" where ("realname_applications"."status" <> $1 and "realname_applications"."status" = $2) order by "realname_applications"."submitted_at" desc, "realname_applications"."id" desc limit $3) order by "realname_applications"."submitted_at" desc, "realname_applications"."id" desc`;

const DRAFT = 0;
const PENDING = 1;
const PAGE_SIZE = 10;
const POOL_SIZE = 10;

const config = loadConfig(process.env);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, command: 'bench list reference' });
const pool = new pg.Pool({
  connectionString: config.databaseUrl ?? embedded?.url,
  max: POOL_SIZE,
});

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ status: 0 }));
app.get('/', async (request, reply) => {
  const token = request.headers['access-token'];
  const hash = createHash('sha256')
    .update(typeof token === 'string' ? token : '')
    .digest('hex');
  const session = await pool.query(SESSION, [hash]);
  if (session.rowCount === 0) return reply.code(401).send({ status: 401, message: 'no session' });
  const [total, page] = await Promise.all([
    pool.query(TOTAL, [DRAFT, PENDING]),
    // Rows as arrays, as drizzle reads them: the page's columns repeat names (two ids).
    pool.query({ text: PAGE, values: [DRAFT, PENDING, PAGE_SIZE], rowMode: 'array' }),
  ]);
  return {
    status: 0,
    message: '',
    data: {
      list: page.rows,
      total: (total.rows[0] as { coalesce: number }).coalesce,
      pageIndex: 1,
      pageSize: PAGE_SIZE,
    },
  };
});

await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => embedded?.stop())
    .then(() => process.exit(0));
});
