/**
 * Server configuration, read once from the environment.
 *
 * PORT               HTTP port (default 8080)
 * HOST               interface to bind (default 0.0.0.0)
 * DATA_DIR           folder for local data: uploads, and the embedded database's cluster in
 *                    DATA_DIR/postgres (default ./data)
 * DATABASE_URL       PostgreSQL connection string; when unset, `npm start` runs an embedded
 *                    PostgreSQL server on DATA_DIR/postgres (server/db/embedded)
 * WORKERS            API processes (node:cluster) sharing the port: a number, or `auto` for one
 *                    per core (default 1: docs/performance.md says why)
 * DATABASE_POOL_SIZE PostgreSQL connections this process may hold (default 10); the API
 *                    processes together need fewer than the server's max_connections
 * APP_MODE           `production` (default) or `test`; test mode adds the /api/test routes the suites use
 * DEMO               `false` skips the demo seed of an empty database (a real deployment; create the
 *                    first administrator with `npm run admin:create`); anything else seeds (default)
 * FILES_PREFIX       public prefix of file URLs in production (a CDN or object store), default empty
 * LOG_LEVEL          pino level (default info)
 * TRUST_PROXY        `true` when behind a reverse proxy, so client IPs come from X-Forwarded-For
 * LOGIN_RATE_LIMIT   login attempts per IP per minute (default 30; 10000 in test mode), counted in
 *                    the database across all API processes
 * CAPTCHA_RATE_LIMIT captcha images per IP per minute (default 60; 10000 in test mode), likewise
 * SMS_RATE_LIMIT     SMS code requests per IP per minute (default 5; 10000 in test mode), likewise;
 *                    each number also gets at most one code a minute and 10 a day
 * APPEAL_RATE_LIMIT  uploads, and separately submissions, of the public appeal form per IP per 10
 *                    minutes (default 20; 10000 in test mode), likewise
 * SMS_GATEWAY_URL    the SMS gateway's HTTPS endpoint (server/lib/sms/httpGateway.ts says what it is
 *                    sent). Unset, codes go to the server log only (and, in test mode, to the test
 *                    outbox): fine for the demo and the suites, so with DEMO=false and APP_MODE
 *                    production every code request is refused (503) until a gateway is configured
 * SMS_GATEWAY_TOKEN  bearer token for the SMS gateway
 * PASSWORD_COST      log2 of scrypt's N for new password hashes (default 17; 12 in test mode, whose
 *                    suites log in thousands of times); production refuses less than 17
 * MAX_IMAGE_MEGAPIXELS  pictures larger than this are refused on upload (default 40); each side
 *                    is at most 10 000 pixels whatever this says
 * PREVIEW_RATE_LIMIT certificate specimens one account may have drawn per minute (default 20;
 *                    10000 in test mode), counted in the database across all API processes
 * DATABASE_DOWN_EXIT_SECONDS  with DATABASE_URL, how long the database may stay unreachable
 *                    before the server exits non-zero for its supervisor (default 120); every
 *                    call answers 503 meanwhile. The embedded database is restarted instead
 * ASSOCIATION_TIME_ZONE  the association's IANA time zone (default Asia/Shanghai): its calendar
 *                    decides "today", deadlines and date filters, and every time is shown in it,
 *                    whatever the server's or a viewer's own zone
 * S3_BUCKET          keeps uploaded files and the certificate cache in this bucket of an
 *                    S3-compatible object store instead of DATA_DIR (every API process, on every
 *                    machine, then sees the same files); unset: the local folder (default)
 * S3_ENDPOINT        the store's address when it is not AWS (MinIO, Ceph, a cloud's S3 service)
 * S3_REGION          its region (default us-east-1)
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY  its credentials; unset: the AWS SDK's own chain
 *                    (environment, instance role)
 * S3_FORCE_PATH_STYLE `true` for stores that want bucket/key paths (default: true with an
 *                    S3_ENDPOINT, false on AWS)
 * S3_PREFIX          a folder in the bucket for this deployment's keys (default none)
 * SKIP_CLIENT_BUILD  `1` makes `npm start` serve whatever dist/ holds instead of rebuilding the client
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@machines/workflows/associationDay';

export type AppMode = 'production' | 'test';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimits {
  /** Requests per IP per minute. */
  readonly loginPerMinute: number;
  readonly captchaPerMinute: number;
  readonly smsPerMinute: number;
  /** Public appeal uploads (and, counted apart, submissions) per IP per 10 minutes. */
  readonly appealPerTenMinutes: number;
  /** Public look-ups of a certificate number (`/verify/…`), per IP and minute. */
  readonly verifyPerMinute: number;
  /** Certificate specimens drawn for one account per minute. */
  readonly previewPerMinute: number;
}

/** Where SMS codes go (server/lib/sms). */
export interface SmsSettings {
  /** The gateway; undefined means the development provider (server log, test outbox). */
  readonly gatewayUrl: string | undefined;
  readonly gatewayToken: string | undefined;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly workers: number;
  readonly appMode: AppMode;
  readonly demo: boolean;
  readonly filesPrefix: string;
  readonly logLevel: LogLevel;
  readonly trustProxy: boolean;
  readonly rateLimits: RateLimits;
  readonly sms: SmsSettings;
  /** log2 of scrypt's N for new password hashes (server/lib/passwords.ts). */
  readonly passwordCost: number;
  /** Uploaded pictures larger than this many megapixels are refused. */
  readonly maxImageMegapixels: number;
  /** An external database unreachable this long ends the process (its supervisor restarts it). */
  readonly databaseDownExitSeconds: number;
  /** The association's IANA time zone: its days and the times every screen shows. */
  readonly timeZone: string;
  /** Where files are kept when not on the local disk; null: DATA_DIR. */
  readonly objectStorage: ObjectStorageSettings | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** node-postgres' own default; a process rarely has more queries in flight. */
const DEFAULT_POOL_SIZE = 10;

/** Test suites log in hundreds of times a minute from one IP; production must not allow that. */
const TEST_MODE_RATE_LIMIT = 10_000;

/** log2 of scrypt's N in production (OWASP's minimum for scrypt; lib/passwords.ts). */
export const PRODUCTION_PASSWORD_COST = 17;
/** A hash in a few milliseconds: test mode's servers and their demo accounts are throw-away. */
const TEST_MODE_PASSWORD_COST = 12;
/** 2^20 already takes 1 GiB and seconds per hash. */
const MAX_PASSWORD_COST = 20;

/** An S3-compatible bucket for uploaded files and the certificate cache. */
export interface ObjectStorageSettings {
  readonly bucket: string;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly credentials:
    { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  readonly forcePathStyle: boolean;
  /** Prepended to every key ('' or ending in '/'). */
  readonly prefix: string;
}

function parseObjectStorage(env: Env): ObjectStorageSettings | null {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return null;
  const endpoint = parseHttpUrl('S3_ENDPOINT', env.S3_ENDPOINT);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const pathStyle = nonEmpty(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  const prefix = nonEmpty(env.S3_PREFIX)?.replace(/^\/+|\/+$/g, '') ?? '';
  return {
    bucket,
    endpoint,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
    prefix: prefix ? `${prefix}/` : '',
  };
}

export function loadConfig(env: Env): Config {
  const appMode = parseAppMode(env.APP_MODE);
  const rateLimitDefault = (production: number) =>
    appMode === 'test' ? TEST_MODE_RATE_LIMIT : production;
  return {
    port: parsePositiveInteger('PORT', env.PORT, 8080),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: parsePositiveInteger(
      'DATABASE_POOL_SIZE',
      env.DATABASE_POOL_SIZE,
      DEFAULT_POOL_SIZE,
    ),
    workers: parseWorkers(env.WORKERS),
    appMode,
    demo: env.DEMO?.trim().toLowerCase() !== 'false',
    filesPrefix: env.FILES_PREFIX?.trim() ?? '',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: env.TRUST_PROXY?.trim().toLowerCase() === 'true',
    rateLimits: {
      loginPerMinute: parsePositiveInteger(
        'LOGIN_RATE_LIMIT',
        env.LOGIN_RATE_LIMIT,
        rateLimitDefault(30),
      ),
      captchaPerMinute: parsePositiveInteger(
        'CAPTCHA_RATE_LIMIT',
        env.CAPTCHA_RATE_LIMIT,
        rateLimitDefault(60),
      ),
      smsPerMinute: parsePositiveInteger('SMS_RATE_LIMIT', env.SMS_RATE_LIMIT, rateLimitDefault(5)),
      appealPerTenMinutes: parsePositiveInteger(
        'APPEAL_RATE_LIMIT',
        env.APPEAL_RATE_LIMIT,
        rateLimitDefault(20),
      ),
      verifyPerMinute: parsePositiveInteger(
        'VERIFY_RATE_LIMIT',
        env.VERIFY_RATE_LIMIT,
        rateLimitDefault(30),
      ),
      previewPerMinute: parsePositiveInteger(
        'PREVIEW_RATE_LIMIT',
        env.PREVIEW_RATE_LIMIT,
        rateLimitDefault(20),
      ),
    },
    sms: {
      gatewayUrl: parseHttpUrl('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL),
      gatewayToken: nonEmpty(env.SMS_GATEWAY_TOKEN),
    },
    passwordCost: parsePasswordCost(env.PASSWORD_COST, appMode),
    maxImageMegapixels: parsePositiveInteger('MAX_IMAGE_MEGAPIXELS', env.MAX_IMAGE_MEGAPIXELS, 40),
    databaseDownExitSeconds: parsePositiveInteger(
      'DATABASE_DOWN_EXIT_SECONDS',
      env.DATABASE_DOWN_EXIT_SECONDS,
      120,
    ),
    timeZone: parseTimeZone(env.ASSOCIATION_TIME_ZONE),
    objectStorage: parseObjectStorage(env),
  };
}

function parseTimeZone(value: string | undefined): string {
  const zone = nonEmpty(value) ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) {
    throw new Error(
      `ASSOCIATION_TIME_ZONE must be an IANA time zone (Asia/Shanghai), got "${zone}"`,
    );
  }
  return zone;
}

function parsePasswordCost(value: string | undefined, appMode: AppMode): number {
  const lowest = appMode === 'test' ? TEST_MODE_PASSWORD_COST : PRODUCTION_PASSWORD_COST;
  const cost = parsePositiveInteger('PASSWORD_COST', value, lowest);
  if (cost < lowest || cost > MAX_PASSWORD_COST) {
    throw new Error(
      `PASSWORD_COST must be between ${lowest} and ${MAX_PASSWORD_COST} in ${appMode} mode, got ${cost}`,
    );
  }
  return cost;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseAppMode(value: string | undefined): AppMode {
  const mode = nonEmpty(value) ?? 'production';
  if (mode !== 'production' && mode !== 'test') {
    throw new Error(`APP_MODE must be "production" or "test", got "${mode}"`);
  }
  return mode;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const level = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return level as LogLevel;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${name} must be a positive integer, got "${text}"`);
  }
  return number;
}

/** Without WORKERS: one process (measured in docs/performance.md). */
const DEFAULT_WORKERS = 1;

function parseWorkers(value: string | undefined): number {
  if (nonEmpty(value)?.toLowerCase() === 'auto') return availableParallelism();
  return parsePositiveInteger('WORKERS', value, DEFAULT_WORKERS);
}

function parseHttpUrl(name: string, value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
  return text;
}
