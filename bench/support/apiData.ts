/**
 * The data the API benchmark runs on: the configured database migrated, the demo
 * association and the large data set seeded when missing (server/db/seed/largeSeed.ts),
 * and sessions of the platform reviewer, the super-administrator, one large-seed company,
 * the business query and the demo institution made directly in the database, so the
 * server can run in production mode (no test-mode captcha route) and no login is timed.
 */
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed/demo';
import {
  analyzeLargeTables,
  countLargeTables,
  DEFAULT_LARGE_SEED,
  seedLargeData,
  type LargeDataCounts,
} from '../../server/db/seed/largeSeed';
import { localFileStorage } from '../../server/lib/files/storage';
import { passwordHasher } from '../../server/lib/passwords';
import { createSession } from '../../server/lib/sessions';

/** The demo platform reviewer (role 0100), who may read the review list. */
export const REVIEWER_USER_NAME = '13900000001';
/** The demo super-administrator (0000), who keeps the catalogues. */
export const SUPER_ADMIN_USER_NAME = '13900000000';
/** The demo business-query account (01000): issued certificates of every company. */
export const BUSINESS_QUERY_USER_NAME = '13900010000';
/** The demo training institution (shuxin), in its sign-up review role: its date changes. */
export const INSTITUTION_USER_NAME = '13900002000';
const INSTITUTION_ROLE = '2010';
/**
 * The admin of the second large-seed company (its contact mobile): a roster of its own,
 * with a verified person (the first company has none) and so training sign-ups.
 */
export const COMPANY_USER_NAME = '17000000002';

export interface BenchDatabase {
  /** The embedded server `npm start` runs in DATA_DIR, or the one DATABASE_URL names. */
  readonly name: 'embedded' | 'PostgreSQL';
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

export interface PreparedData {
  readonly reviewerToken: string;
  readonly superAdminToken: string;
  readonly companyToken: string;
  readonly queryToken: string;
  readonly institutionToken: string;
  /** The course that gave its credit hours to the most trainees (the credit-hour list). */
  readonly creditCourseId: number;
  readonly counts: LargeDataCounts;
  /** How long seeding took; null when the data set was there already. */
  readonly seededInMs: number | null;
}

/** Embedded: call while no server runs on the folder (this starts it, and stops it again). */
export async function prepareBenchData(
  target: BenchDatabase,
  report: (line: string) => void,
): Promise<PreparedData> {
  const database = await openDatabase(
    { dataDir: target.dataDir, databaseUrl: target.databaseUrl },
    { command: 'npm run bench:api', embedded: 'own' },
  );
  try {
    const { db } = database;
    await database.migrate();
    const now = new Date();
    // Production's cost: the bench measures the product as deployed.
    await seedDemoData(db, now, localFileStorage(join(target.dataDir, 'files')), passwordHasher());
    const started = performance.now();
    const outcome = await seedLargeData(db, { ...DEFAULT_LARGE_SEED, now, report });
    if (outcome.seeded) await analyzeLargeTables(db);
    const seededInMs = outcome.seeded ? Math.round(performance.now() - started) : null;

    const sessionOf = async (userName: string, role?: string) => {
      // A session acts in the account's active role: an institution reviews in its own.
      if (role) {
        await db.update(accounts).set({ activeRole: role }).where(eq(accounts.userName, userName));
      }
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userName, userName));
      if (!account) throw new Error(`${target.name} has no account ${userName}`);
      return createSession(db, { accountId: account.id, ip: null, userAgent: 'bench/api' }, now);
    };
    return {
      reviewerToken: await sessionOf(REVIEWER_USER_NAME),
      superAdminToken: await sessionOf(SUPER_ADMIN_USER_NAME),
      companyToken: await sessionOf(COMPANY_USER_NAME),
      queryToken: await sessionOf(BUSINESS_QUERY_USER_NAME),
      institutionToken: await sessionOf(INSTITUTION_USER_NAME, INSTITUTION_ROLE),
      creditCourseId: await mostTrainedCourse(db),
      counts: await countLargeTables(db),
      seededInMs,
    };
  } finally {
    await database.close();
  }
}

/** The course whose trainees earned its hours most often (exam passed and on, not revoked). */
async function mostTrainedCourse(db: Database): Promise<number> {
  const [row] = (
    await db.execute(sql`
      select course_id::int as id from sign_ups where status in (4, 6, 7, 71, 8)
      group by course_id order by count(*) desc, course_id limit 1`)
  ).rows as { id: number }[];
  if (!row) throw new Error('No course gave its credit hours: the seeds have no sign-ups');
  return Number(row.id);
}
