/**
 * Training sign-ups (issue 16) as workflow records of the sign-up family (DESIGN §3.5):
 * made by a company for a person of its roster or by an individual for themselves,
 * decided by the course's training institution, then the exam and the certificate.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { signUps } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const signUpFamily = statusFamilies.signUp;

export const signUpEntity: WorkflowEntity<typeof signUps> = {
  name: getTableName(signUps),
  family: 'signUp',
  table: signUps,
  kindKey: 'workflow.kind.signUp',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.traineeName,
};
