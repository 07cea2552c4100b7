/** Training history declarations as workflow records of the generic family (DESIGN §3.1). */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { trainingHistories } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const historyFamily = statusFamilies.application;

export const trainingHistoryEntity: WorkflowEntity<typeof trainingHistories> = {
  name: getTableName(trainingHistories),
  family: 'application',
  table: trainingHistories,
  kindKey: 'workflow.kind.trainingHistory',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.courseName,
};

export const DRAFT = historyFamily.codeOf('draft');
export const APPROVED = historyFamily.codeOf('approved');

/** Whether the company may delete a declaration in this status (the machine's tag). */
export const isDeletable = (status: number) => historyFamily.snapshotOf(status).hasTag('deletable');
