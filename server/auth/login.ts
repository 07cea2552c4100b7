/**
 * Signing in (DESIGN §5): captcha, lockout, password, then a new session. Every attempt
 * is logged. Wrong names and wrong passwords get one message and cost the same time, so
 * the answer never tells whether an account exists. A login name an account lost when its
 * mobile was changed for it (an approved appeal) is told so — only with that account's
 * password, and never the new name.
 */
import type { LoginInput } from '@machines/validation';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, retiredLoginNames } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import type { PasswordHasher } from '../lib/passwords';
import { createSession } from '../lib/sessions';
import { consumeCaptcha } from './captcha';
import { lockedUntil } from './lockout';
import { recordLoginAttempt, type LoginFailureReason } from './loginLog';

export interface LoginRequest {
  readonly input: LoginInput;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly now: Date;
}

/** Answers the new session's access token. */
export async function logIn(
  db: Database,
  passwords: PasswordHasher,
  request: LoginRequest,
): Promise<string> {
  const { input, now } = request;
  const userName = normaliseLoginName(input.userName);
  const origin = { userName, ip: request.ip, userAgent: request.userAgent };
  const refuse = async (reason: LoginFailureReason, accountId: number | null, error: AppError) => {
    await recordLoginAttempt(db, { ...origin, accountId }, { success: false, reason }, now);
    return error;
  };

  if (!(await consumeCaptcha(db, input.captchaId, input.captchaCode, now))) {
    throw await refuse('captcha', null, captchaRefusal());
  }

  const account = await findAccount(db, userName);
  const retired = account ? undefined : await findRetiredName(db, userName);
  const accountId = account?.id ?? null;
  const until = await lockedUntil(
    db,
    { userName, accountId, passwordChangedAt: account?.passwordChangedAt ?? null },
    now,
  );
  if (until) throw await refuse('locked', accountId, lockedRefusal(until, now));

  const passwordMatches = await passwords.verify(
    input.password,
    account?.passwordHash ?? retired?.passwordHash ?? passwords.unmatchableHash,
  );
  if (retired && passwordMatches) {
    throw await refuse(
      'renamed',
      retired.id,
      new AppError(HttpStatus.badRequest, 'error.loginNameRetired'),
    );
  }
  if (!account || !passwordMatches) {
    throw await refuse(
      'bad_credentials',
      accountId,
      new AppError(HttpStatus.badRequest, 'error.badCredentials'),
    );
  }
  if (!account.enabled) {
    throw await refuse(
      'disabled',
      account.id,
      new AppError(HttpStatus.accountDisabled, 'error.accountDisabled'),
    );
  }

  const token = await createSession(
    db,
    { accountId: account.id, ip: request.ip, userAgent: request.userAgent },
    now,
  );
  await recordLoginAttempt(db, { ...origin, accountId: account.id }, { success: true }, now);
  return token;
}

/** Mobile numbers as typed; email addresses are compared lower-cased. */
function normaliseLoginName(userName: string): string {
  const trimmed = userName.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

async function findAccount(db: Database, userName: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      enabled: accounts.enabled,
      passwordChangedAt: accounts.passwordChangedAt,
    })
    .from(accounts)
    .where(userName.includes('@') ? eq(accounts.email, userName) : eq(accounts.userName, userName));
  return account;
}

/** The account that last had `userName` as its login name before it was changed for it. */
async function findRetiredName(db: Database, userName: string) {
  const [retired] = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(retiredLoginNames)
    .innerJoin(accounts, eq(accounts.id, retiredLoginNames.accountId))
    .where(eq(retiredLoginNames.userName, userName))
    .orderBy(desc(retiredLoginNames.retiredAt))
    .limit(1);
  return retired;
}

function captchaRefusal(): AppError {
  const key = 'error.captchaWrong';
  return new AppError(HttpStatus.badRequest, key, { fieldErrors: { captchaCode: { key } } });
}

function lockedRefusal(until: Date, now: Date): AppError {
  const retryAfterSeconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  return new AppError(HttpStatus.tooManyRequests, 'error.locked', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    data: { retryAfterSeconds },
  });
}
