/**
 * Institution applications (issue 12) as workflow records of the generic application
 * family (DESIGN §3.1): one table for both kinds, one entity per kind so that messages
 * name the kind ("training-institution application").
 */
import { getTableName } from 'drizzle-orm';
import type { InstitutionKind } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { institutionApplications } from '../db/schema';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const applicationFamily = statusFamilies.application;

export type InstitutionEntity = WorkflowEntity<typeof institutionApplications>;

function entityOf(kind: InstitutionKind): InstitutionEntity {
  return {
    name: getTableName(institutionApplications),
    family: 'application',
    table: institutionApplications,
    kindKey: `workflow.kind.${kind}Institution`,
    recipientOf: (row) => row.applicantAccountId,
    subjectOf: () => null,
  };
}

export const institutionEntities: Readonly<Record<InstitutionKind, InstitutionEntity>> = {
  training: entityOf('training'),
  review: entityOf('review'),
};

export const DRAFT = applicationFamily.codeOf('draft');
export const APPROVED = applicationFamily.codeOf('approved');

/** Still being written or awaiting review: a company has at most one of each kind. */
export const OPEN_STATUSES = openStatusesOf(institutionEntities.training);
