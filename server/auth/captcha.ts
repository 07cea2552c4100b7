/**
 * Graphic verification codes (seed §5). Answers are kept in the database, not in process
 * memory, so any API process can check a code another one drew. One image, one guess:
 * checking uses the code up whatever the outcome.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { create as drawCaptcha } from 'svg-captcha';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';
import { MINUTE_MS } from '../lib/clock';

export const CAPTCHA_LIFETIME_MS = 5 * MINUTE_MS;

const IMAGE_OPTIONS = {
  size: 4,
  // Answers are case-insensitive, so characters that differ only by case or look alike go.
  ignoreChars: '0oO1iIlL',
  noise: 2,
  color: true,
  width: 120,
  height: 40,
};

export interface IssuedCaptcha {
  readonly captchaId: string;
  readonly svg: string;
}

export async function issueCaptcha(db: Database, now: Date): Promise<IssuedCaptcha> {
  const { text, data } = drawCaptcha(IMAGE_OPTIONS);
  const captchaId = randomUUID();
  // Expired codes can never be used again; dropping them here keeps the table small.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    id: captchaId,
    answer: text.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  });
  return { captchaId, svg: data };
}

/** True when the code answers a live, unused captcha; the captcha is used up either way. */
export async function consumeCaptcha(
  db: Database,
  captchaId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [captcha] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt)))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  if (!captcha || now >= captcha.expiresAt) return false;
  return captcha.answer === code.trim().toLowerCase();
}
