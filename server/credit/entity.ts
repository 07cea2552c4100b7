/**
 * Credit applications (issue 14) as workflow records of the qualification family (DESIGN
 * §3.3): reviewed by the institution the company chose, then by the platform.
 */
import { eq, getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { creditApplications, creditCategories, creditLevels, creditTypes } from '../db/schema';
import { t } from '../lib/i18n';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import type { WorkflowEntity, WorkflowRow } from '../lib/workflow/entity';
import { MESSAGE_LANGUAGE } from '../lib/workflow/notification';
import { reviewInstitutionToTell } from '../lib/workflow/reviewInstitution';

export const qualificationFamily = statusFamilies.qualification;

export const creditEntity: WorkflowEntity<typeof creditApplications> = {
  name: getTableName(creditApplications),
  family: 'qualification',
  table: creditApplications,
  kindKey: 'workflow.kind.credit',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row, tx) => creditSubject(tx, row),
  mustActOf: reviewInstitutionToTell,
};

/**
 * An application as its messages name it: the category it is for, and once issued the
 * certificate's number ("信息系统建设和服务能力评估 三级，证书编号 2026-1-000001"), so a
 * company with several applications knows which one a message is about.
 */
async function creditSubject(
  tx: Database,
  row: WorkflowRow<typeof creditApplications>,
): Promise<string | null> {
  const [named] = await tx
    .select({ typeName: creditTypes.name, levelName: creditLevels.name })
    .from(creditCategories)
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .where(eq(creditCategories.id, row.categoryId));
  if (!named) return null;
  const category = `${named.typeName} ${named.levelName}`;
  return row.certificateNo
    ? t(MESSAGE_LANGUAGE, 'creditApply.message.subjectIssued', {
        category,
        certificateNo: row.certificateNo,
      })
    : category;
}

export const DRAFT = qualificationFamily.codeOf('draft');
export const APPROVED = qualificationFamily.codeOf('approved');
export const EXPIRED = qualificationFamily.codeOf('expired');

/** Being written or awaiting a review: a company has at most one per category. */
export const OPEN_STATUSES = openStatusesOf(creditEntity);

/** Whether the applicant may delete an application in this status (the machine's tag). */
export const isDeletable = (status: number) =>
  qualificationFamily.snapshotOf(status).hasTag('deletable');
