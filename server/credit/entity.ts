/**
 * Credit applications (issue 14) as workflow records of the qualification family (DESIGN
 * §3.3): reviewed by the institution the company chose, then by the platform.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { creditApplications } from '../db/schema';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import type { WorkflowEntity } from '../lib/workflow/entity';
import { reviewInstitutionToTell } from '../lib/workflow/reviewInstitution';

export const qualificationFamily = statusFamilies.qualification;

export const creditEntity: WorkflowEntity<typeof creditApplications> = {
  name: getTableName(creditApplications),
  family: 'qualification',
  table: creditApplications,
  kindKey: 'workflow.kind.credit',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: () => null,
  mustActOf: reviewInstitutionToTell,
};

export const DRAFT = qualificationFamily.codeOf('draft');
export const APPROVED = qualificationFamily.codeOf('approved');
export const EXPIRED = qualificationFamily.codeOf('expired');

/** Being written or awaiting a review: a company has at most one per category. */
export const OPEN_STATUSES = openStatusesOf(creditEntity);

/** Whether the applicant may delete an application in this status (the machine's tag). */
export const isDeletable = (status: number) =>
  qualificationFamily.snapshotOf(status).hasTag('deletable');
