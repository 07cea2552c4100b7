/**
 * Who takes part in `npm run bench:deadline`, found in the large data set before the server
 * starts (the embedded database is the server's own while it runs): verified companies of the
 * large seed, each with a verified person to name (and the courses that person is signed up
 * for already); the demo
 * institutions and platform staff; the demo trainee and an issued certificate of theirs; and
 * approved sign-ups of sessions that have begun, for the institution to record exams on.
 * Every simulated user gets a session of its own, made in the database (no captcha to solve).
 * Apart from those sessions, the one change made before the run is to let the sessions of
 * approved sign-ups begin yesterday, so exams can be recorded (examinableSignUps).
 */
import { eq, sql } from 'drizzle-orm';
import { statusFamilies } from '../../machines/workflows';
import { openDatabase, type Database } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { LARGE_CODE_PREFIX } from '../../server/seed/largeInserts';
import { createSession } from '../../server/lib/sessions';

const APPROVED = statusFamilies.application.codeOf('approved');
const SIGN_UP = statusFamilies.signUp;
const COURSE_PUBLISHED = statusFamilies.course.codeOf('published');

/** A large-seed company and the verified person it names in its applications. */
export interface BenchCompany {
  readonly accountId: number;
  readonly corporateId: number;
  readonly personId: number;
  /** The courses the person is signed up for already: a second sign-up would be refused. */
  readonly signedUpCourses: ReadonlySet<number>;
}

export interface DeadlineCast {
  readonly companies: readonly BenchCompany[];
  /** The demo review institution's corporate id: the companies name it. */
  readonly reviewInstitutionId: number;
  /** Sign-ups waiting for their exam result, at the demo training institution. */
  readonly examinable: readonly { id: number; version: number }[];
  /**
   * Open courses of the demo training institution (its reviewers are the bench's): the
   * companies find them in the sign-up picker by name.
   */
  readonly trainingCourses: readonly { id: number; name: string }[];
  /** The demo trainee's issued certificates (sign-up ids). */
  readonly traineeCertificates: readonly number[];
}

/** A session (token) for each simulated user of an account: one staff member each. */
export type SessionMaker = (userName: string, role?: string) => Promise<string>;

const DEMO = {
  reviewInstitution: { userName: '13900002101', role: '2101' },
  trainingInstitution: { userName: '13900002000', role: '2010' },
  reviewer: { userName: '13900000001' },
  trainee: { userName: '13900001000' },
  businessQuery: { userName: '13900010000' },
} as const;
export type DemoActor = keyof typeof DEMO;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

async function benchCompanies(db: Database, count: number): Promise<BenchCompany[]> {
  const rows = await rowsOf<{
    account_id: number;
    corporate_id: number;
    person_id: number;
    course_ids: number[];
  }>(
    db,
    sql`
      with verified as (
        select distinct on (p.corporate_id) p.corporate_id, p.id as person_id
        from people p
        where p.status = ${APPROVED}
        order by p.corporate_id, p.id
      )
      select a.id::int as account_id, a.corporate_id::int as corporate_id,
        v.person_id::int as person_id,
        array(select s.course_id::int from sign_ups s where s.person_id = v.person_id) as course_ids
      from accounts a
      join corporates c on c.id = a.corporate_id and c.verified_at is not null
      join verified v on v.corporate_id = a.corporate_id
      where a.active_role = '2000' and a.enabled and c.credit_code like ${`${LARGE_CODE_PREFIX}%`}
      order by a.id
      limit ${count}`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    corporateId: Number(row.corporate_id),
    personId: Number(row.person_id),
    signedUpCourses: new Set(row.course_ids.map(Number)),
  }));
}

async function corporateOf(db: Database, userName: string): Promise<number> {
  const [account] = await db
    .select({ corporateId: accounts.corporateId })
    .from(accounts)
    .where(eq(accounts.userName, userName));
  if (!account?.corporateId) throw new Error(`No company behind ${userName}`);
  return account.corporateId;
}

/**
 * Approved sign-ups of the institution whose session has begun: an exam is recorded only
 * then (the sign-up machine's guard), and the large seed's sessions all lie ahead. So the
 * sessions holding approved sign-ups are moved to have begun yesterday first: the one
 * change the bench makes to the data before it runs.
 */
async function examinableSignUps(db: Database, institutionId: number, today: string) {
  const approved = SIGN_UP.codeOf('approved');
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString();
  await db.execute(sql`
    update training_dates set starts_on = ${yesterday.slice(0, 10)}
    where starts_on > ${today} and id in (
      select s.training_date_id from sign_ups s
      join courses c on c.id = s.course_id and c.corporate_id = ${institutionId}
      where s.status = ${approved})`);
  const rows = await rowsOf<{ id: number; version: number }>(
    db,
    sql`
      select s.id::int as id, s.version from sign_ups s
      join courses c on c.id = s.course_id and c.corporate_id = ${institutionId}
      join training_dates d on d.id = s.training_date_id and d.starts_on <= ${today}
      where s.status = ${approved}
      order by s.id limit 5000`,
  );
  return rows.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
}

async function openCoursesOf(db: Database, institutionId: number, today: string) {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`
      select c.id::int as id, c.name from courses c
      where c.corporate_id = ${institutionId} and c.status = ${COURSE_PUBLISHED} and c.enabled
        and c.sign_up_deadline >= ${today}
        and exists (select 1 from training_dates d where d.course_id = c.id and d.starts_on > ${today})
      order by c.id limit 200`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

async function issuedTo(db: Database, userName: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
      select s.id::int as id from sign_ups s
      join accounts a on a.id = s.applicant_account_id and a.user_name = ${userName}
      where s.status = ${SIGN_UP.codeOf('certificateIssued')}
      order by s.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens the bench database (the server is not running), finds the cast and makes the
 * sessions `users` will need, then closes it again.
 */
export async function prepareDeadline(
  dataDir: string,
  companyCount: number,
  today: string,
): Promise<{
  cast: DeadlineCast;
  sessions: (actor: DemoActor, count: number) => string[];
  companyTokens: string[];
}> {
  const database = await openDatabase(
    { dataDir, databaseUrl: undefined },
    { command: 'npm run bench:deadline', embedded: 'own' },
  );
  try {
    const { db } = database;
    const now = new Date();
    const session = (accountId: number) =>
      createSession(db, { accountId, ip: null, userAgent: 'bench/deadline' }, now);
    const companies = await benchCompanies(db, companyCount);
    if (companies.length < companyCount) {
      throw new Error(
        `Only ${companies.length} large-seed companies have a verified person ` +
          `(${companyCount} needed): re-seed (rm -rf data/bench) or ramp to fewer users`,
      );
    }
    const companyTokens = await Promise.all(companies.map((company) => session(company.accountId)));
    const demoTokens = new Map<DemoActor, string[]>();
    for (const [actor, { userName, ...rest }] of Object.entries(DEMO) as [
      DemoActor,
      { userName: string; role?: string },
    ][]) {
      // An institution acts in the role it reviews in.
      if (rest.role) {
        await db
          .update(accounts)
          .set({ activeRole: rest.role })
          .where(eq(accounts.userName, userName));
      }
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userName, userName));
      if (!account) throw new Error(`The bench data has no ${userName}`);
      demoTokens.set(
        actor,
        await Promise.all(Array.from({ length: 64 }, () => session(account.id))),
      );
    }
    const trainingInstitution = await corporateOf(db, DEMO.trainingInstitution.userName);
    const cast: DeadlineCast = {
      companies,
      reviewInstitutionId: await corporateOf(db, DEMO.reviewInstitution.userName),
      examinable: await examinableSignUps(db, trainingInstitution, today),
      trainingCourses: await openCoursesOf(db, trainingInstitution, today),
      traineeCertificates: await issuedTo(db, DEMO.trainee.userName),
    };
    return {
      cast,
      companyTokens,
      sessions: (actor, count) => (demoTokens.get(actor) ?? []).slice(0, count),
    };
  } finally {
    await database.close();
  }
}
