/**
 * The large seed of the benchmarks (server/seed/largeSeed.ts), small: its training
 * sign-ups are of verified people signed up by their own company, in statuses the course's
 * stage allows, several courses each, with a score from the exam on and a certificate number once issued; and
 * each company declares trainings of both kinds; the lists the benchmarks time read them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingRecord } from '@machines/contracts';
import { DERIVED_COUNTS } from '../../server/seed/largeInserts';
import { OPEN_SESSION_STATUSES } from '../../server/lib/coursePlaces';
import { seedLargeData } from '../../server/seed/largeSeed';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/** The sign-up statuses each course stage allows (course status → sign-up statuses). */
const ALLOWED: Readonly<Record<number, readonly number[]>> = {
  2: [0, 1, 2, 3],
  4: [1, 3],
  5: [4, 5, 6, 7, 71, 8, 9],
};

interface SignUpRow {
  readonly courseStatus: number;
  readonly status: number;
  readonly personStatus: number;
  /** The person is of the company that signed them up. */
  readonly sameCompany: boolean;
  readonly examScore: string | null;
  readonly certificateNumber: string | null;
}

describe.each(testDatabases)('the large seed’s sign-ups (%s)', (databaseKind) => {
  let server: TestServer;
  let rows: SignUpRow[];

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    const outcome = await seedLargeData(server.db, {
      companies: 120,
      peoplePerCompany: 3,
      messagesPerAccount: 1,
      reviewerMessages: 10,
      trainingInstitutions: 10,
      now: server.clock.now(),
    });
    expect(outcome.seeded).toBe(true);
    const answer = await server.db.execute(sql`
      select co.status::int as "courseStatus", s.status::int as status,
        p.status::int as "personStatus", p.corporate_id = s.corporate_id as "sameCompany",
        s.exam_score as "examScore", s.certificate_number as "certificateNumber"
      from sign_ups s
      join courses co on co.id = s.course_id
      join people p on p.id = s.person_id
      where co.name like '压测课程%'`);
    rows = answer.rows as unknown as SignUpRow[];
  });
  afterAll(() => server.close());

  it('signs verified people up by their company, as each course’s stage allows', () => {
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.personStatus).toBe(2);
      expect(row.sameCompany).toBe(true);
      expect(ALLOWED[row.courseStatus]).toContain(row.status);
      expect(row.examScore !== null).toBe(row.status >= 4);
      expect(row.certificateNumber !== null).toBe([6, 8, 9].includes(row.status));
    }
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of [0, 1, 4, 5, 6]) expect(statuses).toContain(status);
  });

  it('gives each company a declaration of each kind, in every status', async () => {
    const answer = await server.db.execute(sql`
      select kind, count(*)::int as total, count(distinct status)::int as statuses
      from training_histories where course_name like '压测培训%' group by kind order by kind`);
    expect(answer.rows).toEqual([
      { kind: 'cultivate', total: 120, statuses: 7 },
      { kind: 'history', total: 120, statuses: 7 },
    ]);
  });

  it('fills the lists the benchmarks time', async () => {
    const company = await sessionFor(server, '17000000002');
    for (const path of ['/api/train/query-applycourse-page', '/api/v2/query-train-record']) {
      const own = await call<{ total: number }>(server.app, 'GET', path, {
        token: company,
        query: { pageIndex: '1', pageSize: '10' },
      });
      expect(own.httpStatus, own.body.message).toBe(200);
      expect(own.body.data.total).toBeGreaterThan(0);
    }

    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const queue = await call<{ total: number }>(
      server.app,
      'GET',
      '/api/train/query-entryusercerdit-page',
      { token: reviewer, query: { pageIndex: '1', pageSize: '10' } },
    );
    expect(queue.httpStatus, queue.body.message).toBe(200);
    const largeCertificates = rows.filter((row) => [4, 6, 7, 71, 8, 9].includes(row.status));
    expect(queue.body.data.total).toBeGreaterThanOrEqual(largeCertificates.length);

    const [finished] = (
      await server.db.execute(sql`
        select co.id::int as id from courses co
        where co.name like '压测课程%' and co.status = 5
          and exists (select 1 from sign_ups s where s.course_id = co.id and s.status in (4, 6, 7, 71, 8))
        order by co.id limit 1`)
    ).rows as { id: number }[];
    if (!finished) throw new Error('No large finished course gave its hours');
    const admin = await sessionFor(server, DEMO.superAdmin);
    const credit = await call<{ list: TrainingRecord[] }>(
      server.app,
      'GET',
      '/api/course/query-creditUser-list',
      { token: admin, query: { courseId: String(finished.id), pageIndex: '1', pageSize: '10' } },
    );
    expect(credit.httpStatus, credit.body.message).toBe(200);
    expect(credit.body.data.list.length).toBeGreaterThan(0);
  });

  it('hands the courses to a few institutions, the demo one among them', async () => {
    const answer = await server.db.execute(sql`
      select count(distinct co.corporate_id)::int as owners,
        bool_or(a.user_name = '13900002000') as "demoInstitution",
        bool_and(a.corporate_id = co.corporate_id) as "applicantOfOwner"
      from courses co join accounts a on a.id = co.applicant_account_id
      where co.name like '压测课程%'`);
    const [owners] = answer.rows as {
      owners: number;
      demoInstitution: boolean;
      applicantOfOwner: boolean;
    }[];
    expect(owners).toEqual({ owners: 10, demoInstitution: true, applicantOfOwner: true });
  });

  it('asks date changes of approved sign-ups to another session of their course', async () => {
    const answer = await server.db.execute(sql`
      select count(*)::int as total, count(distinct r.status)::int as statuses,
        bool_and(s.status = 1 and s.training_date_id = r.from_training_date_id
          and moved.course_id = s.course_id and r.status in (0, 2)) as consistent
      from date_change_requests r
      join sign_ups s on s.id = r.sign_up_id
      join training_dates moved on moved.id = r.to_training_date_id
      where r.reason = '压测改期原因'`);
    const [requests] = answer.rows as { total: number; statuses: number; consistent: boolean }[];
    expect(requests?.total).toBeGreaterThan(0);
    expect(requests).toMatchObject({ statuses: 2, consistent: true });
  });

  it('keeps a year of logins and staff actions on the companies’ accounts', async () => {
    const answer = await server.db.execute(sql`
      select (select count(*)::int from login_logs where user_agent = 'Mozilla/5.0 (压测)') as logins,
        (select count(*)::int from admin_actions a join accounts t on t.id = a.target_id::bigint
          where t.user_name like '170%') as actions`);
    const [counts] = answer.rows as { logins: number; actions: number }[];
    expect(counts).toEqual({ logins: 240, actions: 60 });
  });

  it('counts what it inserted with the triggers off (every derived count, last open sessions)', async () => {
    for (const [counts, table, keys, admitted] of DERIVED_COUNTS) {
      const kept = await server.db.execute(
        sql.raw(`select ${keys}, total::int from ${counts} where total <> 0 order by ${keys}`),
      );
      const counted = await server.db.execute(
        sql.raw(
          `select ${keys}, count(*)::int as total from ${table} where ${admitted} group by ${keys} order by ${keys}`,
        ),
      );
      expect(kept.rows, counts).toEqual(counted.rows);
    }
    const drifted = await server.db.execute(sql`
      select c.id from courses c
      where c.last_open_starts_on is distinct from (select max(d.starts_on) from training_dates d
        where d.course_id = c.id and d.status in (${sql.raw(OPEN_SESSION_STATUSES.join(', '))}))`);
    expect(drifted.rows, 'courses.last_open_starts_on').toEqual([]);
    // The workflow map's kept figures (0042, 0043) and institutions (0044).
    const [kept] = (
      await server.db.execute(sql`select
        (select count(*)::int from workflow_events) as events,
        (select sum(times)::int from derived.workflow_transition_days) as "perDay",
        (select sum(times)::int from derived.workflow_transition_months) as "perMonth",
        (select count(*)::int from derived.workflow_stays where left_at is not null) as stays,
        (select sum(stays)::int from derived.workflow_stay_months) as "staysPerMonth"`)
    ).rows as { events: number; stays: number }[];
    expect(kept).toEqual({
      events: kept?.events,
      perDay: kept?.events,
      perMonth: kept?.events,
      stays: kept?.stays,
      staysPerMonth: kept?.stays,
    });
    const institutions = await server.db.execute(sql`
      with approved as (select distinct a.kind, c.id::int as id, c.name from institution_applications a
        join corporates c on c.id = a.corporate_id where a.status = 2),
      kept as (select kind, corporate_id::int as id, name from derived.institution_names)
      select (select count(*)::int from (select * from kept except select * from approved) k) as extra,
        (select count(*)::int from (select * from approved except select * from kept) a) as missing,
        (select count(*)::int from kept) as kept`);
    expect(institutions.rows[0]).toMatchObject({ extra: 0, missing: 0 });
    expect((institutions.rows[0] as { kept: number }).kept).toBeGreaterThan(0);
  });
});
