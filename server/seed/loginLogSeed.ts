/**
 * Demo login attempts (DESIGN §8), so the login log has successes and every kind of
 * failure to show. All lie an hour or more in the past: the lockout only counts failures
 * of the last 15 minutes, and each failure here is followed by a success.
 */
import type { LoginFailureReason } from '@machines/contracts';
import type { Database } from '../db/client';
import { loginLogs } from '../db/schema';

const MINUTE_MS = 60 * 1000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Safari/605.1.15';
const PHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';

export interface DemoLoginAttempt {
  /** The login name as typed; a demo account's user name, or one that matches no account. */
  readonly userName: string;
  readonly reason?: LoginFailureReason;
  readonly ip: string;
  readonly userAgent: string;
  readonly minutesAgo: number;
}

export const demoLoginAttempts: readonly DemoLoginAttempt[] = [
  { userName: '13900000000', ip: '10.20.30.40', userAgent: DESKTOP_CHROME, minutesAgo: 65 },
  {
    userName: '13900002000',
    reason: 'captcha',
    ip: '183.221.16.8',
    userAgent: PHONE_WECHAT,
    minutesAgo: 2 * HOUR_MINUTES + 3,
  },
  {
    userName: '13900002000',
    ip: '183.221.16.8',
    userAgent: PHONE_WECHAT,
    minutesAgo: 2 * HOUR_MINUTES,
  },
  {
    userName: '13900002001',
    reason: 'bad_credentials',
    ip: '171.88.42.17',
    userAgent: MAC_SAFARI,
    minutesAgo: 5 * HOUR_MINUTES + 2,
  },
  {
    userName: '13900002001',
    ip: '171.88.42.17',
    userAgent: MAC_SAFARI,
    minutesAgo: 5 * HOUR_MINUTES,
  },
  {
    userName: '13900009999',
    reason: 'bad_credentials',
    ip: '45.129.56.200',
    userAgent: DESKTOP_CHROME,
    minutesAgo: 9 * HOUR_MINUTES,
  },
  {
    userName: '13900002006',
    reason: 'disabled',
    ip: '125.70.11.93',
    userAgent: DESKTOP_CHROME,
    minutesAgo: 3 * DAY_MINUTES - 30,
  },
  {
    userName: '13900002002',
    reason: 'locked',
    ip: '118.113.4.61',
    userAgent: DESKTOP_CHROME,
    minutesAgo: 4 * DAY_MINUTES,
  },
  {
    userName: '13900002002',
    ip: '118.113.4.61',
    userAgent: DESKTOP_CHROME,
    minutesAgo: 4 * DAY_MINUTES - 30,
  },
  {
    userName: '13900000009',
    ip: '10.20.30.41',
    userAgent: DESKTOP_CHROME,
    minutesAgo: DAY_MINUTES,
  },
  {
    userName: '13900000001',
    ip: '10.20.30.42',
    userAgent: MAC_SAFARI,
    minutesAgo: 6 * DAY_MINUTES,
  },
];

export interface LoginLogSeedTargets {
  readonly now: Date;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedLoginLogs(tx: Database, { now, accountIds }: LoginLogSeedTargets) {
  await tx.insert(loginLogs).values(
    demoLoginAttempts.map((attempt) => ({
      userName: attempt.userName,
      accountId: accountIds.get(attempt.userName) ?? null,
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      success: attempt.reason === undefined,
      reason: attempt.reason ?? null,
      createdAt: new Date(now.getTime() - attempt.minutesAgo * MINUTE_MS),
    })),
  );
}
