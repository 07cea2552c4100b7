/**
 * The public verification of a certificate number (`/verify/:certificateNo`, the e-
 * certificate's QR code): in force, expired or revoked, whose and of which category, and
 * nothing else. A number never issued is a 404 like any unknown record.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CertificateVerification } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications } from '../db/schema';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { CERTIFICATE_STATUSES, toCertificateRecord } from './certificateRecords';
import { selectApplications } from './rows';

export async function verifyCertificate(
  db: Database,
  certificateNo: string,
  now: Date,
): Promise<CertificateVerification> {
  const [found] = await selectApplications(db).where(
    and(
      eq(creditApplications.certificateNo, certificateNo),
      inArray(creditApplications.status, [...CERTIFICATE_STATUSES]),
    ),
  );
  if (!found) throw new AppError(HttpStatus.notFound, 'error.certificateUnknown');
  const record = toCertificateRecord(found, localDate(now));
  return {
    certificateNo: record.certificateNo,
    status: record.status,
    companyName: record.companyName,
    typeName: record.typeName,
    typeNameEn: record.typeNameEn,
    levelName: record.levelName,
    levelNameEn: record.levelNameEn,
  };
}
