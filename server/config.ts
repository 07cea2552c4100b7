/**
 * Server configuration, read once from the environment.
 *
 * PORT               HTTP port (default 8080)
 * HOST               interface to bind (default 0.0.0.0)
 * DATA_DIR           folder for local data; the embedded database lives in DATA_DIR/pglite (default ./data)
 * DATABASE_URL       PostgreSQL connection string; when unset, the embedded PGlite database is used
 * APP_MODE           `production` (default) or `test`; test mode adds the /api/test routes the suites use
 * DEMO               `false` skips the demo seed of an empty database (a real deployment; create the
 *                    first administrator with `npm run admin:create`); anything else seeds (default)
 * FILES_PREFIX       public prefix of file URLs in production (a CDN or object store), default empty
 * LOG_LEVEL          pino level (default info)
 * TRUST_PROXY        `true` when behind a reverse proxy, so client IPs come from X-Forwarded-For
 * LOGIN_RATE_LIMIT   login attempts per IP per minute (default 30; 10000 in test mode)
 * CAPTCHA_RATE_LIMIT captcha images per IP per minute (default 60; 10000 in test mode)
 * SKIP_CLIENT_BUILD  `1` makes `npm start` serve whatever dist/ holds instead of rebuilding the client
 */
import { resolve } from 'node:path';

export type AppMode = 'production' | 'test';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimits {
  /** Requests per IP per minute. */
  readonly loginPerMinute: number;
  readonly captchaPerMinute: number;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly appMode: AppMode;
  readonly demo: boolean;
  readonly filesPrefix: string;
  readonly logLevel: LogLevel;
  readonly trustProxy: boolean;
  readonly rateLimits: RateLimits;
  readonly skipClientBuild: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Test suites log in hundreds of times a minute from one IP; production must not allow that. */
const TEST_MODE_RATE_LIMIT = 10_000;

export function loadConfig(env: Env): Config {
  const appMode = parseAppMode(env.APP_MODE);
  const rateLimitDefault = (production: number) =>
    appMode === 'test' ? TEST_MODE_RATE_LIMIT : production;
  return {
    port: parsePositiveInteger('PORT', env.PORT, 8080),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
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
    },
    skipClientBuild: env.SKIP_CLIENT_BUILD === '1' || env.SKIP_CLIENT_BUILD === 'true',
  };
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
