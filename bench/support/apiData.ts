/**
 * The data the API benchmark runs on: the configured database migrated, the demo
 * association and the large data set seeded when missing (server/seed/largeSeed.ts),
 * and sessions of the platform reviewer, the super-administrator, one large-seed company,
 * the business query and the demo institution made directly in the database, so the
 * server can run in production mode (no test-mode captcha route) and no login is timed.
 */
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo';
import {
  analyzeLargeTables,
  countLargeTables,
  DEFAULT_LARGE_SEED,
  seedLargeData,
  type LargeDataCounts,
} from '../../server/seed/largeSeed';
import { localFileStorage } from '../../server/lib/files/storage';
import { passwordHasher } from '../../server/lib/passwords';
import { createSession } from '../../server/lib/sessions';
import type { BenchReader } from '../targets';

/** Who reads as each of the benchmark's readers (bench/targets.ts), and in which role. */
const READERS: Readonly<Record<BenchReader, { userName: string; role?: string }>> = {
  /** The demo platform reviewer (0100): the review queues. */
  reviewer: { userName: '13900000001' },
  /** The demo super-administrator (0000): catalogues, accounts, logs. */
  superAdmin: { userName: '13900000000' },
  /**
   * The admin of the second large-seed company (its contact mobile): a roster of its own,
   * with a verified person (the first company has none) and so training sign-ups.
   */
  company: { userName: '17000000002' },
  /** The demo business-query account (01000): issued certificates of every company. */
  businessQuery: { userName: '13900010000' },
  /** The demo training institution (shuxin) in its sign-up review role. */
  signUpInstitution: { userName: '13900002000', role: '2010' },
  /** The demo reviewing institution in its project and credit review role. */
  reviewInstitution: { userName: '13900002101', role: '2101' },
  /** The demo trainee (1000). */
  trainee: { userName: '13900001000' },
};

export interface BenchDatabase {
  /** The embedded server `npm start` runs in DATA_DIR, or the one DATABASE_URL names. */
  readonly name: 'embedded' | 'PostgreSQL';
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

export interface PreparedData {
  /** A session of each reader. */
  readonly tokens: Readonly<Record<BenchReader, string>>;
  /** Ids the targets' paths name (bench/targets.ts). */
  readonly ids: {
    /** The course that gave its credit hours to the most trainees (the credit-hour list). */
    readonly creditCourseId: number;
    /** The sign-up institution's course with the most sign-ups. */
    readonly institutionCourseId: number;
  };
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
    const tokens: Partial<Record<BenchReader, string>> = {};
    for (const [reader, { userName, role }] of Object.entries(READERS)) {
      tokens[reader as BenchReader] = await sessionOf(userName, role);
    }
    return {
      tokens: tokens as Record<BenchReader, string>,
      ids: {
        creditCourseId: await mostTrainedCourse(db),
        institutionCourseId: await busiestCourseOf(db, READERS.signUpInstitution.userName),
      },
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

/** The course of `userName`'s institution with the most sign-ups. */
async function busiestCourseOf(db: Database, userName: string): Promise<number> {
  const [row] = (
    await db.execute(sql`
      select s.course_id::int as id from sign_ups s
      join courses c on c.id = s.course_id
      join accounts a on a.corporate_id = c.corporate_id and a.user_name = ${userName}
      group by s.course_id order by count(*) desc, s.course_id limit 1`)
  ).rows as { id: number }[];
  if (!row) throw new Error(`No course of ${userName}'s institution has sign-ups`);
  return Number(row.id);
}
