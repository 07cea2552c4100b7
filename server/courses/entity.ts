/**
 * Training courses (issue 15) as workflow records of the course family (DESIGN §3.4):
 * written by a training institution, reviewed by the platform or an expert of the
 * course's business line, then run by the institution until finished.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { courses } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const courseFamily = statusFamilies.course;

export const courseEntity: WorkflowEntity<typeof courses> = {
  name: getTableName(courses),
  family: 'course',
  table: courses,
  kindKey: 'workflow.kind.course',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.name,
};

/** A course still being written: its content, schedule and teachers may change. */
export const isEditable = (status: number) => courseFamily.snapshotOf(status).hasTag('editable');
