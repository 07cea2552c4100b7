/**
 * A trainee's personnel e-certificate (`credit-category/compay-person-ecert/{id}`, the id a
 * sign-up's): drawn on its course's certificate template, or on its certificate level's
 * when the course has none, as PNG or PDF, its QR code opening the public verification
 * page. Only a certificate in force (issued, not past its last day) is drawn; whoever
 * reaches the sign-up may have it (its applicant, the institution, the certificate
 * reviewers).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import {
  certificateLevels,
  certificateLevelTemplates,
  certificateTypes,
  courses,
} from '../db/schema';
import type { Actor } from '../lib/access';
import {
  certificateDocument,
  type CertificateDocument,
  type CertificateFiles,
  type CertificatePlan,
  type CertificateRequest,
} from '../lib/certificates/certificateDocument';
import { checkCodeCaption, verifyUrl } from '../lib/certificates/creditValues';
import { personnelCertificateValues } from '../lib/certificates/personnelValues';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { signUpInReach } from './access';
import { signUpFamily } from './entity';
import type { SignUpRow } from './rows';

const ISSUED = signUpFamily.codeOf('certificateIssued');

const notInForce = () => new AppError(HttpStatus.conflict, 'error.certificateNotInForce');
const noTemplate = () => new AppError(HttpStatus.conflict, 'error.certificateNoTemplate');

const courseTemplate = preparedById('course_certificate_template', (db, id) =>
  db
    .select({
      fileId: courses.templateFileId,
      points: courses.templatePoints,
      levelFileId: certificateLevelTemplates.templateFileId,
      levelPoints: certificateLevelTemplates.templatePoints,
      levelName: certificateLevels.name,
      levelNameEn: certificateLevels.nameEn,
      typeName: certificateTypes.name,
      typeNameEn: certificateTypes.nameEn,
    })
    .from(courses)
    .leftJoin(certificateLevels, eq(certificateLevels.id, courses.certificateLevelId))
    .leftJoin(certificateTypes, eq(certificateTypes.id, certificateLevels.typeId))
    .leftJoin(
      certificateLevelTemplates,
      eq(certificateLevelTemplates.levelId, courses.certificateLevelId),
    )
    .where(eq(courses.id, id)),
);

/** The course's template, else its certificate level's, with the certificate's names. */
async function templateOfCourse(db: Database, courseId: number) {
  const course = await courseTemplate(db, courseId);
  if (!course) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const own = course.fileId !== null && course.points.length > 0;
  return {
    fileId: own ? course.fileId : course.levelFileId,
    points: own ? course.points : (course.levelPoints ?? []),
    names: {
      typeName: course.typeName ?? '',
      typeNameEn: course.typeNameEn ?? '',
      levelName: course.levelName ?? '',
      levelNameEn: course.levelNameEn ?? '',
    },
  };
}

async function planOf(
  db: Database,
  found: SignUpRow,
  request: CertificateRequest,
  now: Date,
): Promise<CertificatePlan & { readonly certificateNo: string }> {
  const { signUp } = found;
  const certificateNo = signUp.certificateNumber;
  const inForce =
    signUp.status === ISSUED && certificateNo && (signUp.expiresOn ?? '') >= localDate(now);
  if (!inForce || !certificateNo) throw notInForce();
  const template = await templateOfCourse(db, signUp.courseId);
  if (!template.fileId || template.points.length === 0) throw noTemplate();
  const values = personnelCertificateValues(
    {
      personName: signUp.traineeName,
      idCard: signUp.traineeIdCard ?? found.personIdCard ?? '',
      companyName: found.companyName ?? '',
      ...template.names,
      courseName: found.courseName,
      certificateNo,
      issuedOn: signUp.issuedOn ?? '',
      expiresOn: signUp.expiresOn ?? '',
      verifyUrl: verifyUrl(request.origin, certificateNo, signUp.certificateCheckCode),
    },
    request.language,
  );
  return {
    backgroundFileId: template.fileId,
    points: template.points,
    values,
    certificateNo,
    ...checkCodeCaption(signUp.certificateCheckCode, request.language),
  };
}

/** The certificate of a sign-up the actor reaches, drawn in the asked format. */
export async function personnelCertificateDocument(
  db: Database,
  files: CertificateFiles,
  actor: Actor,
  request: CertificateRequest,
  now: Date,
): Promise<CertificateDocument> {
  const { found } = await signUpInReach(db, actor, request.id);
  const { certificateNo, ...plan } = await planOf(db, found, request, now);
  return certificateDocument(files, plan, { ...request, certificateNo });
}
