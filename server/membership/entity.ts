/**
 * Membership (issue 12) as two workflow records: VIP applications (status family
 * `application`, DESIGN §3.1) and the membership an approval grants (family `membership`).
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { corporateVips, vipApplications } from '../db/schema';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const applicationFamily = statusFamilies.application;
export const membershipFamily = statusFamilies.membership;

export const vipApplicationEntity: WorkflowEntity<typeof vipApplications> = {
  name: getTableName(vipApplications),
  family: 'application',
  table: vipApplications,
  kindKey: 'workflow.kind.vipApplication',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: () => null,
};

export const membershipEntity: WorkflowEntity<typeof corporateVips> = {
  name: getTableName(corporateVips),
  family: 'membership',
  table: corporateVips,
  kindKey: 'workflow.kind.membership',
  recipientOf: (row) => row.accountId,
  subjectOf: () => null,
};

export const DRAFT = applicationFamily.codeOf('draft');
export const APPROVED = applicationFamily.codeOf('approved');
export const ACTIVE = membershipFamily.codeOf('active');
export const EXPIRED = membershipFamily.codeOf('expired');
export const DISABLED = membershipFamily.codeOf('disabled');

/** Still being written or awaiting review: a company has at most one (the schema's index). */
export const OPEN_STATUSES = openStatusesOf(vipApplicationEntity);
