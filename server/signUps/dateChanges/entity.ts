/**
 * Date change requests (DESIGN §3.6) as workflow records of the `dateChange` family: asked
 * by whoever signed the trainee up, decided by the course's training institution.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { dateChangeRequests } from '../../db/schema';
import type { WorkflowEntity } from '../../lib/workflow/entity';

export const dateChangeFamily = statusFamilies.dateChange;

export const dateChangeEntity: WorkflowEntity<typeof dateChangeRequests> = {
  name: getTableName(dateChangeRequests),
  family: 'dateChange',
  table: dateChangeRequests,
  kindKey: 'workflow.kind.dateChange',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.traineeName,
};

export const PENDING_DATE_CHANGE = dateChangeFamily.codeOf('pending');
