/** What the workflow map knows of a lifecycle: its family, where its records are listed, how it narrows. */
import type { PageId } from '../access/pages';
import type { InstitutionKind } from '../access/roles';
import type { StatusFamilyName } from '../workflows';

export interface Lifecycle {
  readonly family: StatusFamilyName;
  /** Where platform staff list these records; a state's click opens it filtered to the state. */
  readonly listPage: PageId;
  /** The list's status filter, when it has one (`?status=<code>`). */
  readonly statusFilter?: string;
  /** Opens the list on the right tab, before any filter. */
  readonly listQuery?: string;
  /** The map narrows to one business line: the record's own, or its category's or course's. */
  readonly byBusinessLine?: true;
  /** The map narrows to one institution of this kind: the one that reviews or trains. */
  readonly byInstitution?: InstitutionKind;
}
