/**
 * The relational schema (DESIGN §4). Migrations under ./migrations are generated from
 * this file with `npm run db:generate`; never edit them by hand. Timestamps are written
 * by the application from its injectable clock, so tests can move time.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  type IndexBuilder,
  integer,
  jsonb,
  numeric,
  pgSchema,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TemplatePoint } from '@machines/validation';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const accountRef = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();

/** corporateType: 0 and 1 are issuing agencies, 2 a member company (seed §3). */
export const corporates = pgTable(
  'corporates',
  {
    id: id(),
    name: text('name').notNull(),
    creditCode: text('credit_code').unique(),
    corporateType: smallint('corporate_type').notNull(),
    isTraining: boolean('is_training').notNull().default(false),
    isReview: boolean('is_review').notNull().default(false),
    /** The business line digit L of its institution role codes (DESIGN §2). */
    businessLine: smallint('business_line').notNull().default(0),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    address: text('address'),
    /** When a real-name certification last confirmed name and credit code; null when none stands. */
    verifiedAt: moment('verified_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('corporates_type_check', sql`${table.corporateType} in (0, 1, 2)`),
    check('corporates_business_line_check', sql`${table.businessLine} between 0 and 9`),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** The login name: the mobile number. */
    userName: text('user_name').notNull().unique(),
    /** Stored lower-cased; also accepted as a login name. */
    email: text('email').unique(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    introduction: text('introduction'),
    availableRoles: text('available_roles').array().notNull(),
    activeRole: text('active_role').notNull(),
    /** The company's main account: the only kind that may switch roles (DESIGN §2). */
    isAdmin: boolean('is_admin').notNull().default(false),
    corporateId: bigint('corporate_id', { mode: 'number' }).references(() => corporates.id, {
      onDelete: 'restrict',
    }),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Set when the platform reset the password to a one-time password: until the account
     * chooses its own, it may do nothing else (server/lib/access.ts).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Deleted by the platform (`user/delete-user`): the row stays, so the person's history
     * (applications, messages, logs) keeps its author; the login name is retired and the
     * email cleared, so the number and address may register again.
     */
    deletedAt: moment('deleted_at'),
    passwordChangedAt: moment('password_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('accounts_corporate_id_idx').on(table.corporateId),
    // The two account lists in their orders (bench:explain on the large seed: each sorted or
    // filtered 100k accounts per page): staff by role, everyone else newest first.
    index('accounts_staff_idx')
      .on(table.activeRole, table.id)
      .where(sql`${table.activeRole} ~ '^0[0-9]{3}$'`),
    index('accounts_registered_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not ${table.activeRole} ~ '^0[0-9]{3}$' and ${table.deletedAt} is null`),
    check(
      'accounts_active_role_available',
      sql`${table.activeRole} = any(${table.availableRoles})`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: accountRef('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha256 of the access token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull(),
    /** Absolute end of the session, however active it is. */
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_account_id_idx').on(table.accountId)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    accountId: accountRef('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The login name as typed (normalised), also for names that match no account. */
    userName: text('user_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    /** Why a failed attempt failed: captcha, bad_credentials, locked, disabled, renamed. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    // The login log's order (newest, id breaking ties), unfiltered and by result.
    index('login_logs_created_at_idx').on(table.createdAt, table.id),
    index('login_logs_success_created_at_idx').on(table.success, table.createdAt, table.id),
    index('login_logs_user_name_created_at_idx').on(table.userName, table.createdAt),
    index('login_logs_account_id_created_at_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * Login names an account no longer has because an approved appeal moved its mobile (the
 * login name follows the mobile): a login with one and the account's password is told
 * the name changed, never what to.
 */
export const retiredLoginNames = pgTable(
  'retired_login_names',
  {
    id: id(),
    userName: text('user_name').notNull(),
    accountId: accountRef('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    retiredAt: moment('retired_at').notNull(),
  },
  (table) => [index('retired_login_names_user_name_idx').on(table.userName, table.retiredAt)],
);

/** Kept in the database so any API process can check a captcha another one issued. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    /** Lower-cased: answers are case-insensitive. */
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    recipientAccountId: accountRef('recipient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The message centre's order (newest first, unread marked), read straight off the index.
    index('messages_recipient_newest_idx').on(
      table.recipientAccountId,
      // NULLS FIRST is what ORDER BY … DESC means, so the planner can use the index for it.
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The bell's unread count.
    index('messages_recipient_unread_idx')
      .on(table.recipientAccountId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * The catalogues platform staff manage (issue 13): credit, course and certificate types,
 * each with its own levels. A type belongs to a business line (DESIGN §2), which its levels
 * share and which later scopes who may review what. `sort` orders a list, smallest first.
 */
function catalogueColumns() {
  return {
    id: id(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: smallint('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  };
}

function catalogueTypeTable<TName extends string>(name: TName) {
  return pgTable(
    name,
    { ...catalogueColumns(), businessLine: smallint('business_line').notNull().default(0) },
    (table) => [
      uniqueIndex(`${name}_name_key`).on(table.name),
      check(`${name}_business_line_check`, sql`${table.businessLine} between 0 and 9`),
    ],
  );
}

/** A level belongs to one type; its name is unique within the type. */
function catalogueLevelTable<TName extends string>(name: TName, types: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      ...catalogueColumns(),
      typeId: bigint('type_id', { mode: 'number' })
        .notNull()
        .references(() => types.id, { onDelete: 'restrict' }),
    },
    (table) => [uniqueIndex(`${name}_type_name_key`).on(table.typeId, table.name)],
  );
}

/** Any of the three catalogues' tables: they share their columns. */
export type CatalogueTypeTable = ReturnType<typeof catalogueTypeTable<string>>;
export type CatalogueLevelTable = ReturnType<typeof catalogueLevelTable<string>>;

export const creditTypes = catalogueTypeTable('credit_types');
export const creditLevels = catalogueLevelTable('credit_levels', creditTypes);
export const courseTypes = catalogueTypeTable('course_types');
export const courseLevels = catalogueLevelTable('course_levels', courseTypes);
export const certificateTypes = catalogueTypeTable('certificate_types');
export const certificateLevels = catalogueLevelTable('certificate_levels', certificateTypes);

/**
 * The certificate template columns (issue 13): a background image and the field points on
 * it (fractions of the image, `machines/validation/certificateTemplate.ts`), with their own
 * optimistic lock so two designers saving at once cannot overwrite each other unseen.
 */
function templateColumns() {
  return {
    templateFileId: text('template_file_id').references(() => files.id, { onDelete: 'restrict' }),
    templatePoints: jsonb('template_points').$type<TemplatePoint[]>().notNull().default([]),
    templateVersion: integer('template_version').notNull().default(0),
  };
}

/**
 * What a company applies for (issue 13): a credit level (of its type), how many years
 * an issued qualification lasts, and its certificate template. One category per level.
 */
export const creditCategories = pgTable(
  'credit_categories',
  {
    id: id(),
    // The type is the level's: a level moved to another type takes its category along.
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => creditLevels.id, { onDelete: 'restrict' }),
    validityYears: smallint('validity_years').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...templateColumns(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_categories_level_key').on(table.levelId),
    check('credit_categories_validity_check', sql`${table.validityYears} between 1 and 10`),
  ],
);

/**
 * A personnel certificate level's certificate template (issue 13): the design every
 * certificate of that level is drawn from (a course starts from it, issue 15). Created
 * with the first save; removed with its level.
 */
export const certificateLevelTemplates = pgTable('certificate_level_templates', {
  levelId: bigint('level_id', { mode: 'number' })
    .primaryKey()
    .references(() => certificateLevels.id, { onDelete: 'cascade' }),
  ...templateColumns(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** A document an applicant for a category uploads; removed with its category. */
export const creditMaterials = pgTable(
  'credit_materials',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => creditCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    required: boolean('required').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('credit_materials_category_name_key').on(table.categoryId, table.name)],
);

/**
 * What an upload of the public appeal form is, kept in `files.purpose`: pending until an
 * appeal takes it (then licence or proof), swept away when none does.
 */
export const APPEAL_FILE_PURPOSES = {
  pending: 'appealPending',
  licence: 'appealLicence',
  proof: 'appealProof',
} as const;

/**
 * Uploaded files. The bytes live in the file storage under `id` (random, server-made);
 * who may read one is decided by the records that refer to it (server/lib/files).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    /** Null only for uploads of the public appeal form (server/lib/files/pendingUploads.ts). */
    ownerAccountId: accountRef('owner_account_id').references(() => accounts.id, {
      onDelete: 'restrict',
    }),
    /** The uploader's company at upload time: its other accounts may read the file too. */
    corporateId: bigint('corporate_id', { mode: 'number' }).references(() => corporates.id, {
      onDelete: 'restrict',
    }),
    originalName: text('original_name').notNull(),
    /** Detected from the content, never taken from the client. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** What the uploader said it is for, e.g. `licence`. */
    purpose: text('purpose'),
    createdAt: createdAt(),
  },
  (table) => [
    index('files_owner_account_id_idx').on(table.ownerAccountId),
    index('files_corporate_id_idx').on(table.corporateId),
    // Only the public appeal form stores files without an account (APPEAL_FILE_PURPOSES).
    check(
      'files_owner_or_appeal',
      sql`${table.ownerAccountId} is not null or ${table.purpose} in ('appealPending', 'appealLicence', 'appealProof')`,
    ),
    // The sweep of abandoned appeal uploads (owner null) reads them oldest first.
    index('files_anonymous_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.ownerAccountId} is null`),
  ],
);

/** The columns every workflow row has (DESIGN §3, §4): its status code and optimistic lock. */
const workflowColumns = () => ({
  status: smallint('status').notNull().default(0),
  /** Raised by every change; a write naming an older version is refused (409). */
  version: integer('version').notNull().default(0),
});

/**
 * Real-name certification applications (status family `application`, DESIGN §3.1). At most
 * one application of a company is open at a time: the partial unique index says which
 * statuses are open (draft 0, submitted 1, returned 4, withdrawn 5); a server test holds
 * that list to the machine's `editable` and `awaitingReview` tags.
 */
export const realnameApplications = pgTable(
  'realname_applications',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    companyName: text('company_name'),
    creditCode: text('credit_code'),
    legalRepresentative: text('legal_representative'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    address: text('address'),
    licenceFileId: text('licence_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The latest submission. */
    submittedAt: moment('submitted_at'),
    /** The latest reviewer decision. */
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('realname_applications_status_check', sql`${table.status} between 0 and 6`),
    uniqueIndex('realname_applications_one_open_per_corporate')
      .on(table.corporateId)
      .where(sql`${table.status} in (0, 1, 4, 5)`),
    index('realname_applications_corporate_id_idx').on(table.corporateId, table.createdAt),
    index('realname_applications_credit_code_idx').on(table.creditCode.op('text_pattern_ops')),
    ...reviewListIndexes(table),
  ],
);

/**
 * A company's people (issue 12, status family `application`): the roster a company keeps,
 * each person declared for verification by the platform. Verified people are those credit
 * applications and sign-ups pick from. Removing a person keeps the row (`deleted_at`):
 * applications and certificates still name them. An ID card number is on the roster of a
 * company at most once.
 */
export const people = pgTable(
  'people',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** The company account that added the person: told of each decision. */
    createdByAccountId: accountRef('created_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    name: text('name'),
    /** `male` or `female` (machines/validation/person.ts). */
    gender: text('gender'),
    /** Stored in capitals (the check character X). */
    idCard: text('id_card'),
    mobile: text('mobile'),
    email: text('email'),
    education: text('education'),
    professionalTitle: text('professional_title'),
    /** YYYY-MM-DD */
    employedFrom: text('employed_from'),
    employedTo: text('employed_to'),
    photoFileId: text('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    idCardFileId: text('id_card_file_id').references(() => files.id, { onDelete: 'set null' }),
    diplomaFileId: text('diploma_file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: moment('submitted_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    deletedAt: moment('deleted_at'),
  },
  (table) => [
    check('people_status_check', sql`${table.status} between 0 and 6`),
    check(
      'people_gender_check',
      sql`${table.gender} is null or ${table.gender} in ('male', 'female')`,
    ),
    uniqueIndex('people_one_id_card_per_corporate')
      .on(table.corporateId, table.idCard)
      .where(sql`${table.deletedAt} is null and ${table.idCard} is not null`),
    // The roster: a company's people, newest first.
    index('people_corporate_created_idx')
      .on(table.corporateId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The platform's review list: declared people (drafts and removed ones excepted).
    index('people_review_submitted_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.status} <> 0 and ${table.deletedAt} is null`),
    index('people_review_status_submitted_idx')
      .on(table.status, table.submittedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * The membership levels of the platform's catalogue (issue 12: member, director unit,
 * vice-president unit, president unit). A level is offered to applicants while enabled;
 * an approval grants or adds its validity in years.
 */
export const membershipLevels = pgTable(
  'membership_levels',
  {
    code: text('code').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    validityYears: smallint('validity_years').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check('membership_levels_validity_check', sql`${table.validityYears} between 1 and 10`),
  ],
);

/**
 * VIP membership applications (issue 12, status family `application`): the level applied
 * for, the member profile (vipCorporateInfo) and the signed application form. At most one
 * application of a company is open at a time, as for real-name certification.
 */
export const vipApplications = pgTable(
  'vip_applications',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    levelCode: text('level_code').references(() => membershipLevels.code, {
      onDelete: 'restrict',
    }),
    businessScope: text('business_scope'),
    /** `micro`, `small`, `medium` or `large` (machines/validation/membership.ts). */
    scale: text('scale'),
    /** Ten-thousand yuan, as the applicant wrote it (up to three decimals). */
    registeredCapital: text('registered_capital'),
    staffCount: text('staff_count'),
    qualifications: text('qualifications'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    applicationFileId: text('application_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    supportingFileId: text('supporting_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    submittedAt: moment('submitted_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('vip_applications_status_check', sql`${table.status} between 0 and 6`),
    uniqueIndex('vip_applications_one_open_per_corporate')
      .on(table.corporateId)
      .where(sql`${table.status} in (0, 1, 4, 5)`),
    index('vip_applications_corporate_created_idx').on(
      table.corporateId,
      table.createdAt,
      table.id,
    ),
    index('vip_applications_review_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.status} <> 0`),
    index('vip_applications_review_status_idx').on(table.status, table.submittedAt, table.id),
  ],
);

/**
 * An application to become a training or a review institution (issue 12). Approved, it
 * grants the company's accounts the role code of its kind and business line (DESIGN §2);
 * revoked (the platform's switch), it takes the role away.
 */
export const institutionApplications = pgTable(
  'institution_applications',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** `training` or `review` (machines/access/roles.ts INSTITUTION_KINDS). */
    kind: text('kind').notNull(),
    ...workflowColumns(),
    businessLine: smallint('business_line'),
    introduction: text('introduction'),
    premises: text('premises'),
    courseScope: text('course_scope'),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    qualificationFileId: text('qualification_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    supportingFileId: text('supporting_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    submittedAt: moment('submitted_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('institution_applications_status_check', sql`${table.status} between 0 and 6`),
    check('institution_applications_kind_check', sql`${table.kind} in ('training', 'review')`),
    check(
      'institution_applications_business_line_check',
      sql`${table.businessLine} between 0 and 9`,
    ),
    uniqueIndex('institution_applications_one_open_per_kind')
      .on(table.corporateId, table.kind)
      .where(sql`${table.status} in (0, 1, 4, 5)`),
    index('institution_applications_corporate_created_idx').on(
      table.corporateId,
      table.createdAt,
      table.id,
    ),
    index('institution_applications_review_idx')
      .on(table.kind, table.submittedAt, table.id)
      .where(sql`${table.status} <> 0`),
    index('institution_applications_review_status_idx').on(
      table.kind,
      table.status,
      table.submittedAt,
      table.id,
    ),
  ],
);

/** The teachers (training) or assessors (review) an institution application names, in order. */
export const institutionPeople = pgTable(
  'institution_people',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => institutionApplications.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.personId] }),
    index('institution_people_person_idx').on(table.personId),
  ],
);

/**
 * Credit (qualification) applications (issue 14, status family `qualification`, DESIGN
 * §3.3): a company applies for a credit category, names the review institution of the
 * category's business line that reviews it first, the people it counts and a file for
 * every material the category requires. A company has at most one open application per
 * category (draft, submitted, returned by either level, awaiting the platform). On the
 * platform's approval it carries its certificate: number, issue day and expiry day.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** Chosen with the first save and kept: the materials belong to it. */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => creditCategories.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    /** The review institution (a company) that reviews it first; null while a draft has none. */
    institutionCorporateId: bigint('institution_corporate_id', { mode: 'number' }).references(
      () => corporates.id,
      { onDelete: 'restrict' },
    ),
    /** The institution's assessor: one of its verified people, named at its review. */
    assessorPersonId: bigint('assessor_person_id', { mode: 'number' }).references(() => people.id, {
      onDelete: 'set null',
    }),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    /** What the company presents: its performance, projects and team for this category. */
    description: text('description'),
    submittedAt: moment('submitted_at'),
    /** When the institution last decided. */
    institutionDecidedAt: moment('institution_decided_at'),
    /** When the platform last decided. */
    decidedAt: moment('decided_at'),
    /** Issued with the platform's approval: unique, `<year>-<line>-<sequence>`. */
    certificateNo: text('certificate_no').unique(),
    /** Printed on the certificate and in its QR code: unlocks the holder's details (checkCode.ts). */
    certificateCheckCode: text('certificate_check_code'),
    /** YYYY-MM-DD, China time: the day it was issued and the last day it is valid. */
    issuedOn: text('issued_on'),
    expiresOn: text('expires_on'),
    /** When the company was told of the coming expiry (once per certificate). */
    expiryNoticeAt: moment('expiry_notice_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('credit_applications_status_check', sql`${table.status} between 0 and 9`),
    uniqueIndex('credit_applications_one_open_per_category')
      .on(table.corporateId, table.categoryId)
      .where(sql`${table.status} in (0, 1, 2, 3, 5)`),
    index('credit_applications_corporate_created_idx').on(
      table.corporateId,
      table.createdAt,
      table.id,
    ),
    index('credit_applications_institution_idx').on(
      table.institutionCorporateId,
      table.status,
      table.submittedAt,
      table.id,
    ),
    index('credit_applications_status_idx').on(table.status, table.submittedAt, table.id),
    // A reviewing institution's queue (every sent one, latest first) read off the index in
    // its order: the demo institution's holds 360,000 on the large seed.
    index('credit_applications_institution_queue_idx')
      .on(
        table.institutionCorporateId,
        table.submittedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.status} <> 0`),
    index('credit_applications_expires_idx')
      .on(table.expiresOn)
      .where(sql`${table.status} = 6`),
    // The issued certificates (in force, expired, revoked), latest first: the business
    // query's page reads its ten rows off this index instead of sorting 100k+ (bench:explain).
    index('credit_applications_issued_idx')
      .on(table.issuedOn.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} in (6, 8, 9)`),
  ],
);

/** The people a credit application counts, in order: verified people of its company. */
export const creditApplicationPeople = pgTable(
  'credit_application_people',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.personId] }),
    index('credit_application_people_person_idx').on(table.personId),
  ],
);

/** The file a credit application gives for one material of its category. */
export const creditApplicationMaterials = pgTable(
  'credit_application_materials',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    materialId: bigint('material_id', { mode: 'number' })
      .notNull()
      .references(() => creditMaterials.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedAt: moment('uploaded_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.materialId] }),
    index('credit_application_materials_file_idx').on(table.fileId),
  ],
);

/**
 * The last certificate sequence number issued per year and business line: numbering takes
 * the next one with a single upsert, so concurrent approvals never share a number.
 */
export const certificateSequences = pgTable(
  'certificate_sequences',
  {
    year: smallint('year').notNull(),
    businessLine: smallint('business_line').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.businessLine] })],
);

/**
 * Project declarations (issue 14, status family `qualification`, DESIGN §3.3): a project
 * the company carried out, with its contract and acceptance report, reviewed first by the
 * review institution it names, then by the platform. The project manager is a verified
 * person of the company's roster.
 */
export const projectApplications = pgTable(
  'project_applications',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    institutionCorporateId: bigint('institution_corporate_id', { mode: 'number' }).references(
      () => corporates.id,
      { onDelete: 'restrict' },
    ),
    name: text('name').notNull(),
    client: text('client'),
    /** Yuan, as the applicant wrote it (up to two decimals). */
    contractAmount: numeric('contract_amount', { precision: 13, scale: 2 }),
    /** YYYY-MM-DD */
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** `generalContractor`, `subcontractor` or `consortiumMember`. */
    role: text('role'),
    managerPersonId: bigint('manager_person_id', { mode: 'number' }).references(() => people.id, {
      onDelete: 'set null',
    }),
    description: text('description'),
    contractFileId: text('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
    acceptanceFileId: text('acceptance_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    submittedAt: moment('submitted_at'),
    institutionDecidedAt: moment('institution_decided_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('project_applications_status_check', sql`${table.status} between 0 and 9`),
    check(
      'project_applications_dates_check',
      sql`${table.endDate} is null or ${table.startDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    index('project_applications_corporate_created_idx').on(
      table.corporateId,
      table.createdAt,
      table.id,
    ),
    index('project_applications_institution_idx').on(
      table.institutionCorporateId,
      table.status,
      table.submittedAt,
      table.id,
    ),
    index('project_applications_status_idx').on(table.status, table.submittedAt, table.id),
    // A reviewing institution's queue in its order (as credit's).
    index('project_applications_institution_queue_idx')
      .on(
        table.institutionCorporateId,
        table.submittedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.status} <> 0`),
  ],
);

/**
 * Training history declarations (issue 16, status family `application`, DESIGN §3.1): a
 * company declares training one of its verified people took elsewhere before (`history`)
 * or an in-house cultivation it gave them (`cultivate`), with a proof; the platform
 * reviews. An approved one counts in the person's training records.
 */
export const trainingHistories = pgTable(
  'training_histories',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    /** `history` (training taken elsewhere) or `cultivate` (in-house cultivation). */
    kind: text('kind').notNull(),
    personId: bigint('person_id', { mode: 'number' }).references(() => people.id, {
      onDelete: 'set null',
    }),
    courseName: text('course_name').notNull(),
    /** Who gave the training: the institution, or the company's trainer or department. */
    organizer: text('organizer'),
    /** YYYY-MM-DD */
    startDate: text('start_date'),
    endDate: text('end_date'),
    creditHours: numeric('credit_hours', { precision: 5, scale: 1 }),
    certificateNo: text('certificate_no'),
    content: text('content'),
    proofFileId: text('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: moment('submitted_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('training_histories_status_check', sql`${table.status} between 0 and 6`),
    check('training_histories_kind_check', sql`${table.kind} in ('history', 'cultivate')`),
    check(
      'training_histories_dates_check',
      sql`${table.endDate} is null or ${table.startDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    index('training_histories_corporate_idx').on(
      table.corporateId,
      table.kind,
      table.createdAt,
      table.id,
    ),
    index('training_histories_review_idx').on(table.status, table.submittedAt, table.id),
    // The platform's queue, every sent declaration latest first: read in index order.
    index('training_histories_sent_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.status} <> 0`),
    index('training_histories_person_idx').on(table.personId, table.status),
  ],
);

/**
 * A training institution's courses (issue 15, status family `course`, DESIGN §3.4): of a
 * course level of the institution's business line (the line decides which experts review
 * it), leading to a personnel certificate level, with its teachers, dated sessions,
 * materials and the certificate's template points. `enabled` hides a published course
 * from sign-up without changing its status. A draft may be incomplete; a submission is not.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** Who created it: told of each review decision. */
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    enabled: boolean('enabled').notNull().default(true),
    /** The institution's line when the course was created: its reviewers' line. */
    businessLine: smallint('business_line').notNull(),
    name: text('name').notNull(),
    courseLevelId: bigint('course_level_id', { mode: 'number' }).references(() => courseLevels.id, {
      onDelete: 'restrict',
    }),
    certificateLevelId: bigint('certificate_level_id', { mode: 'number' }).references(
      () => certificateLevels.id,
      { onDelete: 'restrict' },
    ),
    description: text('description'),
    /** Yuan per person; 0 for a free course. */
    fee: numeric('fee', { precision: 10, scale: 2 }),
    /** Places of the whole course; each date has its own too. */
    capacity: integer('capacity'),
    online: boolean('online').notNull().default(false),
    location: text('location'),
    /** YYYY-MM-DD: the last day a sign-up is taken. */
    signUpDeadline: text('sign_up_deadline'),
    /**
     * YYYY-MM-DD: the day the last of its sessions open to sign-up (scheduled or moved)
     * starts; null without one. Kept by a trigger on training_dates (migration 0038): the
     * courses open for sign-up are those whose last open session starts after today, a
     * condition on the course alone instead of a join over every future session.
     */
    lastOpenStartsOn: text('last_open_starts_on'),
    creditHours: numeric('credit_hours', { precision: 5, scale: 1 }),
    /**
     * YYYY-MM-DD: the day its institution has the course's personnel certificates say they
     * were issued (`train/set-issuedate`); unset, the day the reviewer issues each.
     */
    certificateIssuedOn: text('certificate_issued_on'),
    coverFileId: text('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...templateColumns(),
    /** The course this one was copied from (`course/copy`). */
    copiedFromId: bigint('copied_from_id', { mode: 'number' }),
    submittedAt: moment('submitted_at'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('courses_status_check', sql`${table.status} between 0 and 5`),
    check('courses_business_line_check', sql`${table.businessLine} between 0 and 9`),
    check('courses_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
    index('courses_corporate_created_idx').on(table.corporateId, table.createdAt, table.id),
    index('courses_review_idx').on(table.status, table.businessLine, table.submittedAt, table.id),
    // The platform's review queue in its order: one status, or every sent course.
    index('courses_review_status_idx').on(table.status, table.submittedAt, table.id),
    index('courses_sent_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.status} <> 0`),
    // courseManage: every course, newest first.
    index('courses_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The courses open for sign-up (published, enabled), by deadline: the sign-up page and
    // the course picker read the first ones off this index instead of sorting 33,000.
    index('courses_open_idx')
      .on(table.signUpDeadline, table.id, table.lastOpenStartsOn)
      .where(sql`${table.status} = 2 and ${table.enabled}`),
  ],
);

/** The teachers a course names: verified people of its institution, in the order named. */
export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.personId] })],
);

/**
 * A dated session of a course (status family `trainingDate`, DESIGN §3.6), with its own
 * places: sign-ups choose one, and its capacity is what the last place is counted against.
 */
export const trainingDates = pgTable(
  'training_dates',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...workflowColumns(),
    /** YYYY-MM-DD, inclusive. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    capacity: integer('capacity').notNull(),
    location: text('location'),
    /**
     * The move the institution asked for while the platform decides (status 3): the dates
     * the session would take. Cleared when the move is decided.
     */
    proposedStartsOn: text('proposed_starts_on'),
    proposedEndsOn: text('proposed_ends_on'),
    /** The machine's memory (`wasRescheduled`): a refused move returns to `changed`. */
    wasRescheduled: boolean('was_rescheduled').notNull().default(false),
    /** Who asked for the move: told of the platform's decision. */
    changeAskedByAccountId: accountRef('change_asked_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('training_dates_status_check', sql`${table.status} between 0 and 5`),
    check(
      'training_dates_proposed_span_check',
      sql`${table.proposedEndsOn} is null or ${table.proposedEndsOn} >= ${table.proposedStartsOn}`,
    ),
    check('training_dates_span_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check('training_dates_capacity_check', sql`${table.capacity} > 0`),
    index('training_dates_course_idx').on(table.courseId, table.startsOn, table.id),
  ],
);

/** A course's materials: uploaded files with their titles, newest first. */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdByAccountId: accountRef('created_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [index('course_materials_course_idx').on(table.courseId, table.createdAt, table.id)],
);

/**
 * One trainee's sign-up to one dated session of a published course (issue 16; status 0-9
 * and 71, DESIGN §3.5), through the exam to the personnel certificate. A company signs up
 * a verified person of its roster; an individual (1000) signs up themselves with their own
 * particulars. A sign-up neither rejected nor cancelled holds a place: a trainee holds at
 * most one place in a course (the partial unique indexes), and the places a session and a
 * course hold are counted under their row locks (server/signUps/places.ts).
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    trainingDateId: bigint('training_date_id', { mode: 'number' })
      .notNull()
      .references(() => trainingDates.id, { onDelete: 'restrict' }),
    /** The company that signed its person up; null for an individual's own sign-up. */
    corporateId: bigint('corporate_id', { mode: 'number' }).references(() => corporates.id, {
      onDelete: 'restrict',
    }),
    /** The company's person (of its roster); null for an individual's own sign-up. */
    personId: bigint('person_id', { mode: 'number' }).references(() => people.id, {
      onDelete: 'restrict',
    }),
    /** Who signed up: the company's account, or the individual; told of each decision. */
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    /** The trainee's name as signed up: lists and messages name the sign-up by it. */
    traineeName: text('trainee_name').notNull(),
    /**
     * An individual's own particulars (a company's person keeps theirs on the roster). The
     * ID card number is stored in capitals (the check character X).
     */
    traineeIdCard: text('trainee_id_card'),
    traineeMobile: text('trainee_mobile'),
    /** The exam's score, one decimal (recorded with PASS_EXAM or FAIL_EXAM). */
    examScore: numeric('exam_score', { precision: 5, scale: 1 }),
    /** Given when the certificate is issued (ISSUE). */
    certificateNumber: text('certificate_number'),
    /** Printed on the certificate and in its QR code: unlocks the holder's details (checkCode.ts). */
    certificateCheckCode: text('certificate_check_code'),
    /** YYYY-MM-DD */
    issuedOn: text('issued_on'),
    expiresOn: text('expires_on'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('sign_ups_status_check', sql`${table.status} between 0 and 9 or ${table.status} = 71`),
    check(
      'sign_ups_trainee_check',
      sql`(${table.personId} is not null and ${table.corporateId} is not null) or (${table.personId} is null and ${table.corporateId} is null and ${table.traineeIdCard} is not null)`,
    ),
    uniqueIndex('sign_ups_certificate_number_key').on(table.certificateNumber),
    uniqueIndex('sign_ups_one_place_per_person')
      .on(table.courseId, table.personId)
      .where(sql`${table.personId} is not null and ${table.status} not in (2, 3)`),
    uniqueIndex('sign_ups_one_place_per_individual')
      .on(table.courseId, table.applicantAccountId)
      .where(sql`${table.personId} is null and ${table.status} not in (2, 3)`),
    index('sign_ups_date_idx').on(table.trainingDateId, table.status),
    index('sign_ups_corporate_idx').on(table.corporateId, table.createdAt, table.id),
    index('sign_ups_applicant_idx').on(table.applicantAccountId, table.createdAt, table.id),
    // A person's trainings (their records, their latest for the roster's order).
    index('sign_ups_person_idx').on(table.personId, table.trainingDateId),
    // A course's sign-ups by status (who earned its hours, the places it holds).
    index('sign_ups_course_idx').on(table.courseId, table.status),
    // The certificate queue's order: those waiting first (exam passed 4, resubmitted 71: the
    // machine's CERTIFICATE_PENDING, which a test holds this to), then the latest changed.
    index('sign_ups_certificate_queue_idx').on(
      sql`(${table.status} in (4, 71))`,
      table.updatedAt,
      table.id,
    ),
    // The issued personnel certificates (in force, expired, revoked), latest first: the
    // business query's page.
    index('sign_ups_issued_idx')
      .on(table.issuedOn.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} in (6, 8, 9)`),
  ],
);

/**
 * A sign-up's request to move to another session of its course (status family `dateChange`,
 * DESIGN §3.6), asked by whoever signed up once the institution approved the sign-up,
 * decided by the course's institution. Approval moves the sign-up (its place is taken in
 * the new session under the same locks as a new sign-up's). One request waits per sign-up.
 */
export const dateChangeRequests = pgTable(
  'date_change_requests',
  {
    id: id(),
    signUpId: bigint('sign_up_id', { mode: 'number' })
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    /** The session the sign-up held when asking: the request names the move it was. */
    fromTrainingDateId: bigint('from_training_date_id', { mode: 'number' })
      .notNull()
      .references(() => trainingDates.id, { onDelete: 'restrict' }),
    toTrainingDateId: bigint('to_training_date_id', { mode: 'number' })
      .notNull()
      .references(() => trainingDates.id, { onDelete: 'restrict' }),
    ...workflowColumns(),
    /** The sign-up's trainee (fixed once approved): lists and messages name the request by it. */
    traineeName: text('trainee_name').notNull(),
    reason: text('reason').notNull(),
    /** Who asked: told of the decision. */
    applicantAccountId: accountRef('applicant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('date_change_requests_status_check', sql`${table.status} between 0 and 2`),
    check(
      'date_change_requests_move_check',
      sql`${table.toTrainingDateId} <> ${table.fromTrainingDateId}`,
    ),
    uniqueIndex('date_change_requests_one_pending')
      .on(table.signUpId)
      .where(sql`${table.status} = 0`),
    index('date_change_requests_sign_up_idx').on(table.signUpId, table.createdAt, table.id),
  ],
);

/**
 * A company's membership (status family `membership`): created by its first approved VIP
 * application, extended by later ones, edited, disabled or reset by the platform. Dates
 * are calendar days, both included.
 */
export const corporateVips = pgTable(
  'corporate_vips',
  {
    id: id(),
    corporateId: bigint('corporate_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** The account told of each step: the applicant of the latest approval. */
    accountId: accountRef('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...workflowColumns(),
    levelCode: text('level_code')
      .notNull()
      .references(() => membershipLevels.code, { onDelete: 'restrict' }),
    /** YYYY-MM-DD */
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    /** The application whose approval granted or last extended it. */
    applicationId: bigint('application_id', { mode: 'number' }).references(
      () => vipApplications.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('corporate_vips_status_check', sql`${table.status} between 0 and 2`),
    check('corporate_vips_validity_check', sql`${table.validTo} >= ${table.validFrom}`),
    index('corporate_vips_status_valid_to_idx').on(table.status, table.validTo),
    // The platform's list, soonest to end first, without a status filter.
    index('corporate_vips_valid_to_idx').on(table.validTo, table.id.desc().nullsFirst()),
    index('corporate_vips_updated_idx').on(table.updatedAt, table.id),
  ],
);

interface ReviewListColumns {
  readonly id: AnyPgColumn;
  readonly status: AnyPgColumn;
  readonly submittedAt: AnyPgColumn;
  readonly createdAt: AnyPgColumn;
  readonly companyName: AnyPgColumn;
}

/**
 * The platform's review list (server/realname/lists.ts) never shows drafts and sorts by one
 * of REVIEW_SORT_FIELDS, ties broken by id, either direction. Each sort has an index of
 * the non-drafts (the unfiltered list, deep pages as index-only scans, the total) and one
 * behind the status (the status filter). Submissions are rare next to reads.
 */
function reviewListIndexes(table: ReviewListColumns): IndexBuilder[] {
  const notDraft = sql`${table.status} <> 0`;
  const sorts = [
    ['submitted_at', table.submittedAt],
    ['created_at', table.createdAt],
    ['company_name', table.companyName],
  ] as const;
  return [
    index('realname_review_status_idx').on(table.status, table.id).where(notDraft),
    ...sorts.flatMap(([name, column]) => [
      index(`realname_review_${name}_idx`).on(column, table.id).where(notDraft),
      index(`realname_review_status_${name}_idx`).on(table.status, column, table.id),
    ]),
  ];
}

/**
 * Account appeals, "forgot account" (status family `appeal`, DESIGN §3.2): submitted by
 * someone who cannot sign in, decided by the platform. `account_id` is the account the
 * given user name named at submission; approving sets its mobile and email to these.
 */
export const corporateAppeals = pgTable(
  'corporate_appeals',
  {
    id: id(),
    ...workflowColumns(),
    /** The login name as given, normalised (email lower-cased). */
    userName: text('user_name').notNull(),
    accountId: accountRef('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    licenceFileId: text('licence_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    proofFileId: text('proof_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Where the submission came from, for abuse reviews. */
    ip: text('ip'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('corporate_appeals_status_check', sql`${table.status} between 0 and 2`),
    index('corporate_appeals_created_at_idx').on(table.createdAt, table.id),
    index('corporate_appeals_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('corporate_appeals_credit_code_idx').on(table.creditCode.op('text_pattern_ops')),
    // A file belongs to one appeal; the file read check looks appeals up by file.
    uniqueIndex('corporate_appeals_licence_file_id_key').on(table.licenceFileId),
    uniqueIndex('corporate_appeals_proof_file_id_key').on(table.proofFileId),
    index('corporate_appeals_account_id_idx').on(table.accountId),
  ],
);

/**
 * Tables the database derives from the others by triggers: no data of their own, so
 * backups (schema public) leave them out and a restore rebuilds them.
 */
export const derived = pgSchema('derived');

/**
 * How many real-name applications each status holds, kept by statement triggers on
 * realname_applications (migration 0004) in the transaction of each change: the review
 * list's total without counting up to 100k index entries per request.
 */
export const realnameStatusCounts = derived.table('realname_status_counts', {
  status: smallint('status').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * How many credit applications each status holds, kept like realname_status_counts by
 * statement triggers on credit_applications (migration 0034): the issued certificates'
 * total without counting 100k+ rows per request.
 */
export const creditStatusCounts = derived.table('credit_status_counts', {
  status: smallint('status').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * Rows per status of the busiest tables, kept like the two above but by one generic trigger
 * function (`derived.count_rows`, migration 0036): a list's total, unfiltered or by status,
 * without counting 100k+ rows per request.
 */
const statusCounts = (name: string) =>
  derived.table(name, {
    status: smallint('status').primaryKey(),
    total: integer('total').notNull(),
  });
export const signUpStatusCounts = statusCounts('sign_up_status_counts');
export const courseStatusCounts = statusCounts('course_status_counts');
export const trainingHistoryStatusCounts = statusCounts('training_history_status_counts');
/** People on a roster (not deleted) per status: the platform's review list's total. */
export const peopleStatusCounts = statusCounts('people_status_counts');

/** Rows per reviewing institution and status: an institution's queue's total. */
const institutionCounts = (name: string) =>
  derived.table(
    name,
    {
      institutionCorporateId: bigint('institution_corporate_id', { mode: 'number' }).notNull(),
      status: smallint('status').notNull(),
      total: integer('total').notNull(),
    },
    (table) => [primaryKey({ columns: [table.institutionCorporateId, table.status] })],
  );
export const creditInstitutionCounts = institutionCounts('credit_institution_counts');
export const projectInstitutionCounts = institutionCounts('project_institution_counts');

/**
 * Login attempts per result and admin actions per action code, kept by the same function
 * (0040): the two logs' totals, unfiltered or by result or action, where each request
 * counted 200k and 50k rows.
 */
export const loginResultCounts = derived.table('login_result_counts', {
  success: boolean('success').primaryKey(),
  total: integer('total').notNull(),
});
export const adminActionCounts = derived.table('admin_action_counts', {
  action: text('action').primaryKey(),
  total: integer('total').notNull(),
});

/** Companies per kind (`corporate/query-corporatetype-list`), by the same function (0037). */
export const corporateTypeCounts = derived.table('corporate_type_counts', {
  corporateType: smallint('corporate_type').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * The courses open for sign-up per sign-up deadline and last open session (migration 0038):
 * the open list's total is the sum of the pairs after today, where it counted 33k courses.
 */
export const openCourseCounts = derived.table(
  'open_course_counts',
  {
    signUpDeadline: text('sign_up_deadline').notNull(),
    lastOpenStartsOn: text('last_open_starts_on').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.signUpDeadline, table.lastOpenStartsOn] })],
);

/** The audit trail of every workflow transition (DESIGN §3.7), read by timelines. */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: id(),
    /** The table of the record, e.g. `realname_applications`. */
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    fromCode: smallint('from_code').notNull(),
    toCode: smallint('to_code').notNull(),
    event: text('event').notNull(),
    actorAccountId: accountRef('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The role the actor acted in; null for the system. */
    actorRole: text('actor_role'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    index('workflow_events_entity_idx').on(table.entity, table.entityId, table.createdAt),
    // The workflow map counts the transitions a period took, read from the index alone.
    index('workflow_events_period_idx').on(
      table.entity,
      table.createdAt,
      table.fromCode,
      table.toCode,
      table.event,
    ),
  ],
);

/**
 * Each stay of a record in a status (issue 45): entered by a workflow event, left at the
 * record's next one (null while it is still there). Kept by a trigger on workflow_events
 * (migration 0041), whatever order events are written in; the workflow map reads the times
 * records spent in each status from it, by when they left.
 */
export const workflowStays = derived.table(
  'workflow_stays',
  {
    /** The workflow event that entered the status. */
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    code: smallint('code').notNull(),
    enteredAt: moment('entered_at').notNull(),
    leftAt: moment('left_at'),
  },
  (table) => [
    index('workflow_stays_record_idx').on(table.entity, table.entityId, table.enteredAt),
    index('workflow_stays_left_idx').on(table.entity, table.leftAt, table.code),
  ],
);

/**
 * The transitions each kind of record took per day (UTC), kept by a trigger on
 * workflow_events (migration 0042): the workflow map counts a year's transitions from a few
 * thousand rows, and the events of the period's first and last part-days itself.
 */
export const workflowTransitionDays = derived.table(
  'workflow_transition_days',
  {
    entity: text('entity').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    fromCode: smallint('from_code').notNull(),
    toCode: smallint('to_code').notNull(),
    event: text('event').notNull(),
    times: integer('times').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.entity, table.day, table.fromCode, table.toCode, table.event],
    }),
  ],
);

/**
 * The stays that ended per day (UTC), by status and length bucket (`derived.stay_bucket`:
 * lengths 5 % apart), kept with workflow_stays by its trigger (migration 0042): the workflow
 * map's median and 90th percentile from a histogram instead of sorting every stay.
 */
export const workflowStayDays = derived.table(
  'workflow_stay_days',
  {
    entity: text('entity').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    code: smallint('code').notNull(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.day, table.code, table.bucket] })],
);

/**
 * The transitions taken per UTC month, kept beside the days by the same trigger (migration
 * 0043): a period of many months reads a row per month, not per day.
 */
export const workflowTransitionMonths = derived.table(
  'workflow_transition_months',
  {
    entity: text('entity').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    fromCode: smallint('from_code').notNull(),
    toCode: smallint('to_code').notNull(),
    event: text('event').notNull(),
    times: integer('times').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.entity, table.month, table.fromCode, table.toCode, table.event],
    }),
  ],
);

/** The stays that ended per UTC month, by status and length bucket, as per day (0043). */
export const workflowStayMonths = derived.table(
  'workflow_stay_months',
  {
    entity: text('entity').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    code: smallint('code').notNull(),
    bucket: smallint('bucket').notNull(),
    stays: integer('stays').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.month, table.code, table.bucket] })],
);

/**
 * The companies ever approved as an institution of a kind, with their names, kept by triggers
 * on institution_applications and corporates (migration 0044): the workflow map finds one of a
 * province's thousands by a part of its name without scanning every company.
 */
export const institutionNames = derived.table(
  'institution_names',
  {
    /** `training` or `review`. */
    kind: text('kind').notNull(),
    corporateId: bigint('corporate_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.corporateId] }),
    index('institution_names_by_name_idx').on(table.kind, table.name, table.corporateId),
  ],
);

/** What an admin action row keeps besides its columns: plain JSON, never a secret. */
export type AdminActionDetails = { readonly [key: string]: AdminActionDetailValue };
export type AdminActionDetailValue =
  string | number | boolean | null | readonly AdminActionDetailValue[] | AdminActionDetails;

/**
 * The audit log of administrative actions (account disabled, password reset, roles or a
 * catalogue changed), written in the transaction of the change (server/lib/adminAudit.ts)
 * and read by platform staff on the login log page.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    /** Null for the command line (`npm run admin:create`) or when the account is gone. */
    actorAccountId: accountRef('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The role the actor acted in; null for the command line. */
    actorRole: text('actor_role'),
    /** A dotted code, e.g. `account.disable` (AdminActionCode in machines/contracts). */
    action: text('action').notNull(),
    /** What was acted on: a kind (`account`, `credit_types`) and its id as text. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<AdminActionDetails>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_actions_created_at_idx').on(table.createdAt),
    index('admin_actions_action_created_at_idx').on(table.action, table.createdAt),
    index('admin_actions_actor_created_at_idx').on(table.actorAccountId, table.createdAt),
    index('admin_actions_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * Per-key request counters of the rate limits (server/lib/rateLimitStore.ts), in the
 * database so that every API process counts against the same limit. One row per key
 * (route and client IP); a window restarts on the first hit after it ended.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: moment('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_start_idx').on(table.windowStart)],
);

/**
 * SMS verification codes (DESIGN §5): only a salted hash of each code is kept. A row is
 * written for every request a number makes, sent or not (a reset to an unknown number
 * sends nothing), so the per-number limits count alike whatever the number is, and every
 * API process counts against the same rows.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    /** register, reset, appeal or change-mobile. */
    purpose: text('purpose').notNull(),
    /** `salt$sha256(salt:code)`, hex. */
    codeHash: text('code_hash').notNull(),
    /** Whether the code went to the gateway; internal, never in an answer. */
    delivered: boolean('delivered').notNull(),
    /** Wrong codes tried against it; the code dies at the 5th. */
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    check(
      'sms_codes_purpose_check',
      sql`${table.purpose} in ('register', 'reset', 'appeal', 'change-mobile')`,
    ),
    index('sms_codes_mobile_created_at_idx').on(table.mobile, table.createdAt),
    index('sms_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * SMS a step promises (an appeal's approval: a reset code to the new mobile), written in
 * the step's transaction and sent by the outbox worker (`server/lib/sms/outbox.ts`): retried
 * past the per-number limits and a gateway's failures until sent, or given up after a day.
 * In-app messages need no outbox: the step's own transaction writes them.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    /** The code's purpose (reset). */
    purpose: text('purpose').notNull(),
    /** The record whose step promised it: its table and id. */
    subjectEntity: text('subject_entity').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** pending, sent or failed (given up). */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** When a worker may try it next; also the lease a worker holds while it tries. */
    nextAttemptAt: moment('next_attempt_at').notNull(),
    /** Why the last try did not send it: an i18n key. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (table) => [
    check('sms_outbox_state_check', sql`${table.state} in ('pending', 'sent', 'failed')`),
    index('sms_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('sms_outbox_subject_idx').on(table.subjectEntity, table.subjectId),
  ],
);

/**
 * What the development SMS provider "sent", readable through `GET /api/test/outbox`. Written
 * in APP_MODE=test only (DESIGN §8): in any other mode the table stays empty.
 */
export const testOutbox = pgTable(
  'test_outbox',
  {
    id: id(),
    /** A mobile number or an email address. */
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('test_outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
