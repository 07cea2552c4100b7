/**
 * The captcha the server draws into the /login page it answers (server/web/client.ts). It
 * counts against the visitor's captcha limit like `GET /api/auth/captcha`, in a count of
 * its own: past the limit the page comes without one (and the form's own request is then
 * refused with its message), so reloading the page draws no more captchas than asking.
 */
import type { Captcha } from '@machines/app/login';
import type { Database } from '../db/client';
import { countHit } from '../lib/rateLimitStore';
import { issueCaptcha } from './captcha';

const WINDOW_MS = 60_000;

export async function drawPageCaptcha(
  db: Database,
  perMinute: number,
  ip: string,
  now: Date,
): Promise<Captcha | undefined> {
  const { current } = await countHit(db, `page-captcha:${ip}`, WINDOW_MS);
  if (current > perMinute) return undefined;
  return issueCaptcha(db, now);
}
