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

export function creditCertificateValues(
  facts: CreditCertificateFacts,
  language: 'zh' | 'en',
): Record<CreditCertificateField, string> {
  const zh = language === 'zh';
  return {
    companyName: facts.companyName,
    creditCode: facts.creditCode,
    category: zh ? facts.typeName : facts.typeNameEn,
    level: zh ? facts.levelName : facts.levelNameEn,
    certificateNumber: facts.certificateNo,
    issueDate: facts.issuedOn,
    expiryDate: facts.expiresOn,
    qrCode: facts.verifyUrl,
  };
}

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
