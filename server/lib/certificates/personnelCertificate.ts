/**
 * The personnel certificate a sign-up ends in (DESIGN §3.5): issued by its reviewers once
 * the exam is passed, with a number readable and unique — `SCXH-PX-<year>-<sign-up id>`,
 * one sign-up holding at most one certificate — the day it is issued (the course's issue
 * date when its institution set one, else the day of issue) and its last valid day. It is
 * in force from its issue day: never a day in the future, never before its training began.
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

export interface IssueDays {
  /** The moment of issue. */
  readonly now: Date;
  /** The day the course's institution has its certificates say (`train/set-issuedate`). */
  readonly courseIssuedOn?: string | null;
  /** The first day of the trainee's session. */
  readonly sessionStartsOn?: string | null;
}

/**
 * The day a certificate is issued and in force from: the course's chosen day when it falls
 * between the session's start and the day of issue, else the day of issue itself — a
 * certificate issued today is never dated (and valid from) tomorrow.
 */
export function certificateIssueDay({ now, courseIssuedOn, sessionStartsOn }: IssueDays): string {
  const today = localDate(now);
  const chosen = courseIssuedOn ?? null;
  if (!chosen || chosen > today) return today;
  if (sessionStartsOn && chosen < sessionStartsOn) return today;
  return chosen;
}

/** The certificate of sign-up `signUpId`, issued on `certificateIssueDay`. */
export function personnelCertificate(signUpId: number, days: IssueDays): PersonnelCertificate {
  const day = certificateIssueDay(days);
  return {
    certificateNumber: personnelCertificateNo(day, signUpId),
    certificateCheckCode: newCheckCode(),
    issuedOn: day,
    expiresOn: lastDayAfterYears(day, PERSONNEL_CERTIFICATE_YEARS),
  };
}
