/**
 * What the workflow service needs to know about one kind of workflow record: its table
 * (every workflow table has `id`, `status`, `version` and `updated_at`), its status family
 * and who is told about each step.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatusFamilyName, WorkflowEventBase } from '@machines/workflows';
import type { Database } from '../../db/client';
import type { AppError } from '../errors';
import type { MustAct } from './mustAct';

export type WorkflowTable = PgTable & {
  readonly id: PgColumn;
  readonly status: PgColumn;
  readonly version: PgColumn;
  readonly updatedAt: PgColumn;
};

export type WorkflowRow<TTable extends WorkflowTable> = TTable['$inferSelect'];

export interface WorkflowEntity<TTable extends WorkflowTable> {
  /** Stored in `workflow_events.entity`: the table's name. */
  readonly name: string;
  readonly family: StatusFamilyName;
  readonly table: TTable;
  /** i18n key naming the kind of record in messages, e.g. "real-name application". */
  readonly kindKey: string;
  /**
   * The account told about every step: the applicant. Null when the record concerns no
   * account (an appeal whose user name matched none): nobody gets a message.
   */
  recipientOf(row: WorkflowRow<TTable>): number | null;
  /**
   * Names the record in messages (a company name; a category and, once issued, its
   * certificate's number); null when it has none yet. Read in the step's transaction.
   */
  subjectOf(row: WorkflowRow<TTable>, tx: Database): string | null | Promise<string | null>;
  /**
   * Who must act on the status a step reached, besides the applicant told of every step:
   * the accounts to tell, and the applicant's name for the message (a review institution
   * once an application is sent to it). Read in the step's transaction.
   */
  mustActOf?(tx: Database, row: WorkflowRow<TTable>, reached: number): Promise<MustAct | null>;
  /**
   * Why the machine refused a step its party may take in general, when a guard on the
   * record's context did (a session not started yet): the 409 that names the missing date.
   * Unset or `undefined`: the generic "not allowed from this status".
   */
  explainRefusal?(
    from: number,
    event: WorkflowEventBase<string>,
    context: object,
  ): AppError | undefined;
}
