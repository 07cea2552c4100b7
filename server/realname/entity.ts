/** Real-name applications as a workflow record (status family `application`, DESIGN §3.1). */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { realnameApplications } from '../db/schema';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const realnameFamily = statusFamilies.application;

export const realnameEntity: WorkflowEntity<typeof realnameApplications> = {
  name: getTableName(realnameApplications),
  family: 'application',
  table: realnameApplications,
  kindKey: 'workflow.kind.realname',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.companyName,
};

export const DRAFT = realnameFamily.codeOf('draft');
export const APPROVED = realnameFamily.codeOf('approved');

/**
 * Open applications: still being written or awaiting review. A company has at most one;
 * the schema's partial unique index lists the same codes.
 */
export const OPEN_STATUSES = openStatusesOf(realnameEntity);
