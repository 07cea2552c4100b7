/**
 * The public verification of a certificate number (`/verify/:certificateNo`, the e-
 * certificate's QR code): in force, expired or revoked; with the certificate's check code
 * also whose and of which category, and nothing else. A credit certificate's number, else a personnel certificate's (the two
 * numberings never meet: `2026-1-000042`, `SCXH-PX-2026-000042`). A number never issued
 * is a 404 like any unknown record.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CertificateVerification } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditApplications } from '../db/schema';
import { uncheckedValidity } from '../lib/certificates/checkCode';
import { verifyPersonnelCertificate } from '../lib/certificates/personnelVerification';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { CERTIFICATE_STATUSES, toCertificateRecord } from './certificateRecords';
import { selectApplications } from './rows';

export async function verifyCertificate(
  db: Database,
  certificateNo: string,
  now: Date,
  checkCode: string | undefined,
): Promise<CertificateVerification> {
  const [found] = await selectApplications(db).where(
    and(
      eq(creditApplications.certificateNo, certificateNo),
      inArray(creditApplications.status, [...CERTIFICATE_STATUSES]),
    ),
  );
  const today = localDate(now);
  if (!found) {
    const personnel = await verifyPersonnelCertificate(db, certificateNo, today, checkCode);
    if (!personnel) throw new AppError(HttpStatus.notFound, 'error.certificateUnknown');
    return personnel;
  }
  const record = toCertificateRecord(found, today);
  const stored = found.application.certificateCheckCode;
  const refusal = uncheckedValidity(
    'credit',
    record.certificateNo,
    record.status,
    stored,
    checkCode,
  );
  if (refusal) return refusal;
  return {
    kind: 'credit',
    checked: true,
    certificateNo: record.certificateNo,
    status: record.status,
    companyName: record.companyName,
    typeName: record.typeName,
    typeNameEn: record.typeNameEn,
    levelName: record.levelName,
    levelNameEn: record.levelNameEn,
  };
}
