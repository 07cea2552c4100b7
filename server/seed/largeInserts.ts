/**
 * The statements of the large seed (largeSeed.ts), one per table, each an insert … select
 * over generate_series or over the rows the previous ones wrote. Deterministic: company n
 * always gets the same name, dates and history.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReplayedPath } from './largePaths';

export const LARGE_CODE_PREFIX = '91510199';
const REVIEWER_ROLE = '0100';
const MEMBER_ROLE = '2000';
const MINUTES_PER_YEAR = 525_600;

/** Rows of the large seed, with their number n (1…companies) read back from the credit code. */
const largeCompanies = sql.raw(`(
  select c.*, substr(c.credit_code, ${LARGE_CODE_PREFIX.length + 1}, 9)::int as n
  from corporates c where c.credit_code like '${LARGE_CODE_PREFIX}%'
)`);

/** Time between the steps of a company's history: 1 to 47 hours, so orders differ. */
const gapOf = (corporateId: SQL) => sql`((${corporateId} % 47) + 1) * interval '1 hour'`;

export function insertCompanies(companies: number, now: SQL): SQL {
  const code = sql.raw(`'${LARGE_CODE_PREFIX}' || lpad(n::text, 9, '0') || 'B'`);
  return sql`
    insert into corporates (name, credit_code, corporate_type, business_line, contact_name,
      contact_mobile, contact_email, address, created_at, updated_at)
    select '压测第' || n || '号信息技术有限公司', ${code}, 2, 0, '联系人' || n,
      '17' || lpad(n::text, 9, '0'), 'bench' || n || '@example.com', '成都市高新区压测路' || n || '号',
      t, t
    from generate_series(1, ${companies}::int) as n
    cross join lateral (
      -- Spread over the past year (a week and more ago), not in id order.
      select ${now} - interval '7 days' - ((n::bigint * 7919) % ${MINUTES_PER_YEAR}) * interval '1 minute' as t
    ) as created`;
}

export function insertAdmins(passwordHash: string): SQL {
  return sql`
    insert into accounts (user_name, mobile, email, password_hash, name, available_roles,
      active_role, is_admin, corporate_id, password_changed_at, created_at, updated_at)
    select c.contact_mobile, c.contact_mobile, c.contact_email, ${passwordHash}, c.contact_name,
      array[${MEMBER_ROLE}]::text[], ${MEMBER_ROLE}, true, c.id, c.created_at, c.created_at, c.created_at
    from ${largeCompanies} as c`;
}

/** The bucket table: status, step count and the steps of the latest submission and decision. */
function bucketValues(paths: readonly ReplayedPath[]): SQL {
  const rows = paths.map(
    (path) =>
      sql`(${path.bucket}::int, ${path.status}::smallint, ${path.steps.length}::int, ${path.submittedStep}::int, ${path.decidedStep}::int)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as p(bucket, status, steps, submitted_step, decided_step)`;
}

export function insertApplications(paths: readonly ReplayedPath[]): SQL {
  const gap = gapOf(sql`c.id`);
  const stepTime = (step: SQL) =>
    sql`case when ${step} > 0 then c.created_at + ${step} * ${gap} end`;
  return sql`
    insert into realname_applications (corporate_id, applicant_account_id, status, version,
      company_name, credit_code, legal_representative, contact_name, contact_mobile, address,
      submitted_at, decided_at, created_at, updated_at)
    select c.id, a.id, p.status, p.steps, c.name, c.credit_code, '法人' || c.n, c.contact_name,
      c.contact_mobile, c.address, ${stepTime(sql`p.submitted_step`)}, ${stepTime(sql`p.decided_step`)},
      c.created_at, c.created_at + p.steps * ${gap}
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    join ${bucketValues(paths)} on p.bucket = c.n % ${paths.length}`;
}

export function insertWorkflowEvents(
  paths: readonly ReplayedPath[],
  reviewerId: number | null,
): SQL {
  const rows = paths.flatMap((path) =>
    path.steps.map(
      (step) =>
        sql`(${path.status}::smallint, ${step.step}::int, ${step.event}, ${step.fromCode}::smallint, ${step.toCode}::smallint, ${step.party}, ${step.comment}::text)`,
    ),
  );
  const byApplicant = sql`s.party = 'applicant'`;
  return sql`
    insert into workflow_events (entity, entity_id, from_code, to_code, event,
      actor_account_id, actor_role, comment, created_at)
    select 'realname_applications', r.id, s.from_code, s.to_code, s.event,
      case when ${byApplicant} then r.applicant_account_id else ${reviewerId}::bigint end,
      case when ${byApplicant} then ${MEMBER_ROLE} else ${REVIEWER_ROLE} end,
      s.comment, r.created_at + s.step * ${gapOf(sql`r.corporate_id`)}
    from realname_applications r
    join (values ${sql.join(rows, sql`, `)})
      as s(status, step, event, from_code, to_code, party, comment) on s.status = r.status
    where r.credit_code like ${`${LARGE_CODE_PREFIX}%`}
    order by r.id, s.step`;
}

/**
 * Every count the database derives (schema `derived`): the counts table, the table it counts,
 * its keys and the rows it admits, as the triggers of migrations 0004, 0034 and 0036-0039
 * keep them.
 */
export const DERIVED_COUNTS = [
  ['derived.realname_status_counts', 'realname_applications', 'status', 'true'],
  ['derived.credit_status_counts', 'credit_applications', 'status', 'true'],
  ['derived.sign_up_status_counts', 'sign_ups', 'status', 'true'],
  ['derived.course_status_counts', 'courses', 'status', 'true'],
  ['derived.training_history_status_counts', 'training_histories', 'status', 'true'],
  [
    'derived.credit_institution_counts',
    'credit_applications',
    'institution_corporate_id, status',
    'institution_corporate_id is not null',
  ],
  [
    'derived.project_institution_counts',
    'project_applications',
    'institution_corporate_id, status',
    'institution_corporate_id is not null',
  ],
  ['derived.corporate_type_counts', 'corporates', 'corporate_type', 'true'],
  ['derived.people_status_counts', 'people', 'status', 'deleted_at is null'],
  ['derived.login_result_counts', 'login_logs', 'success', 'true'],
  ['derived.admin_action_counts', 'admin_actions', 'action', 'true'],
  [
    'derived.open_course_counts',
    'courses',
    'sign_up_deadline, last_open_starts_on',
    'status = 2 and enabled and sign_up_deadline is not null and last_open_starts_on is not null',
  ],
] as const;

/**
 * Every derived count counted afresh, each course's last open session (migration 0038),
 * every record's stays in its statuses (0041), the map's transitions and stays per day and month
 * (0042, 0043) and the institutions it finds by name (0044):
 * the keeping triggers do not fire with the foreign-key checks off (replica mode), as the
 * bulk inserts run.
 */
export function recountDerived(): SQL {
  return sql.raw(
    [
      // First: the open courses are counted by it.
      'select derived.recount_last_open_sessions();',
      'select derived.rebuild_workflow_stays();',
      // Then the map's days and months, from those stays and the events (0042, 0043).
      'select derived.rebuild_workflow_figure_days();',
      // The institutions the map finds by name (0044).
      'select derived.rebuild_institution_names();',
      ...DERIVED_COUNTS.map(
        ([counts, table, keys, admitted]) =>
          `delete from ${counts}; insert into ${counts} (${keys}, total) ` +
          `select ${keys}, count(*) from ${table} where ${admitted} group by ${keys};`,
      ),
    ].join('\n'),
  );
}

export function markVerifiedCompanies(): SQL {
  return sql`
    update corporates c set verified_at = r.decided_at
    from realname_applications r
    where r.corporate_id = c.id and r.status = 2 and c.credit_code like ${`${LARGE_CODE_PREFIX}%`}`;
}

/**
 * `perCompany` people on each roster, in every status of the generic family (drafts
 * undeclared), declared a day or more after they were added. ID card numbers are unique
 * per company, not valid: nothing checks a seeded number again.
 */
export function insertPeople(perCompany: number): SQL {
  const status = sql`((c.n * ${perCompany} + k) % 7)`;
  return sql`
    insert into people (corporate_id, created_by_account_id, status, version, name, gender,
      id_card, mobile, education, professional_title, employed_from, submitted_at, decided_at,
      created_at, updated_at)
    select c.id, a.id, ${status}, case when ${status} = 0 then 0 else 1 end,
      '压测人员' || c.n || '-' || k, case when k % 2 = 0 then 'female' else 'male' end,
      '5101' || lpad(c.n::text, 9, '0') || lpad(k::text, 5, '0'),
      '16' || lpad(((c.n * ${perCompany} + k) % 1000000000)::text, 9, '0'),
      'bachelor', 'intermediate', '2020-01-01',
      case when ${status} <> 0 then c.created_at + (k + 1) * interval '1 day' end,
      case when ${status} in (2, 3, 4, 6) then c.created_at + (k + 2) * interval '1 day' end,
      c.created_at + k * interval '1 hour', c.created_at + (k + 2) * interval '1 day'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    cross join generate_series(1, ${perCompany}::int) as k`;
}

/**
 * One membership application per company, in every status of the generic family, at the
 * level its number picks; declared a day after it was written.
 */
export function insertVipApplications(): SQL {
  const status = sql`(c.n % 7)`;
  return sql`
    insert into vip_applications (corporate_id, applicant_account_id, status, version,
      level_code, business_scope, scale, registered_capital, staff_count, contact_name,
      contact_mobile, submitted_at, decided_at, created_at, updated_at)
    select c.id, a.id, ${status}, case when ${status} = 0 then 0 else 1 end,
      (array['member', 'director', 'vicePresident', 'president'])[c.n % 4 + 1],
      '计算机信息系统集成', 'small', '1000', '50', c.contact_name, c.contact_mobile,
      case when ${status} <> 0 then c.created_at + interval '1 day' end,
      case when ${status} in (2, 3, 4, 6) then c.created_at + interval '2 days' end,
      c.created_at, c.created_at + interval '2 days'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin`;
}

/** A training-institution application of every company in every status; lines 0 and 1. */
export function insertInstitutionApplications(): SQL {
  const status = sql`((c.n + 3) % 7)`;
  return sql`
    insert into institution_applications (corporate_id, applicant_account_id, kind, status,
      version, business_line, introduction, premises, course_scope, contact_name,
      contact_mobile, submitted_at, decided_at, created_at, updated_at)
    select c.id, a.id, case when c.n % 50 = 0 then 'review' else 'training' end, ${status},
      case when ${status} = 0 then 0 else 1 end,
      c.n % 2, '压测培训机构简介', '压测培训场地', '系统集成项目管理', c.contact_name,
      c.contact_mobile,
      case when ${status} <> 0 then c.created_at + interval '1 day' end,
      case when ${status} in (2, 3, 4, 6) then c.created_at + interval '2 days' end,
      c.created_at, c.created_at + interval '2 days'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin`;
}

/**
 * A credit application of every company for each category of the demo's line-1 type, in
 * every qualification status (0-9), all reviewed first by the demo's review institution of
 * that line: its queue holds four applications per company. Certificates of approved,
 * expired and revoked ones are numbered `LARGE-<company>-<level>`.
 */
export function insertCreditApplications(): SQL {
  const status = sql`((c.n + g.k) % 10)`;
  return sql`
    insert into credit_applications (corporate_id, applicant_account_id, category_id, status,
      version, institution_corporate_id, contact_name, contact_mobile, description,
      submitted_at, institution_decided_at, decided_at, certificate_no, issued_on, expires_on,
      created_at, updated_at)
    select c.id, a.id, g.id, ${status}, case when ${status} = 0 then 0 else 2 end, i.id,
      c.contact_name, c.contact_mobile, '压测资信申请说明',
      case when ${status} <> 0 then c.created_at + interval '1 day' end,
      case when ${status} >= 2 then c.created_at + interval '2 days' end,
      case when ${status} >= 5 then c.created_at + interval '3 days' end,
      case when ${status} in (6, 8, 9) then 'LARGE-' || c.n || '-' || g.k end,
      case when ${status} in (6, 8, 9) then (c.created_at + interval '3 days')::date::text end,
      case when ${status} in (6, 8, 9)
        then (c.created_at + interval '3 years 3 days' - interval '1 day')::date::text end,
      c.created_at, c.created_at + interval '3 days'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    cross join (
      select cc.id, row_number() over (order by l.sort, l.id)::int as k
      from credit_categories cc
      join credit_levels l on l.id = cc.level_id
      join credit_types t on t.id = l.type_id
      where t.business_line = 1
    ) as g
    cross join (select id from corporates where name = '蓉城信息工程咨询评估有限公司') as i`;
}

/**
 * Two project declarations of every company, in every qualification status (0-9), all
 * named for review by the demo's line-1 review institution: its queue and the platform's
 * hold a project of most companies. Drafts are unsent, the rest complete but for files.
 */
export function insertProjectApplications(): SQL {
  const status = sql`((c.n + g.k) % 10)`;
  return sql`
    insert into project_applications (corporate_id, applicant_account_id, status, version,
      institution_corporate_id, name, client, contract_amount, start_date, end_date, role,
      description, submitted_at, institution_decided_at, decided_at, created_at, updated_at)
    select c.id, a.id, ${status}, case when ${status} = 0 then 0 else 2 end, i.id,
      '压测项目 ' || c.n || '-' || g.k, '压测建设单位', 1000000 + c.n, '2024-01-01',
      '2024-12-31', 'generalContractor', '压测项目概况',
      case when ${status} <> 0 then c.created_at + interval '1 day' end,
      case when ${status} >= 2 then c.created_at + interval '2 days' end,
      case when ${status} >= 5 then c.created_at + interval '3 days' end,
      c.created_at, c.created_at + interval '3 days'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    cross join (select generate_series(1, 2) as k) as g
    cross join (select id from corporates where name = '蓉城信息工程咨询评估有限公司') as i`;
}

/**
 * Two courses of every company, in every course status (0-5), of line 0 (the seed opens
 * course application to 2010 and 2011 only): the review queue holds one of a company in
 * three. Sent ones name the demo's first line-0 course level; none has dates or teachers.
 */
export function insertCourses(): SQL {
  const status = sql`((c.n + g.k) % 6)`;
  return sql`
    insert into courses (corporate_id, applicant_account_id, status, version, business_line,
      name, course_level_id, description, fee, capacity, location, sign_up_deadline,
      credit_hours, submitted_at, decided_at, created_at, updated_at)
    select c.id, a.id, ${status}, case when ${status} = 0 then 0 else 2 end, 0,
      '压测课程 ' || c.n || '-' || g.k, case when ${status} <> 0 then l.id end, '压测课程简介',
      2800, 60, '压测培训地点', '2030-03-01', 32,
      case when ${status} <> 0 then c.created_at + interval '1 day' end,
      case when ${status} in (2, 3, 4, 5) then c.created_at + interval '2 days' end,
      c.created_at, c.created_at + interval '2 days'
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    cross join (select generate_series(1, 2) as k) as g
    cross join (
      select cl.id from course_levels cl
      join course_types ct on ct.id = cl.type_id
      where ct.business_line = 0
      order by ct.sort, ct.id, cl.sort, cl.id
      limit 1
    ) as l`;
}

/**
 * The courses were written as each company's own (the training steps pair them with its
 * people); once those steps are done they go to the `institutions` that run them: the first
 * `institutions` - 1 large companies and the demo institution of `institutionUser`, which so
 * reviews a full institution's share.
 */
export function moveCoursesToInstitutions(institutions: number, institutionUser: string): SQL {
  const slot = sql.raw(`c.n % ${Math.max(1, Math.trunc(institutions))}`);
  return sql`
    update courses co set corporate_id = i.corporate_id, applicant_account_id = i.account_id
    from (
      select co.id, ${slot} as slot from courses co join ${largeCompanies} as c on c.id = co.corporate_id
    ) as m
    join (
      select ${slot} as slot, c.id as corporate_id, a.id as account_id
      from ${largeCompanies} as c join accounts a on a.corporate_id = c.id and a.is_admin
      where c.n < ${institutions}
      union all
      select 0, a.corporate_id, a.id from accounts a where a.user_name = ${institutionUser}
    ) as i on i.slot = m.slot
    where co.id = m.id`;
}

/**
 * The memberships the approved applications granted: a year from the decision, so some
 * have expired; one in nine disabled.
 */
export function insertMemberships(now: SQL): SQL {
  const validTo = sql`(v.decided_at + interval '1 year' - interval '1 day')::date`;
  return sql`
    insert into corporate_vips (corporate_id, account_id, status, version, level_code,
      valid_from, valid_to, application_id, created_at, updated_at)
    select v.corporate_id, v.applicant_account_id,
      case when v.corporate_id % 9 = 0 then 2 when ${validTo} < ${now}::date then 1 else 0 end,
      0, v.level_code, v.decided_at::date::text, ${validTo}::text, v.id, v.decided_at, v.decided_at
    from vip_applications v
    join corporates c on c.id = v.corporate_id
    where v.status = 2 and c.credit_code like ${`${LARGE_CODE_PREFIX}%`}`;
}

/** Two in three read; sent over the past year. */
function messageColumns(recipient: SQL, m: SQL, now: SQL): SQL {
  const sentAt = sql`${now} - ((${recipient} * 31 + ${m} * 997) % ${MINUTES_PER_YEAR}) * interval '1 minute'`;
  return sql`${recipient}, '压测消息 ' || ${m}, '这是第 ' || ${m} || ' 条压测消息，用于分页与计数的性能测试。',
    case when (${recipient} + ${m}) % 3 = 0 then null else ${sentAt} end, ${sentAt}`;
}

export function insertAdminMessages(perAccount: number, now: SQL): SQL {
  return sql`
    insert into messages (recipient_account_id, title, content, read_at, created_at)
    select ${messageColumns(sql`a.id`, sql`m`, now)}
    from ${largeCompanies} as c
    join accounts a on a.corporate_id = c.id and a.is_admin
    cross join generate_series(1, ${perAccount}::int) as m`;
}

export function insertReviewerMessages(reviewerId: number | null, count: number, now: SQL): SQL {
  const recipient = sql`${reviewerId}::bigint`;
  return sql`
    insert into messages (recipient_account_id, title, content, read_at, created_at)
    select ${messageColumns(recipient, sql`m`, now)}
    from generate_series(1, ${reviewerId === null ? 0 : count}::int) as m`;
}

/**
 * The login log of a year: each admin signed in LOGINS_PER_ADMIN times, one attempt in ten a
 * wrong password, from addresses and browsers that vary.
 */
const LOGINS_PER_ADMIN = 2;
export function insertLoginLogs(now: SQL): SQL {
  return sql`
    insert into login_logs (account_id, user_name, ip, user_agent, success, reason, created_at)
    select a.id, a.user_name, '10.' || (a.id % 250) || '.' || g.k || '.' || (a.id % 200),
      'Mozilla/5.0 (压测)', (a.id + g.k) % 10 <> 0,
      case when (a.id + g.k) % 10 = 0 then 'bad_credentials' end,
      ${now} - ((a.id * 7 + g.k * 13) % 365) * interval '1 day' - (a.id % 1440) * interval '1 minute'
    from accounts a
    join ${largeCompanies} as c on c.id = a.corporate_id
    cross join generate_series(1, ${sql.raw(String(LOGINS_PER_ADMIN))}) as g(k)`;
}

/**
 * Staff actions of a year on accounts: one company admin in four disabled and enabled again
 * by the super-administrator of `actorUser`.
 */
export function insertAdminActions(actorUser: string, now: SQL): SQL {
  return sql`
    insert into admin_actions (actor_account_id, actor_role, action, target_type, target_id,
      details, ip, created_at)
    select actor.id, '0000', g.action, 'account', a.id::text,
      jsonb_build_object('enabled', g.action = 'account.enable'),
      '10.0.0.1', ${now} - ((a.id * 11) % 365) * interval '1 day' + g.k * interval '1 hour'
    from accounts a
    join ${largeCompanies} as c on c.id = a.corporate_id and c.n % 4 = 0
    cross join (values (0, 'account.disable'), (1, 'account.enable')) as g(k, action)
    cross join (select id from accounts where user_name = ${actorUser}) as actor`;
}
