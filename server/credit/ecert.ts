/**
 * A company's e-certificate (`credit-category/compay-ecert/{id}`): the approved
 * application's certificate drawn on its category's template, as PNG or PDF, its QR code
 * opening the public verification page. Only a certificate in force (not past its last
 * day) is issued as a document; an expired or revoked one is still answered by the
 * verification page.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { creditCategories } from '../db/schema';
import type { Actor } from '../lib/access';
import {
  certificateDocument,
  type CertificateFiles,
  type CertificatePlan,
  type CertificateDocument,
  type CertificateFormat,
  type CertificateRequest,
} from '../lib/certificates/certificateDocument';
import {
  checkCodeCaption,
  creditCertificateValues,
  verifyUrl,
} from '../lib/certificates/creditValues';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { applicationInReach } from './access';
import { toCertificateRecord } from './certificateRecords';
import { APPROVED } from './entity';
import type { CreditApplicationRow } from './rows';

export type { CertificateFormat };

const notInForce = () => new AppError(HttpStatus.conflict, 'error.certificateNotInForce');
const noTemplate = () => new AppError(HttpStatus.conflict, 'error.certificateNoTemplate');

const templateOfCategory = preparedById('credit_category_template', (db, id) =>
  db
    .select({ fileId: creditCategories.templateFileId, points: creditCategories.templatePoints })
    .from(creditCategories)
    .where(eq(creditCategories.id, id)),
);

async function planOf(
  db: Database,
  found: CreditApplicationRow,
  request: CertificateRequest,
  now: Date,
): Promise<CertificatePlan & { readonly certificateNo: string }> {
  const record = toCertificateRecord(found, localDate(now));
  const { certificateNo } = record;
  if (record.status !== APPROVED || !certificateNo) throw notInForce();
  const template = await templateOfCategory(db, found.application.categoryId);
  if (!template?.fileId || template.points.length === 0) throw noTemplate();
  const checkCode = found.application.certificateCheckCode;
  const values = creditCertificateValues(
    { ...record, verifyUrl: verifyUrl(request.origin, certificateNo, checkCode) },
    request.language,
  );
  return {
    backgroundFileId: template.fileId,
    points: template.points,
    values,
    certificateNo,
    ...checkCodeCaption(checkCode, request.language),
  };
}

/** The certificate of an application the actor may read, drawn in the asked format. */
export async function companyCertificate(
  db: Database,
  files: CertificateFiles,
  actor: Actor,
  request: CertificateRequest,
  now: Date,
): Promise<CertificateDocument> {
  const { found } = await applicationInReach(db, actor, request.id);
  const { certificateNo, ...plan } = await planOf(db, found, request, now);
  return certificateDocument(files, plan, { ...request, certificateNo });
}
