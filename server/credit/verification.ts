/**
 * The public verification of a certificate number (`/verify/:certificateNo`, the e-
 * certificate's QR code): in force, expired or revoked, whose and of which category, and
 * nothing else. A number never issued is a 404 like any unknown record.
 */
import { eq } from 'drizzle-orm';
import type { CertificateVerification } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications } from '../db/schema';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { APPROVED, EXPIRED } from './entity';
import { selectApplications } from './rows';

export async function verifyCertificate(
  db: Database,
  certificateNo: string,
  now: Date,
): Promise<CertificateVerification> {
  const [found] = await selectApplications(db).where(
    eq(creditApplications.certificateNo, certificateNo),
  );
  if (!found) throw new AppError(HttpStatus.notFound, 'error.certificateUnknown');
  const { status, expiresOn } = found.application;
  // Past its last day it is expired, whether or not the hourly expiry has run yet.
  const lapsed = status === APPROVED && expiresOn !== null && expiresOn < localDate(now);
  return {
    certificateNo,
    status: lapsed ? EXPIRED : status,
    companyName: found.companyName,
    typeName: found.typeName,
    typeNameEn: found.typeNameEn,
    levelName: found.levelName,
    levelNameEn: found.levelNameEn,
  };
}
