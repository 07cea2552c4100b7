/**
 * Project declarations (issue 14) as workflow records of the qualification family (DESIGN
 * §3.3): reviewed by the institution the company named, then by the platform.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { projectApplications } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';
import { reviewInstitutionToTell } from '../lib/workflow/reviewInstitution';

export const qualificationFamily = statusFamilies.qualification;

export const projectEntity: WorkflowEntity<typeof projectApplications> = {
  name: getTableName(projectApplications),
  family: 'qualification',
  table: projectApplications,
  kindKey: 'workflow.kind.project',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.name,
  mustActOf: reviewInstitutionToTell,
};

/** Whether the applicant may delete a declaration in this status (the machine's tag). */
export const isDeletable = (status: number) =>
  qualificationFamily.snapshotOf(status).hasTag('deletable');
