/**
 * The personnel certificate a sign-up ends in (DESIGN §3.5): issued by its reviewers once
 * the exam is passed, with a number readable and unique — `SCXH-PX-<year>-<sign-up id>`,
 * one sign-up holding at most one certificate — the day it is issued (the course's issue
 * date when its institution set one, else the day of issue) and its last valid day.
 */
import { lastDayAfterYears, localDate } from '../dates';
import { newCheckCode } from './checkCode';

/** How long a personnel certificate is in force. */
export const PERSONNEL_CERTIFICATE_YEARS = 3;

export interface PersonnelCertificate {
  readonly certificateNumber: string;
  /** Printed on it and in its QR code: it unlocks the holder's details on verification. */
  readonly certificateCheckCode: string;
  /** YYYY-MM-DD, China time. */
  readonly issuedOn: string;
  readonly expiresOn: string;
}

export function personnelCertificateNo(issuedOn: string, signUpId: number): string {
  return `SCXH-PX-${issuedOn.slice(0, 4)}-${String(signUpId).padStart(6, '0')}`;
}

/** The certificate of sign-up `signUpId` issued on `issuedOn` (default: `now`'s day). */
export function personnelCertificate(
  signUpId: number,
  { now, issuedOn }: { now: Date; issuedOn?: string | null },
): PersonnelCertificate {
  const day = issuedOn ?? localDate(now);
  return {
    certificateNumber: personnelCertificateNo(day, signUpId),
    certificateCheckCode: newCheckCode(),
    issuedOn: day,
    expiresOn: lastDayAfterYears(day, PERSONNEL_CERTIFICATE_YEARS),
  };
}
