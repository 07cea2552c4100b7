/**
 * A company's e-certificate (`credit-category/compay-ecert/{id}`): the approved
 * application's certificate drawn on its category's template, as PNG or PDF, its QR code
 * opening the public verification page. Only a certificate in force (not past its last
 * day) is issued as a document; an expired or revoked one is still answered by the
 * verification page.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditCategories } from '../db/schema';
import type { Actor } from '../lib/access';
import { readBackground } from '../lib/certificates/background';
import {
  certificateDocument,
  type CertificateDocument,
  type CertificateFormat,
  type CertificateRequest,
} from '../lib/certificates/certificateDocument';
import { creditCertificateValues, verifyUrl } from '../lib/certificates/creditValues';
import type { CertificateDrawing } from '../lib/certificates/layout';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import type { FileStorage } from '../lib/files/storage';
import { applicationInReach } from './access';
import { toCertificateRecord } from './certificateRecords';
import { APPROVED } from './entity';
import type { CreditApplicationRow } from './rows';

export type { CertificateFormat };

const notInForce = () => new AppError(HttpStatus.conflict, 'error.certificateNotInForce');
const noTemplate = () => new AppError(HttpStatus.conflict, 'error.certificateNoTemplate');

async function drawingOf(
  db: Database,
  storage: FileStorage,
  found: CreditApplicationRow,
  request: CertificateRequest,
  now: Date,
): Promise<CertificateDrawing> {
  const record = toCertificateRecord(found, localDate(now));
  if (record.status !== APPROVED || !record.certificateNo) throw notInForce();
  const [template] = await db
    .select({ fileId: creditCategories.templateFileId, points: creditCategories.templatePoints })
    .from(creditCategories)
    .where(eq(creditCategories.id, found.application.categoryId));
  const background = template?.fileId ? await readBackground(storage, template.fileId) : null;
  if (!template || !background || template.points.length === 0) throw noTemplate();
  const values = creditCertificateValues(
    { ...record, verifyUrl: verifyUrl(request.origin, record.certificateNo) },
    request.language,
  );
  return { background, points: template.points, values };
}

/** The certificate of an application the actor may read, drawn in the asked format. */
export async function companyCertificate(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  request: CertificateRequest,
  now: Date,
): Promise<CertificateDocument> {
  const { found } = await applicationInReach(db, actor, request.id);
  const drawing = await drawingOf(db, storage, found, request, now);
  const certificateNo = drawing.values.certificateNumber ?? String(request.id);
  return certificateDocument(drawing, { ...request, certificateNo });
}
