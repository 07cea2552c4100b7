/**
 * A credit application's certificate (DESIGN §3.3, issued with the platform's approval):
 * a number unique and readable, `<year>-<line>-<sequence>` (2026-1-000042), the day it is
 * issued and the last day it is valid, after the category's years.
 */
import { newCheckCode } from '../lib/certificates/checkCode';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificateSequences } from '../db/schema';
import { lastDayAfterYears, localDate } from '../lib/dates';

/**
 * The next number of the year and line. One upsert both creates the year's counter and
 * raises it; its row lock makes concurrent approvals wait for each other, so no two get
 * the same number, and a rolled-back approval gives its number back.
 */
export async function nextCertificateNo(
  tx: Database,
  year: number,
  businessLine: number,
): Promise<string> {
  const [counter] = await tx
    .insert(certificateSequences)
    .values({ year, businessLine, last: 1 })
    .onConflictDoUpdate({
      target: [certificateSequences.year, certificateSequences.businessLine],
      set: { last: sql`${certificateSequences.last} + 1` },
    })
    .returning({ last: certificateSequences.last });
  if (!counter) throw new Error('The certificate counter was not written');
  return `${year}-${businessLine}-${String(counter.last).padStart(6, '0')}`;
}

export interface IssuedCertificate {
  readonly certificateNo: string;
  /** Printed on it and in its QR code: it unlocks the holder's details on verification. */
  readonly certificateCheckCode: string;
  /** YYYY-MM-DD, China time. */
  readonly issuedOn: string;
  readonly expiresOn: string;
}

/** The certificate an approval at `now` issues for a category of `validityYears`. */
export async function issueCertificate(
  tx: Database,
  { now, businessLine, validityYears }: { now: Date; businessLine: number; validityYears: number },
): Promise<IssuedCertificate> {
  const issuedOn = localDate(now);
  return {
    certificateNo: await nextCertificateNo(tx, Number(issuedOn.slice(0, 4)), businessLine),
    certificateCheckCode: newCheckCode(),
    issuedOn,
    expiresOn: lastDayAfterYears(issuedOn, validityYears),
  };
}
