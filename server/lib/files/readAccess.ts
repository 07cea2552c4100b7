/**
 * Who may read a stored file (DESIGN §5): its uploader, the uploader's company, and
 * staff who may read a record the file is attached to. Everyone else is told it does
 * not exist, so file ids do not leak.
 */
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { businessLine, canOpenPage, may, roleKind } from '@machines/access';
import { SIGN_UP_CERTIFICATE_STATES, statusFamilies } from '@machines/workflows';
import type { Database } from '../../db/client';
import {
  certificateLevelTemplates,
  corporateAppeals,
  courseMaterials,
  courses,
  creditApplicationMaterials,
  creditApplications,
  creditCategories,
  institutionApplications,
  people,
  projectApplications,
  realnameApplications,
  signUps,
  trainingHistories,
  vipApplications,
} from '../../db/schema';
import type { Actor } from '../access';
import { isClaimedAppealFile } from './pendingUploads';
import type { FileRow } from './records';

const APPLICATION_DRAFT = statusFamilies.application.codeOf('draft');
const QUALIFICATION_DRAFT = statusFamilies.qualification.codeOf('draft');
const COURSE_DRAFT = statusFamilies.course.codeOf('draft');
const SIGN_UP_CERTIFICATE_STATUSES = SIGN_UP_CERTIFICATE_STATES.map((state) =>
  statusFamilies.signUp.codeOf(state),
);

type AttachmentRule = (db: Database, fileId: string, actor: Actor) => Promise<boolean>;

/** One rule per kind of record that carries files; areas add theirs here. */
const attachmentRules: readonly AttachmentRule[] = [
  // A business licence, to the reviewers of real-name applications; drafts are the company's own.
  async (db, fileId, actor) => {
    if (!may('realname.review', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: realnameApplications.id })
      .from(realnameApplications)
      .where(
        and(
          eq(realnameApplications.licenceFileId, fileId),
          ne(realnameApplications.status, APPLICATION_DRAFT),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // The licence and proof of an account appeal, to its reviewers only: the appellant has
  // no account, and the public form previews its own choice from the browser's copy.
  async (db, fileId, actor) => {
    if (!may('appeal.review', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: corporateAppeals.id })
      .from(corporateAppeals)
      .where(
        or(eq(corporateAppeals.licenceFileId, fileId), eq(corporateAppeals.proofFileId, fileId)),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A declared person's photo, ID card and diploma, to the staff who verify people.
  async (db, fileId, actor) => {
    if (!may('people.review', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: people.id })
      .from(people)
      .where(
        and(
          or(
            eq(people.photoFileId, fileId),
            eq(people.idCardFileId, fileId),
            eq(people.diplomaFileId, fileId),
          ),
          ne(people.status, APPLICATION_DRAFT),
          isNull(people.deletedAt),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A trainee's photo (their person's on the roster), to the institution of a course they
  // signed up to, and from the exam passed on to its certificate reviewers (the platform;
  // an expert of the course's line): the certificate carries the face they check.
  async (db, fileId, actor) => {
    const role = actor.activeRole;
    const institution = canOpenPage('entryTraining', role) && actor.corporateId !== null;
    const reviewer = may('signUp.certificateReview', role);
    if (!institution && !reviewer) return false;
    const reviewed = and(
      inArray(signUps.status, SIGN_UP_CERTIFICATE_STATUSES),
      roleKind(role) === 'platform' ? undefined : eq(courses.businessLine, businessLine(role)),
    );
    const [attached] = await db
      .select({ id: signUps.id })
      .from(signUps)
      .innerJoin(people, eq(people.id, signUps.personId))
      .innerJoin(courses, eq(courses.id, signUps.courseId))
      .where(
        and(
          eq(people.photoFileId, fileId),
          isNull(people.deletedAt),
          institution ? eq(courses.corporateId, actor.corporateId ?? -1) : reviewed,
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A membership application's form and supporting file, to the platform's reviewers.
  async (db, fileId, actor) => {
    if (!may('membership.review', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: vipApplications.id })
      .from(vipApplications)
      .where(
        and(
          or(
            eq(vipApplications.applicationFileId, fileId),
            eq(vipApplications.supportingFileId, fileId),
          ),
          ne(vipApplications.status, APPLICATION_DRAFT),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // An institution application's form and supporting file, to the reviewers of its kind.
  async (db, fileId, actor) => {
    const kinds = [
      ...(may('institution.reviewTraining', actor.activeRole) ? ['training'] : []),
      ...(may('institution.reviewReview', actor.activeRole) ? ['review'] : []),
    ];
    if (kinds.length === 0) return false;
    const [attached] = await db
      .select({ id: institutionApplications.id })
      .from(institutionApplications)
      .where(
        and(
          or(
            eq(institutionApplications.qualificationFileId, fileId),
            eq(institutionApplications.supportingFileId, fileId),
          ),
          inArray(institutionApplications.kind, kinds),
          ne(institutionApplications.status, APPLICATION_DRAFT),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A credit application's materials, once sent: to the review institution it names and to
  // the platform's reviewers.
  async (db, fileId, actor) => {
    const platform = may('credit.platformReview', actor.activeRole);
    const institution = may('credit.institutionReview', actor.activeRole)
      ? actor.corporateId
      : null;
    if (!platform && institution === null) return false;
    const [attached] = await db
      .select({ id: creditApplications.id })
      .from(creditApplicationMaterials)
      .innerJoin(
        creditApplications,
        eq(creditApplications.id, creditApplicationMaterials.applicationId),
      )
      .where(
        and(
          eq(creditApplicationMaterials.fileId, fileId),
          ne(creditApplications.status, QUALIFICATION_DRAFT),
          platform || institution === null
            ? undefined
            : eq(creditApplications.institutionCorporateId, institution),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A project declaration's contract and acceptance report, once sent: to the review
  // institution it names and to the platform's reviewers.
  async (db, fileId, actor) => {
    const platform = may('project.platformReview', actor.activeRole);
    const institution = may('project.institutionReview', actor.activeRole)
      ? actor.corporateId
      : null;
    if (!platform && institution === null) return false;
    const [attached] = await db
      .select({ id: projectApplications.id })
      .from(projectApplications)
      .where(
        and(
          or(
            eq(projectApplications.contractFileId, fileId),
            eq(projectApplications.acceptanceFileId, fileId),
          ),
          ne(projectApplications.status, QUALIFICATION_DRAFT),
          platform || institution === null
            ? undefined
            : eq(projectApplications.institutionCorporateId, institution),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A training history declaration's proof, once sent: to the platform's reviewers.
  async (db, fileId, actor) => {
    if (!may('trainingHistory.review', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: trainingHistories.id })
      .from(trainingHistories)
      .where(
        and(
          eq(trainingHistories.proofFileId, fileId),
          ne(trainingHistories.status, APPLICATION_DRAFT),
        ),
      )
      .limit(1);
    return attached !== undefined;
  },
  // A course's cover, certificate background and materials, once sent: to the platform's
  // reviewers and the experts of its line (published courses' covers are for sign-up too:
  // issue 16 widens this).
  async (db, fileId, actor) => {
    if (!may('course.review', actor.activeRole)) return false;
    const platform = roleKind(actor.activeRole) === 'platform';
    // The super-administrator manages every course, drafts too (`courseManage`).
    const drafts = may('course.manage', actor.activeRole);
    const ofCourse = (condition: SQL) =>
      db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            condition,
            drafts ? undefined : ne(courses.status, COURSE_DRAFT),
            platform ? undefined : eq(courses.businessLine, businessLine(actor.activeRole)),
          ),
        )
        .limit(1);
    const [cover] = await ofCourse(
      or(eq(courses.coverFileId, fileId), eq(courses.templateFileId, fileId)) as SQL,
    );
    if (cover) return true;
    const [material] = await ofCourse(
      inArray(
        courses.id,
        db
          .select({ id: courseMaterials.courseId })
          .from(courseMaterials)
          .where(eq(courseMaterials.fileId, fileId)),
      ),
    );
    return material !== undefined;
  },
  // A certificate template's background, to everyone who designs the templates.
  async (db, fileId, actor) => {
    if (!may('creditCategory.list', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: creditCategories.id })
      .from(creditCategories)
      .where(eq(creditCategories.templateFileId, fileId))
      .limit(1);
    return attached !== undefined;
  },
  async (db, fileId, actor) => {
    if (!may('certificateCatalogue.list', actor.activeRole)) return false;
    const [attached] = await db
      .select({ id: certificateLevelTemplates.levelId })
      .from(certificateLevelTemplates)
      .where(eq(certificateLevelTemplates.templateFileId, fileId))
      .limit(1);
    return attached !== undefined;
  },
];

export async function mayReadFile(db: Database, file: FileRow, actor: Actor): Promise<boolean> {
  // An appeal's files are the reviewers' only, whatever company or account looks.
  if (file.ownerAccountId === null && !isClaimedAppealFile(file)) return false;
  if (file.ownerAccountId === actor.accountId) return true;
  if (file.corporateId !== null && file.corporateId === actor.corporateId) return true;
  for (const rule of attachmentRules) {
    if (await rule(db, file.id, actor)) return true;
  }
  return false;
}
