/**
 * Training sign-ups (issue 16) as workflow records of the sign-up family (DESIGN §3.5):
 * made by a company for a person of its roster or by an individual for themselves,
 * decided by the course's training institution, then the exam and the certificate.
 */
import { getTableName } from 'drizzle-orm';
import { SIGN_UP_CERTIFICATE_STATES, statusFamilies } from '@machines/workflows';
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

/** From the exam passed on, a sign-up is a personnel certificate its reviewers see. */
export const CERTIFICATE_STATUSES: readonly number[] = SIGN_UP_CERTIFICATE_STATES.map((state) =>
  signUpFamily.codeOf(state),
);

/** Waiting for the certificate reviewers' decision. */
export const CERTIFICATE_PENDING: readonly number[] = ['examPassed', 'certificateResubmitted'].map(
  (state) => signUpFamily.codeOf(state),
);
