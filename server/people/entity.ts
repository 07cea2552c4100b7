/** A company's people as a workflow record (status family `application`, issue 12). */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { people } from '../db/schema';
import type { WorkflowEntity } from '../lib/workflow/entity';

export const personFamily = statusFamilies.application;

export const personEntity: WorkflowEntity<typeof people> = {
  name: getTableName(people),
  family: 'application',
  table: people,
  kindKey: 'workflow.kind.person',
  recipientOf: (row) => row.createdByAccountId,
  subjectOf: (row) => row.name,
};

export const DRAFT = personFamily.codeOf('draft');
export const APPROVED = personFamily.codeOf('approved');

/** Every field may change while the person is a draft, returned or withdrawn. */
export const isEditable = (status: number) => personFamily.snapshotOf(status).hasTag('editable');

/** Awaiting the platform: neither edited nor removed until decided or withdrawn. */
export const isAwaitingReview = (status: number) =>
  personFamily.snapshotOf(status).hasTag('awaitingReview');

/** The unique index that keeps one roster entry per ID card number and company (schema.ts). */
export const ONE_ID_CARD_PER_COMPANY = 'people_one_id_card_per_corporate';
