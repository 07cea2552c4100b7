/**
 * The large seed's training (issue 16): each company's declarations of training taken
 * elsewhere and of in-house cultivation, in every status of the generic family; a session
 * for each of its courses that took
 * sign-ups (published, closed to sign-up, finished), and each verified person of a
 * company's roster signed up to such courses of several companies, in the sign-up
 * statuses each course's stage allows — waiting, approved, rejected or cancelled while it
 * is open; approved or cancelled once closed; every exam and certificate outcome once
 * finished. Lists and queues then read a realistic share of a large table. Like the
 * courses, these rows carry no audit trail: the benchmarks read lists, not timelines.
 */
import { sql, type SQL } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';

const course = statusFamilies.course;
const signUp = statusFamilies.signUp;
const codes = (family: typeof signUp, states: readonly string[]) =>
  sql.raw(`array[${states.map((state) => family.codeOf(state)).join(', ')}]`);

const PUBLISHED = course.codeOf('published');
const IN_TRAINING = course.codeOf('inTraining');
const FINISHED = course.codeOf('finished');
/** A verified person (the generic family's approved): only they may be signed up. */
const VERIFIED = statusFamilies.application.codeOf('approved');

/** What a sign-up of each course stage may have become, spread by company and person. */
const OPEN_OUTCOMES = codes(signUp, ['signedUp', 'approved', 'rejected', 'cancelled']);
const CLOSED_OUTCOMES = codes(signUp, ['approved', 'approved', 'cancelled']);
const FINISHED_OUTCOMES = codes(signUp, [
  'examPassed',
  'examFailed',
  'certificateIssued',
  'certificateRejected',
  'certificateResubmitted',
  'certificateExpired',
  'certificateRevoked',
  'certificateIssued',
]);
const WITH_CERTIFICATE = ['certificateIssued', 'certificateExpired', 'certificateRevoked']
  .map((state) => signUp.codeOf(state))
  .join(', ');
const EXAMINED = ['signedUp', 'approved', 'rejected', 'cancelled']
  .map((state) => signUp.codeOf(state))
  .join(', ');

const largeCourses = (prefix: string) =>
  sql.raw(`(
  select co.*, substr(c.credit_code, ${prefix.length + 1}, 9)::int as n
  from courses co join corporates c on c.id = co.corporate_id
  where c.credit_code like '${prefix}%'
    and co.status in (${PUBLISHED}, ${IN_TRAINING}, ${FINISHED})
)`);

/** One session per course that took sign-ups: past for a finished one, ahead otherwise. */
export function insertLargeTrainingDates(prefix: string): SQL {
  const finished = sql.raw(String(FINISHED));
  const sessionDone = sql.raw(String(statusFamilies.trainingDate.codeOf('finished')));
  const scheduled = sql.raw(String(statusFamilies.trainingDate.codeOf('scheduled')));
  return sql`
    insert into training_dates (course_id, status, version, starts_on, ends_on, capacity,
      location, created_at, updated_at)
    select co.id, case when co.status = ${finished} then ${sessionDone} else ${scheduled} end, 0,
      case when co.status = ${finished} then '2025-09-08' else '2030-03-10' end,
      case when co.status = ${finished} then '2025-09-10' else '2030-03-12' end,
      60, '压测培训地点', co.created_at, co.updated_at
    from ${largeCourses(prefix)} as co`;
}

/**
 * How many companies' courses (its own and the next ones') each verified person is signed
 * up to: about one course taking sign-ups per company, so with the default 100,000
 * companies (about 43,000 verified people) some 500,000 sign-ups.
 */
export const COURSE_WINDOW = 12;

/**
 * Each verified person of a large company signed up by it to the courses that take
 * sign-ups of COURSE_WINDOW companies from its own on, in a status the course's stage
 * allows.
 */
export function insertLargeSignUps(prefix: string): SQL {
  const pick = (outcomes: SQL) =>
    sql`(${outcomes})[(co.n + p.n + p.k) % cardinality(${outcomes}) + 1]`;
  const status = sql`case co.status
      when ${sql.raw(String(FINISHED))} then ${pick(FINISHED_OUTCOMES)}
      when ${sql.raw(String(IN_TRAINING))} then ${pick(CLOSED_OUTCOMES)}
      else ${pick(OPEN_OUTCOMES)} end`;
  return sql`
    insert into sign_ups (course_id, training_date_id, corporate_id, person_id,
      applicant_account_id, status, version, trainee_name, exam_score, certificate_number,
      issued_on, expires_on, decided_at, created_at, updated_at)
    select s.course_id, s.date_id, s.corporate_id, s.person_id, s.account_id, s.status,
      case when s.status = 0 then 0 else 2 end, s.name,
      case when s.status not in (${sql.raw(EXAMINED)})
        then case when s.status = ${sql.raw(String(signUp.codeOf('examFailed')))} then 52.0
          else 70 + (s.person_id + s.course_id) % 30 end end,
      case when s.status in (${sql.raw(WITH_CERTIFICATE)})
        then 'SCXH-PX-L' || lpad(s.person_id::text, 9, '0') || '-' || s.course_id end,
      case when s.status in (${sql.raw(WITH_CERTIFICATE)}) then '2025-09-20' end,
      case when s.status = ${sql.raw(String(signUp.codeOf('certificateExpired')))} then '2026-09-19'
        when s.status in (${sql.raw(WITH_CERTIFICATE)}) then '2028-09-19' end,
      case when s.status <> 0 then s.created_at + interval '1 day' end,
      s.created_at, s.created_at + interval '1 day'
    from (
      select co.id as course_id, d.id as date_id, p.corporate_id, p.id as person_id,
        a.id as account_id, p.name, ${status} as status,
        co.created_at + interval '3 days' + p.k * interval '1 hour' as created_at
      from (
        select pe.*, substr(c.credit_code, ${sql.raw(String(prefix.length + 1))}, 9)::int as n,
          row_number() over (partition by pe.corporate_id order by pe.id) as k
        from people pe join corporates c on c.id = pe.corporate_id
        where c.credit_code like ${`${prefix}%`} and pe.status = ${sql.raw(String(VERIFIED))}
      ) as p
      cross join generate_series(0, ${sql.raw(String(COURSE_WINDOW - 1))}) as w
      join ${largeCourses(prefix)} as co on co.n = p.n + w
      join training_dates d on d.course_id = co.id
      join accounts a on a.corporate_id = p.corporate_id and a.is_admin
    ) as s`;
}

/**
 * Two declarations per company, one of each kind, for its first person, in every status of
 * the generic family (drafts unsent), sent a day after they were written.
 */
export function insertLargeTrainingHistories(prefix: string): SQL {
  const status = sql`((c.n + k) % 7)`;
  return sql`
    insert into training_histories (corporate_id, applicant_account_id, status, version, kind,
      person_id, course_name, organizer, start_date, end_date, credit_hours, content,
      submitted_at, decided_at, created_at, updated_at)
    select c.id, a.id, ${status}, case when ${status} = 0 then 0 else 1 end,
      case when k = 1 then 'history' else 'cultivate' end,
      first.person_id,
      '压测培训 ' || c.n || '-' || k, '压测培训组织方', '2025-05-10', '2025-05-12', 16,
      '压测培训内容',
      case when ${status} <> 0 then c.created_at + (k + 1) * interval '1 day' end,
      case when ${status} in (2, 3, 4, 6) then c.created_at + (k + 2) * interval '1 day' end,
      c.created_at + k * interval '1 hour', c.created_at + (k + 2) * interval '1 day'
    from (
      select co.*, substr(co.credit_code, ${sql.raw(String(prefix.length + 1))}, 9)::int as n
      from corporates co where co.credit_code like ${`${prefix}%`}
    ) as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    -- Grouped, not a min() per company: the planner walks the primary key for each one.
    left join (
      select corporate_id, min(id) as person_id from people group by corporate_id
    ) as first on first.corporate_id = c.id
    cross join generate_series(1, 2) as k`;
}

/** A second session of each course still taking sign-ups: where date change requests move to. */
export function insertLargeSecondSessions(prefix: string): SQL {
  const scheduled = sql.raw(String(statusFamilies.trainingDate.codeOf('scheduled')));
  return sql`
    insert into training_dates (course_id, status, version, starts_on, ends_on, capacity,
      location, created_at, updated_at)
    select co.id, ${scheduled}, 0, '2030-04-14', '2030-04-16', 60, '压测培训地点（第二期）',
      co.created_at, co.updated_at
    from ${largeCourses(prefix)} as co
    where co.status = ${sql.raw(String(PUBLISHED))}`;
}

/** One approved sign-up in DATE_CHANGE_SHARE of the courses still taking sign-ups asks to move. */
const DATE_CHANGE_SHARE = 5;

/**
 * Date change requests (family `dateChange`) of approved sign-ups to their course's second
 * session, asked by whoever signed them up: waiting and rejected in turn (an approved one
 * would have moved its sign-up, which these rows do not).
 */
export function insertLargeDateChanges(): SQL {
  const approved = sql.raw(String(signUp.codeOf('approved')));
  const share = sql.raw(String(DATE_CHANGE_SHARE));
  const waiting = sql`(s.id / ${share}) % 2 = 0`;
  return sql`
    insert into date_change_requests (sign_up_id, from_training_date_id, to_training_date_id,
      status, version, trainee_name, reason, applicant_account_id, decided_at, created_at,
      updated_at)
    select s.id, s.training_date_id, second.id, case when ${waiting} then 0 else 2 end,
      case when ${waiting} then 0 else 1 end, s.trainee_name, '压测改期原因',
      s.applicant_account_id, case when not ${waiting} then s.updated_at + interval '2 days' end,
      s.updated_at + interval '1 day', s.updated_at + interval '2 days'
    from sign_ups s
    join training_dates second on second.course_id = s.course_id
      and second.id <> s.training_date_id
    where s.status = ${approved} and s.id % ${share} = 0`;
}
