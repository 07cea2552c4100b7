/**
 * What a personnel certificate writes in each of its fields, for the issued e-certificate
 * (the course template's specimen uses the same fields with a sample person).
 */
import type { PersonnelCertificateField } from '@machines/validation';
import { t, type Language } from '../i18n';
import { printedWithLabel } from './creditValues';

export interface PersonnelCertificateFacts {
  readonly personName: string;
  readonly idCard: string;
  /** The company that signed its person up; '' for an individual. */
  readonly companyName: string;
  /** The certificate the course leads to (its catalogue names); empty: the course's name. */
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
  readonly courseName: string;
  readonly certificateNo: string;
  /** YYYY-MM-DD */
  readonly issuedOn: string;
  readonly expiresOn: string;
  /** What the QR code opens: the public verification page of this certificate. */
  readonly verifyUrl: string;
}

/** Each field as printed in the certificate's language, codes and dates behind their labels. */
export function personnelCertificateValues(
  facts: PersonnelCertificateFacts,
  language: Language,
): Record<PersonnelCertificateField, string> {
  const zh = language === 'zh';
  const named = (name: string, nameEn: string) => (zh ? name : nameEn || name) || facts.courseName;
  const labelled = printedWithLabel(language);
  return {
    title: t(language, 'certificate.title.personnel'),
    personName: facts.personName,
    idCard: labelled('idCard', facts.idCard),
    companyName: labelled('companyName', facts.companyName),
    category: named(facts.typeName, facts.typeNameEn),
    level: named(facts.levelName, facts.levelNameEn),
    certificateNumber: labelled('certificateNumber', facts.certificateNo),
    issueDate: labelled('issueDate', facts.issuedOn),
    expiryDate: labelled('expiryDate', facts.expiresOn),
    qrCode: facts.verifyUrl,
  };
}
