/**
 * What a real client sends for the seed calls that need more than their schema's samples:
 * the account that makes it, and records of the demo seed in the status the call needs,
 * found when the call is made (the calls before it may have changed the demo).
 */
import type { RoleCode } from '@machines/access';
import { sql, type SQL } from 'drizzle-orm';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { call } from '../support/api';
import { completeHistoryFields } from '../support/trainingHistories';
import { institutionSession, whileSessionStarted } from '../support/signUps';
import { DEMO_PASSWORD } from '../../../server/seed/demoData';
import { solvedCaptcha } from '../support/api';
import { validAppeal } from '../support/appeals';
import { freshMobile } from '../support/sms';
import { idCardNumber } from '../support/signUps';
import type { TestServer } from '../support/testServer';
import { DEMO } from '../../demoUsers';

export interface RecipeContext {
  readonly server: TestServer;
  /** The caller's token; none for an anonymous call. */
  readonly token: string | undefined;
}

export interface Recipe {
  /** The demo account and the role it acts in; by default the first one allowed. */
  readonly as?: readonly [userName: string, role: RoleCode] | 'anonymous';
  /** Values by field path (`id`, `items[].id`) on top of the schema's samples. */
  readonly values?: (context: RecipeContext) => Promise<Record<string, unknown>>;
}

const SHUXIN = DEMO.shuxinAdmin;
const INSTITUTION = [SHUXIN, '2010'] as const;
const SUPER_ADMIN = [DEMO.superAdmin, '0000'] as const;
const TRAINEE = [DEMO.trainee, '1000'] as const;

/** The first row of a query over the demo, its numbers as numbers; none is a test error. */
async function first({ server }: RecipeContext, query: SQL): Promise<Record<string, unknown>> {
  const { rows } = await server.db.execute(query);
  const [row] = rows as Record<string, unknown>[];
  if (!row) throw new Error(`The demo has no row for ${JSON.stringify(query.queryChunks)}`);
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
}

const companyOf = (userName: string) =>
  sql`(select corporate_id from accounts where user_name = ${userName})`;

/** The statuses whose machine lets the applicant change the record, as SQL. */
const editableIn = (family: StatusFamilyName) =>
  sql.join(
    statusFamilies[family].statuses
      .map(({ meta }) => meta.code)
      .filter((code) => statusFamilies[family].snapshotOf(code).hasTag('editable'))
      .map((code) => sql`${code}`),
    sql`, `,
  );

/** A record its owner may still change, with a person it names (a link table's row). */
const personOnEditable =
  (owner: string, links: string, linkColumn: string, family: StatusFamilyName, company: string) =>
  (context: RecipeContext) =>
    first(
      context,
      sql`select r.id, r.version, l.person_id as "personId"
        from ${sql.identifier(owner)} r
        join ${sql.identifier(links)} l on l.${sql.identifier(linkColumn)} = r.id
        where r.status in (${editableIn(family)}) and r.corporate_id = ${companyOf(company)}
        order by r.id, l.position limit 1`,
    );

/** A row of a table by its status (and owner), with its version. */
const versioned = (table: string, where: SQL) => (context: RecipeContext) =>
  first(
    context,
    sql`select id, version from ${sql.identifier(table)} where ${where} order by id limit 1`,
  );

/** A sign-up of the institution's courses in a status. */
const signUpIn =
  (status: number, courseWhere: SQL = sql`true`) =>
  (context: RecipeContext) =>
    first(
      context,
      sql`select s.id, s.version from sign_ups s join courses c on c.id = s.course_id
        where s.status = ${status} and c.corporate_id = ${companyOf(SHUXIN)} and ${courseWhere}
        order by s.id limit 1`,
    );

const courseIn = (status: number) => (context: RecipeContext) =>
  versioned('courses', sql`status = ${status} and corporate_id = ${companyOf(SHUXIN)}`)(context);

const catalogueEntry = (table: string) => (context: RecipeContext) =>
  first(context, sql`select id from ${sql.identifier(table)} order by id limit 1`);

/** The newest catalogue type without levels (one a call before made). */
const newestUnused = (types: string, levels: string) =>
  sql`select t.id from ${sql.identifier(types)} t where not exists
      (select 1 from ${sql.identifier(levels)} l where l.type_id = t.id) order by t.id desc limit 1`;

/**
 * A catalogue's type and level calls, on its own tables: the newest type and level (ones a
 * call before made) and the newest of each that nothing uses, to delete.
 */
function catalogueRecipes(
  name: 'Credit' | 'Couser',
  tables: { types: string; levels: string; levelUsers: { table: string; column: string } },
): Record<string, Recipe> {
  const types = sql.identifier(tables.types);
  const levels = sql.identifier(tables.levels);
  const users = sql.identifier(tables.levelUsers.table);
  const usersLevel = sql.identifier(tables.levelUsers.column);
  const as = SUPER_ADMIN;
  return {
    [`POST /qualification/Update${name}Type`]: {
      as,
      values: (context) => first(context, sql`select id from ${types} order by id desc limit 1`),
    },
    [`POST /qualification/Delete${name}Type`]: {
      as,
      values: (context) => first(context, newestUnused(tables.types, tables.levels)),
    },
    [`POST /qualification/Create${name}Level`]: {
      as,
      values: async (context) => ({ typeId: (await catalogueEntry(tables.types)(context)).id }),
    },
    [`POST /qualification/Update${name}Level`]: {
      as,
      values: (context) =>
        first(context, sql`select id, type_id as "typeId" from ${levels} order by id desc limit 1`),
    },
    [`POST /qualification/Delete${name}Level`]: {
      as,
      values: (context) =>
        first(
          context,
          sql`select l.id from ${levels} l where not exists
              (select 1 from ${users} u where u.${usersLevel} = l.id) order by l.id desc limit 1`,
        ),
    },
  };
}

const accountNamed = (userName: string) => (context: RecipeContext) =>
  first(context, sql`select id as "accountId" from accounts where user_name = ${userName}`);

/** A row of an application table by kind of record and status, ready for a decision. */
const decision =
  (table: string, where: SQL, event: string, comment?: string) =>
  async (context: RecipeContext) => ({
    ...(await versioned(table, where)(context)),
    event,
    ...(comment ? { comment } : {}),
  });

/**
 * A trainee who failed the exam of a course that still takes sign-ups: the demo has none,
 * so its institution fails one of the open course's approved trainees first.
 */
async function failedOnOpenCourse(context: RecipeContext, applicant: string) {
  const signUp = await first(
    context,
    sql`select s.id, s.version, s.training_date_id as "trainingDateId" from sign_ups s
        join courses c on c.id = s.course_id
        where s.status = 1 and c.status = 2 and s.corporate_id = ${companyOf(applicant)}
        order by s.id limit 1`,
  );
  const institution = await institutionSession(context.server, SHUXIN, '2010');
  const failed = await whileSessionStarted(context.server, Number(signUp.trainingDateId), () =>
    call<{ version: number }>(context.server.app, 'POST', '/api/train/auditexamination', {
      token: institution,
      body: { id: signUp.id, version: signUp.version, event: 'FAIL_EXAM', score: 40 },
    }),
  );
  if (failed.httpStatus !== 200) throw new Error(`Failing the exam: ${failed.body.message}`);
  return { ...signUp, version: failed.body.data.version };
}

/** A session of an open course, and a verified person of shuxin's not signed up to it. */
const freePeopleOfShuxin = (context: RecipeContext) =>
  first(
    context,
    sql`select t.id as "trainingDateId", array[p.id] as "personIds"
        from courses c join training_dates t on t.course_id = c.id, people p
        where c.status = 2 and c.enabled and p.corporate_id = ${companyOf(SHUXIN)} and p.status = 2
          and not exists (select 1 from sign_ups s where s.course_id = c.id and s.person_id = p.id)
        order by c.id, t.id, p.id limit 1`,
  );

export const recipes: Readonly<Record<string, Recipe>> = {
  'POST /auth/login': {
    as: 'anonymous',
    values: async ({ server }) => ({
      userName: SHUXIN,
      password: DEMO_PASSWORD,
      ...(await solvedCaptcha(server.app)),
    }),
  },
  'POST /auth/create-corporateAppeal': {
    as: 'anonymous',
    values: ({ server }) => validAppeal(server.app, DEMO.huaxiAdmin),
  },

  'POST /train/changedate': {
    as: [DEMO.wenjiangAdmin, '2000'],
    values: async (context) => ({
      ...(await first(
        context,
        sql`select s.id as "signUpId", t.id as "trainingDateId" from sign_ups s
            join training_dates t on t.course_id = s.course_id and t.id <> s.training_date_id
            where s.status = 1 and s.corporate_id = ${companyOf(DEMO.wenjiangAdmin)} limit 1`,
      )),
      reason: '项目验收与培训时间冲突',
    }),
  },
  'POST /train/auditexamination': {
    as: INSTITUTION,
    values: async (context) => ({
      ...(await signUpIn(1, sql`c.status = 4`)(context)),
      event: 'PASS_EXAM',
      score: 86,
    }),
  },
  'POST /train/applycourse': {
    as: [SHUXIN, '2000'],
    values: (context) => freePeopleOfShuxin(context),
  },
  'POST /train/entry-course': {
    as: [SHUXIN, '2000'],
    values: (context) => freePeopleOfShuxin(context),
  },
  'POST /train/entry-course-reg': {
    as: TRAINEE,
    values: async (context) => ({
      ...(await first(
        context,
        sql`select t.id as "trainingDateId" from courses c join training_dates t on t.course_id = c.id
            where c.status = 2 and c.enabled and not exists (select 1 from sign_ups s
              join accounts a on a.id = s.applicant_account_id
              where s.course_id = c.id and a.user_name = ${TRAINEE[0]})
            order by c.id, t.id limit 1`,
      )),
      name: '吴磊',
      idCard: idCardNumber('51010419880101013'),
      mobile: TRAINEE[0],
    }),
  },
  'GET /train/entrycourse-detail': { as: INSTITUTION, values: signUpIn(0) },
  'GET /train/query-entry-user-detail': { as: INSTITUTION, values: signUpIn(1) },
  'POST /train/create-traincorporate': { as: [DEMO.huaxiAdmin, '2000'] },
  'DELETE /train/delte-entry-course': {
    as: [DEMO.jinchengAdmin, '2000'],
    values: versioned(
      'sign_ups',
      sql`status = 0 and corporate_id = ${companyOf(DEMO.jinchengAdmin)}`,
    ),
  },
  'DELETE /train/delete-project': {
    as: [DEMO.minjiangAdmin, '2000'],
    values: versioned(
      'project_applications',
      sql`status = 0 and corporate_id = ${companyOf(DEMO.minjiangAdmin)}`,
    ),
  },
  'PUT /train/reset': {
    as: INSTITUTION,
    values: async (context) => ({
      ...(await signUpIn(4)(context)),
      event: 'RESET_EXAM',
      comment: '补考',
    }),
  },
  'GET /train/query-corporatetrain': {
    as: SUPER_ADMIN,
    values: versioned('institution_applications', sql`kind = 'training' and status = 1`),
  },
  'POST /train/update-traincorporatestatus': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned(
        'institution_applications',
        sql`kind = 'training' and status = 1`,
      )(context)),
      event: 'APPROVE',
    }),
  },
  'PUT /train/update-applycourse-status': {
    as: INSTITUTION,
    values: async (context) => ({ ...(await signUpIn(0)(context)), event: 'APPROVE_SIGNUP' }),
  },
  'PUT /train/update-applycourse-switch': {
    as: INSTITUTION,
    values: async (context) => ({ id: (await courseIn(2)(context)).id, enabled: true }),
  },
  'POST /train/clear-certimg': {
    as: INSTITUTION,
    values: async (context) => ({ id: (await courseIn(2)(context)).id }),
  },
  'POST /train/custome-traindate': {
    as: INSTITUTION,
    values: async (context) => {
      const course = await courseIn(0)(context);
      return {
        courseId: course.id,
        version: course.version,
        dates: [{ startsOn: '2027-03-01', endsOn: '2027-03-03', capacity: 30, location: '成都' }],
      };
    },
  },
  'GET /train/get-issuedate': {
    as: INSTITUTION,
    values: async (context) => ({ id: (await courseIn(5)(context)).id }),
  },
  'POST /train/set-issuedate': {
    as: INSTITUTION,
    values: async (context) => ({ id: (await courseIn(5)(context)).id, issuedOn: '2026-12-01' }),
  },

  'GET /user/user-detail': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      id: (await accountNamed(DEMO.jinchengAdmin)(context)).accountId,
    }),
  },
  'GET /user/corporateUser': { as: [SHUXIN, '2000'] },
  'GET /user/query-teacherlist': {
    as: INSTITUTION,
    values: (context) => first(context, sql`select ${companyOf(SHUXIN)} as "corporateId"`),
  },
  'GET /user/query-assessor-list': {
    as: [DEMO.rongchengAdmin, '2101'],
    values: (context) =>
      first(context, sql`select ${companyOf(DEMO.rongchengAdmin)} as "corporateId"`),
  },
  'PUT /user/update-usertype': {
    as: [SHUXIN, '2000'],
    values: () => Promise.resolve({ role: '2010' }),
  },
  'PUT /user/enable-user': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await accountNamed(DEMO.jinchengStaff)(context)),
      enabled: false,
    }),
  },
  'PUT /user/reset-accountpwd': { as: SUPER_ADMIN, values: accountNamed(DEMO.jinshaAdmin) },
  'POST /user/set-mobile-email': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await accountNamed(DEMO.jinshaAdmin)(context)),
      mobile: freshMobile(),
      email: 'jinsha@example.com',
    }),
  },
  'DELETE /user/delete-user': { as: SUPER_ADMIN, values: accountNamed(DEMO.jinchengStaff) },

  'GET /course/course': { as: INSTITUTION, values: courseIn(2) },
  'POST /course/save-image-point': {
    as: INSTITUTION,
    // The template's own version (the course's is its status').
    values: async (context) => ({
      ...(await first(
        context,
        sql`select id, template_version as version from courses
            where status = 0 and corporate_id = ${companyOf(SHUXIN)} order by id limit 1`,
      )),
      points: [],
    }),
  },
  'GET /course/get-image-point/{id}': { as: INSTITUTION, values: courseIn(2) },
  'POST /course/create-coursematerial': {
    as: INSTITUTION,
    values: async (context) => ({
      courseId: (await courseIn(0)(context)).id,
      fileId: (
        await first(
          context,
          sql`select f.id from course_materials m join files f on f.id = m.file_id limit 1`,
        )
      ).id,
      name: '第二章 课程讲义',
    }),
  },
  'GET /course/query-coursematerial-page': {
    as: INSTITUTION,
    values: async (context) => ({ courseId: (await courseIn(2)(context)).id }),
  },
  'POST /course/create-course': {
    as: INSTITUTION,
    values: () => Promise.resolve({ name: '信息系统集成实务培训（第四期）' }),
  },
  'POST /course/update-coursestatus': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned('courses', sql`status = 1`)(context)),
      event: 'APPROVE',
    }),
  },
  'GET /course/copy': { as: INSTITUTION, values: courseIn(5) },
  'POST /course/delete-coursestatus': { as: INSTITUTION, values: courseIn(0) },
  'GET /course/query-creditUser-list': {
    as: INSTITUTION,
    values: async (context) => ({ courseId: (await courseIn(5)(context)).id }),
  },

  'POST /credit-category/create-credit': {
    as: SUPER_ADMIN,
    values: (context) =>
      first(
        context,
        sql`select l.type_id as "typeId", l.id as "levelId" from credit_levels l
            where not exists (select 1 from credit_categories c where c.level_id = l.id)
            order by l.id limit 1`,
      ),
  },
  'GET /credit-category/image-point/{id}': {
    as: SUPER_ADMIN,
    values: catalogueEntry('credit_categories'),
  },
  'POST /credit-category/image-point/{id}': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await first(
        context,
        sql`select id, template_version as version from credit_categories
            where template_file_id is not null limit 1`,
      )),
      points: [],
    }),
  },
  'POST /credit-category/create-creditmaterial': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      categoryId: (await catalogueEntry('credit_categories')(context)).id,
      name: '近三年审计报告',
    }),
  },
  'GET /credit-category/query-creditmaterial-page': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      categoryId: (await catalogueEntry('credit_categories')(context)).id,
    }),
  },
  'POST /credit-category/update-credit-switch': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await catalogueEntry('credit_categories')(context)),
      enabled: true,
    }),
  },
  'DELETE /credit-category/delete-credit': {
    as: SUPER_ADMIN,
    values: (context) =>
      first(
        context,
        sql`select c.id from credit_categories c where not exists
            (select 1 from credit_applications a where a.category_id = c.id)
            order by c.id desc limit 1`,
      ),
  },
  'DELETE /credit-category/delete-creditmaterial': {
    as: SUPER_ADMIN,
    values: (context) =>
      first(context, sql`select id from credit_materials order by id desc limit 1`),
  },
  'DELETE /credit-category/delete-coursematerial': {
    as: INSTITUTION,
    values: (context) =>
      first(context, sql`select id from course_materials order by id desc limit 1`),
  },
  'DELETE /credit-category/delete-corporatecredit': {
    as: [DEMO.wenjiangAdmin, '2000'],
    values: versioned(
      'credit_applications',
      sql`status = 0 and corporate_id = ${companyOf(DEMO.wenjiangAdmin)}`,
    ),
  },
  'DELETE /credit-category/delete-userapplycredit': {
    as: [DEMO.minjiangAdmin, '2000'],
    values: personOnEditable(
      'credit_applications',
      'credit_application_people',
      'application_id',
      'qualification',
      DEMO.minjiangAdmin,
    ),
  },
  'DELETE /credit-category/delete-userapplycourseId': {
    as: INSTITUTION,
    values: personOnEditable('courses', 'course_teachers', 'course_id', 'course', SHUXIN),
  },
  'POST /credit-category/reset-credit': {
    as: SUPER_ADMIN,
    values: catalogueEntry('credit_categories'),
  },
  'GET /credit-category/compay-ecert/{id}': {
    as: SUPER_ADMIN,
    values: versioned('credit_applications', sql`status = 6`),
  },
  'GET /credit-category/compay-person-ecert/{id}': {
    as: SUPER_ADMIN,
    values: versioned('sign_ups', sql`status = 6`),
  },

  ...catalogueRecipes('Credit', {
    types: 'credit_types',
    levels: 'credit_levels',
    levelUsers: { table: 'credit_categories', column: 'level_id' },
  }),
  // The seed spells courses' catalogue calls "Couser".
  ...catalogueRecipes('Couser', {
    types: 'course_types',
    levels: 'course_levels',
    levelUsers: { table: 'courses', column: 'course_level_id' },
  }),
  'POST /qualification/Copy': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      kind: 'credit',
      id: (await catalogueEntry('credit_types')(context)).id,
    }),
  },

  'GET /corporate/query-corporate-detail': {
    as: SUPER_ADMIN,
    values: (context) => first(context, sql`select ${companyOf(SHUXIN)} as id`),
  },
  'POST /corporate/reset-uservip': {
    as: SUPER_ADMIN,
    values: versioned('corporate_vips', sql`status = 2`),
  },
  'POST /corporate/update-uservip-enable': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned('corporate_vips', sql`status = 0`)(context)),
      enabled: false,
    }),
  },
  'POST /corporate/update-corporatevip': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned('corporate_vips', sql`status = 1`)(context)),
      levelCode: 'member',
      validFrom: '2026-01-01',
      validTo: '2028-12-31',
    }),
  },
  'POST /corporate/refresh-sync': {
    as: SUPER_ADMIN,
    values: (context) => first(context, sql`select ${companyOf(SHUXIN)} as "corporateId"`),
  },
  'POST /corporate/update-corporateappeal': {
    as: [DEMO.operator, '0900'],
    values: decision('corporate_appeals', sql`status = 0`, 'REJECT', '营业执照与企业名称不符'),
  },
  'POST /corporate/create-message': {
    as: SUPER_ADMIN,
    values: () =>
      Promise.resolve({
        audience: 'all',
        title: '年度检查通知',
        content: '请于月底前完成年度检查。',
      }),
  },
  'POST /corporate/create-corporatetrain-history': {
    as: [SHUXIN, '2000'],
    values: async (context) => {
      const person = await first(
        context,
        sql`select id from people where status = 2 and corporate_id = ${companyOf(SHUXIN)} limit 1`,
      );
      return completeHistoryFields(context.server.app, context.token ?? '', Number(person.id));
    },
  },
  'GET /v2/query-train-record-detail': {
    as: [DEMO.wenjiangAdmin, '2000'],
    values: versioned('sign_ups', sql`corporate_id = ${companyOf(DEMO.wenjiangAdmin)}`),
  },
  'PUT /v2/train-reset': {
    as: [DEMO.tianfuAdmin, '2000'],
    values: (context) => failedOnOpenCourse(context, DEMO.tianfuAdmin),
  },

  'GET /audit/query-auditcorporate-detail': {
    as: SUPER_ADMIN,
    values: versioned('institution_applications', sql`kind = 'review'`),
  },
  'POST /audit/update-auditcorporate-status': {
    as: SUPER_ADMIN,
    values: decision(
      'institution_applications',
      sql`kind = 'review' and status = 6`,
      'RESTORE',
      '整改完成，恢复资格',
    ),
  },
  'POST /audit/update-corporateproject-status': {
    as: SUPER_ADMIN,
    values: decision('project_applications', sql`status = 3`, 'PLATFORM_APPROVE'),
  },
  'POST /audit/update-corporateuser-status': {
    as: SUPER_ADMIN,
    values: decision('people', sql`status = 1`, 'APPROVE'),
  },
  'POST /audit/update-realcorporate-status': {
    as: SUPER_ADMIN,
    values: decision('realname_applications', sql`status = 1`, 'APPROVE'),
  },
  'PUT /audit/update-traincorporate-switch': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned(
        'institution_applications',
        sql`kind = 'training' and status = 2 and corporate_id = ${companyOf(DEMO.tianfuAdmin)}`,
      )(context)),
      enabled: false,
    }),
  },
  'PUT /audit/update-auditcorporate-switch': {
    as: SUPER_ADMIN,
    values: async (context) => ({
      ...(await versioned(
        'institution_applications',
        sql`kind = 'review' and status = 2 and corporate_id = ${companyOf(DEMO.rongchengAdmin)}`,
      )(context)),
      enabled: false,
    }),
  },

  'GET /audit/query-audit-info': {
    as: [SHUXIN, '2000'],
    values: async (context) => ({
      kind: 'projectApplication',
      id: (
        await versioned('project_applications', sql`corporate_id = ${companyOf(SHUXIN)}`)(context)
      ).id,
    }),
  },
};
