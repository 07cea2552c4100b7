/**
 * What a company qualification certificate writes in each of its fields. The issued
 * e-certificate and the template designer's specimen both go through here, so a specimen
 * shows exactly the kind of text a company will get.
 */
import type { CreditCertificateField } from '@machines/validation';
import { t, type Language } from '../i18n';
import { printedCheckCode } from './checkCode';

export interface CreditCertificateFacts {
  readonly companyName: string;
  readonly creditCode: string;
  readonly typeName: string;
  readonly typeNameEn: string;
  readonly levelName: string;
  readonly levelNameEn: string;
  readonly certificateNo: string;
  /** YYYY-MM-DD */
  readonly issuedOn: string;
  readonly expiresOn: string;
  /** What the QR code opens: the public verification page of this certificate. */
  readonly verifyUrl: string;
}

/**
 * Each field as printed in the certificate's language: the title, the holder's name as it
 * is registered, the catalogue's names, and every code and date behind its label
 * ("证书编号：…", "Certificate No.: …") so a reader knows which date is which.
 */
export function creditCertificateValues(
  facts: CreditCertificateFacts,
  language: Language,
): Record<CreditCertificateField, string> {
  const zh = language === 'zh';
  const labelled = printedWithLabel(language);
  return {
    title: t(language, 'certificate.title.credit'),
    companyName: facts.companyName,
    creditCode: labelled('creditCode', facts.creditCode),
    category: zh ? facts.typeName : facts.typeNameEn,
    level: zh ? facts.levelName : facts.levelNameEn,
    certificateNumber: labelled('certificateNumber', facts.certificateNo),
    issueDate: labelled('issueDate', facts.issuedOn),
    expiryDate: labelled('expiryDate', facts.expiresOn),
    qrCode: facts.verifyUrl,
  };
}

/** A value behind its label (`certificate.printed.<field>`); nothing when there is no value. */
export const printedWithLabel =
  (language: Language) =>
  (field: string, value: string): string =>
    value ? t(language, `certificate.printed.${field}`, { value }) : '';

/**
 * The public page that tells anyone whether a certificate is valid (`/verify/:certificateNo`),
 * with the check code that shows whose it is: what the QR code opens.
 */
export function verifyUrl(origin: string, certificateNo: string, checkCode: string | null): string {
  const page = `${origin}/verify/${encodeURIComponent(certificateNo)}`;
  return checkCode ? `${page}?code=${encodeURIComponent(checkCode)}` : page;
}

/** The check code as printed under the QR code, in the certificate's language. */
export const checkCodeCaption = (checkCode: string | null, language: Language) =>
  checkCode
    ? {
        caption: t(language, 'certificate.checkCodeCaption', { code: printedCheckCode(checkCode) }),
      }
    : {};
