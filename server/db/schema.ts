/**
 * The relational schema (DESIGN §4). Migrations under ./migrations are generated from
 * this file with `npm run db:generate`; never edit them by hand. Timestamps are written
 * by the application from its injectable clock, so tests can move time.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    passwordChangedAt: moment('password_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('accounts_corporate_id_idx').on(table.corporateId),
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
    /** Why a failed attempt failed: captcha, bad_credentials, locked, disabled. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_logs_created_at_idx').on(table.createdAt),
    index('login_logs_user_name_created_at_idx').on(table.userName, table.createdAt),
    index('login_logs_account_id_created_at_idx').on(table.accountId, table.createdAt),
  ],
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
    index('messages_recipient_created_at_idx').on(table.recipientAccountId, table.createdAt),
  ],
);

/** The six catalogues platform staff manage share one shape. */
function catalogueTable<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      id: id(),
      name: text('name').notNull(),
      nameEn: text('name_en').notNull(),
      sort: smallint('sort').notNull().default(0),
      enabled: boolean('enabled').notNull().default(true),
      createdAt: createdAt(),
    },
    (table) => [uniqueIndex(`${name}_name_key`).on(table.name)],
  );
}

export const creditTypes = catalogueTable('credit_types');
export const creditLevels = catalogueTable('credit_levels');
export const courseTypes = catalogueTable('course_types');
export const courseLevels = catalogueTable('course_levels');
export const certificateTypes = catalogueTable('certificate_types');
export const certificateLevels = catalogueTable('certificate_levels');

/**
 * Uploaded files. The bytes live in the file storage under `id` (random, server-made);
 * who may read one is decided by the records that refer to it (server/lib/files).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerAccountId: accountRef('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
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
    index('realname_applications_status_idx').on(table.status),
    index('realname_applications_credit_code_idx').on(table.creditCode.op('text_pattern_ops')),
    index('realname_applications_company_name_idx').on(table.companyName),
    index('realname_applications_submitted_at_idx').on(table.submittedAt),
  ],
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
  ],
);
