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
