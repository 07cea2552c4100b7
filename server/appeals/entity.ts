/** Account appeals as a workflow record (status family `appeal`, DESIGN §3.2). */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { corporateAppeals } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const appealFamily = statusFamilies.appeal;

export const appealEntity: WorkflowEntity<typeof corporateAppeals> = {
  name: getTableName(corporateAppeals),
  family: 'appeal',
  table: corporateAppeals,
  kindKey: 'workflow.kind.appeal',
  // The account the appeal is about: its holder learns of every decision on it.
  recipientOf: (row) => row.accountId,
  subjectOf: (row) => row.companyName,
};

export const PENDING = appealFamily.codeOf('pending');
export const APPROVED = appealFamily.codeOf('approved');
