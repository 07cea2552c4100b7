/**
 * A large data set for the performance benchmarks (`npm run seed:large`, docs/deploy.md):
 * on top of the demo association, `companies` member companies with an admin account
 * each, one real-name application per company with its audit trail, `peoplePerCompany`
 * people on each roster in every status, courses in every status with their sessions and
 * sign-ups of the verified people and date change requests, training declarations
 * (largeTraining.ts), the courses then handed to a few hundred training institutions (the
 * demo's among them), `messagesPerAccount` messages per admin (plus a deep inbox for the
 * platform reviewer), and a year of logins and staff actions.
 * Everything is written by set-based SQL (insert … select generate_series), so it takes
 * seconds to a minute. The companies carry credit codes starting with LARGE_CODE_PREFIX;
 * when any exist the seed does nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { passwordHasher } from '../lib/passwords';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from './demoData';
import {
  insertAdminActions,
  insertAdminMessages,
  insertAdmins,
  insertApplications,
  insertCompanies,
  insertCreditApplications,
  insertInstitutionApplications,
  insertLoginLogs,
  insertMemberships,
  insertPeople,
  insertProjectApplications,
  insertCourses,
  insertVipApplications,
  insertReviewerMessages,
  insertWorkflowEvents,
  LARGE_CODE_PREFIX,
  markVerifiedCompanies,
  moveCoursesToInstitutions,
  recountDerived,
} from './largeInserts';
import { replayedPaths } from './largePaths';
import {
  insertLargeDateChanges,
  insertLargeSecondSessions,
  insertLargeSignUps,
  insertLargeTrainingDates,
  insertLargeTrainingHistories,
} from './largeTraining';

/** The demo super-administrator, whose actions on accounts fill the admin action log. */
const SUPER_ADMIN_USER_NAME = '13900000000';
/** The demo platform reviewer, who receives the deep inbox. */
const REVIEWER_USER_NAME = '13900000001';
/** The demo training institution (shuxin), which runs a share of the courses. */
const INSTITUTION_USER_NAME = '13900002000';
/** Any number no other advisory lock of this database uses. */
const LARGE_SEED_LOCK_ID = 7_240_002;

export interface LargeSeedOptions {
  readonly companies: number;
  readonly peoplePerCompany: number;
  readonly messagesPerAccount: number;
  readonly reviewerMessages: number;
  /** How many training institutions run the courses (the demo's among them). */
  readonly trainingInstitutions: number;
  readonly now: Date;
  /** Told each step and how long it took. */
  readonly report?: (line: string) => void;
}

export const DEFAULT_LARGE_SEED = {
  companies: 100_000,
  peoplePerCompany: 3,
  messagesPerAccount: 5,
  reviewerMessages: 20_000,
  // A few hundred, as in a large province: each holds hundreds of courses and thousands of
  // sign-ups in its lists.
  trainingInstitutions: 300,
} as const;

export type LargeSeedOutcome =
  { readonly seeded: true } | { readonly seeded: false; readonly existingCompanies: number };

/** Seeds unless large-seed companies exist already. The demo data must be there first. */
export async function seedLargeData(
  db: Database,
  options: LargeSeedOptions,
): Promise<LargeSeedOutcome> {
  const report = options.report ?? (() => undefined);
  // scrypt takes ~0.3 s at production's cost: one hash for every account (they share the
  // demo password).
  const passwordHash = await passwordHasher().hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LARGE_SEED_LOCK_ID})`);
    const existingCompanies = await countLargeCompanies(tx);
    if (existingCompanies > 0) return { seeded: false, existingCompanies };
    await skipForeignKeyChecksWhenAllowed(tx);
    const reviewerId = await accountIdOf(tx, REVIEWER_USER_NAME);
    const at = sql`${options.now.toISOString()}::timestamptz`;
    const paths = replayedPaths();
    const steps: [string, SQL][] = [
      ['companies', insertCompanies(options.companies, at)],
      ['admin accounts', insertAdmins(passwordHash)],
      ['real-name applications', insertApplications(paths)],
      ['workflow events', insertWorkflowEvents(paths, reviewerId)],
      ['verified companies', markVerifiedCompanies()],
      ['people', insertPeople(options.peoplePerCompany)],
      ['membership applications', insertVipApplications()],
      ['memberships', insertMemberships(at)],
      ['institution applications', insertInstitutionApplications()],
      ['credit applications', insertCreditApplications()],
      ['project declarations', insertProjectApplications()],
      ['courses', insertCourses()],
      ['training sessions', insertLargeTrainingDates(LARGE_CODE_PREFIX)],
      // Fresh tables have no statistics: the planner would take the training steps' joins
      // of hundreds of thousands of rows for a few, and nest its loops (minutes, not seconds).
      ['statistics', sql`analyze corporates, accounts, people, courses, training_dates`],
      ['training declarations', insertLargeTrainingHistories(LARGE_CODE_PREFIX)],
      ['training sign-ups', insertLargeSignUps(LARGE_CODE_PREFIX)],
      ['second sessions', insertLargeSecondSessions(LARGE_CODE_PREFIX)],
      ['date change requests', insertLargeDateChanges()],
      [
        'courses to their institutions',
        moveCoursesToInstitutions(options.trainingInstitutions, INSTITUTION_USER_NAME),
      ],
      ['login log', insertLoginLogs(at)],
      ['admin actions', insertAdminActions(SUPER_ADMIN_USER_NAME, at)],
      ['messages to admins', insertAdminMessages(options.messagesPerAccount, at)],
      [
        'messages to the reviewer',
        insertReviewerMessages(reviewerId, options.reviewerMessages, at),
      ],
      ['derived counts', recountDerived()],
    ];
    for (const [name, statement] of steps) {
      const started = performance.now();
      await tx.execute(statement);
      report(`${name}: ${Math.round(performance.now() - started)} ms`);
    }
    return { seeded: true };
  });
}

/**
 * Every row refers to rows the same statement selects, so the per-row foreign-key triggers
 * only cost time. Turning them off (replica mode, which turns off the status-count triggers
 * too: recountDerived) needs a superuser: the embedded server's, a local PostgreSQL's;
 * without one the seed is just slower. Ends with the transaction.
 */
async function skipForeignKeyChecksWhenAllowed(tx: Database): Promise<void> {
  const [setting] = await rowsOf<{ superuser: string }>(
    tx,
    sql`select current_setting('is_superuser') as superuser`,
  );
  if (setting?.superuser === 'on') {
    await tx.execute(sql`set local session_replication_role = replica`);
  }
}

export async function countLargeCompanies(db: Database): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from corporates where credit_code like ${`${LARGE_CODE_PREFIX}%`}`,
  );
  return Number(row?.total ?? 0);
}

async function accountIdOf(db: Database, userName: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id::int as id from accounts where user_name = ${userName}`,
  );
  return row === undefined ? null : Number(row.id);
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** After a bulk load: fresh statistics for the planner, and a visibility map for index-only scans. */
export async function analyzeLargeTables(db: Database): Promise<void> {
  for (const table of [
    'corporates',
    'accounts',
    'realname_applications',
    'workflow_events',
    'people',
    'courses',
    'training_dates',
    'sign_ups',
    'training_histories',
    'messages',
    'date_change_requests',
    'login_logs',
    'admin_actions',
    'credit_applications',
    'institution_applications',
    // Rebuilt by recountDerived with triggers off: a local server without autovacuum would
    // otherwise plan the workflow map's reads on empty-table statistics.
    'derived.workflow_stays',
    'derived.workflow_stay_days',
    'derived.workflow_stay_months',
    'derived.workflow_transition_days',
    'derived.workflow_transition_months',
    'derived.institution_names',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

export interface LargeDataCounts {
  readonly [table: string]: number;
}

export async function countLargeTables(db: Database): Promise<LargeDataCounts> {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`
    select (select count(*) from corporates)::int as corporates,
      (select count(*) from accounts)::int as accounts,
      (select count(*) from realname_applications)::int as realname_applications,
      (select count(*) from workflow_events)::int as workflow_events,
      (select count(*) from people)::int as people,
      (select count(*) from courses)::int as courses,
      (select count(*) from sign_ups)::int as sign_ups,
      (select count(*) from date_change_requests)::int as date_change_requests,
      (select count(*) from credit_applications)::int as credit_applications,
      (select count(*) from login_logs)::int as login_logs,
      (select count(*) from admin_actions)::int as admin_actions,
      (select count(*) from messages)::int as messages`,
  );
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([table, total]) => [table, Number(total)]),
  );
}
