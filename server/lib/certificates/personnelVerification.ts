/**
 * The public verification of a personnel certificate (a trainee's, issued by the sign-up
 * workflow): in force, expired or revoked, whose (the name, the ID card number masked),
 * of which course and institution. Read from the tables, so the verification route serves
 * both kinds of certificate without one area importing another.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CertificateValidity, PersonnelCertificateVerification } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../../db/client';
import { corporates, courses, people, signUps } from '../../db/schema';
import { maskIdCard } from '../masking';
import { uncheckedValidity } from './checkCode';

const family = statusFamilies.signUp;
const ISSUED = family.codeOf('certificateIssued');
const EXPIRED = family.codeOf('certificateExpired');
const CERTIFICATE_STATUSES = [ISSUED, EXPIRED, family.codeOf('certificateRevoked')];

/** Past its last day a certificate reads as expired, whether or not the hourly sweep has run. */
export function personnelCertificateStatus(
  status: number,
  expiresOn: string | null,
  today: string,
): number {
  return status === ISSUED && expiresOn !== null && expiresOn !== '' && expiresOn < today
    ? EXPIRED
    : status;
}

export async function verifyPersonnelCertificate(
  db: Database,
  certificateNo: string,
  today: string,
  checkCode: string | undefined,
): Promise<PersonnelCertificateVerification | CertificateValidity | null> {
  const [found] = await db
    .select({
      status: signUps.status,
      checkCode: signUps.certificateCheckCode,
      holderName: signUps.traineeName,
      ownIdCard: signUps.traineeIdCard,
      personIdCard: people.idCard,
      courseName: courses.name,
      institutionName: corporates.name,
      issuedOn: signUps.issuedOn,
      expiresOn: signUps.expiresOn,
    })
    .from(signUps)
    .innerJoin(courses, eq(courses.id, signUps.courseId))
    .innerJoin(corporates, eq(corporates.id, courses.corporateId))
    .leftJoin(people, eq(people.id, signUps.personId))
    .where(
      and(
        eq(signUps.certificateNumber, certificateNo),
        inArray(signUps.status, CERTIFICATE_STATUSES),
      ),
    );
  if (!found) return null;
  const status = personnelCertificateStatus(found.status, found.expiresOn, today);
  const refusal = uncheckedValidity('personnel', certificateNo, status, found.checkCode, checkCode);
  if (refusal) return refusal;
  const expiresOn = found.expiresOn ?? '';
  return {
    kind: 'personnel',
    checked: true,
    certificateNo,
    status,
    holderName: found.holderName,
    holderIdCard: maskIdCard(found.ownIdCard ?? found.personIdCard ?? ''),
    courseName: found.courseName,
    institutionName: found.institutionName,
    issuedOn: found.issuedOn ?? '',
    expiresOn,
  };
}
