/**
 * The lifecycles the workflow map draws (issue 45): each names the status family its records
 * move through and the page that lists them for platform staff. The server's areas register
 * their workflow record under one of these names as they register their routes, and a server
 * test holds the two together, so a lifecycle is neither drawn without figures nor counted
 * without a picture.
 */
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

/** A course's line and training institution, which its dates, sign-ups and changes share. */
const THROUGH_COURSE = { byBusinessLine: true, byInstitution: 'training' } as const;

export const LIFECYCLES = {
  realname: { family: 'application', listPage: 'realCertification' },
  membershipApplication: {
    family: 'application',
    listPage: 'membershipCheck',
    statusFilter: 'status',
  },
  membership: {
    family: 'membership',
    listPage: 'membershipCheck',
    listQuery: 'tab=members',
    statusFilter: 'status',
  },
  appeal: { family: 'appeal', listPage: 'corporateAppealCheck' },
  person: { family: 'application', listPage: 'userCheck', statusFilter: 'status' },
  institution: {
    family: 'application',
    listPage: 'trainCredictCheck',
    statusFilter: 'status',
    byBusinessLine: true,
  },
  project: { family: 'qualification', listPage: 'platProjectCheck' },
  credit: {
    family: 'qualification',
    listPage: 'platCreditCheck',
    byBusinessLine: true,
    byInstitution: 'review',
  },
  course: {
    family: 'course',
    listPage: 'courseCheck',
    statusFilter: 'status',
    ...THROUGH_COURSE,
  },
  trainingDate: {
    family: 'trainingDate',
    listPage: 'trainDateCheck',
    statusFilter: 'status',
    ...THROUGH_COURSE,
  },
  signUp: {
    family: 'signUp',
    listPage: 'usercerditCheck',
    statusFilter: 'status',
    ...THROUGH_COURSE,
  },
  dateChange: {
    family: 'dateChange',
    listPage: 'dateChangeList',
    statusFilter: 'status',
    ...THROUGH_COURSE,
  },
  trainingHistory: {
    family: 'application',
    listPage: 'trainHistoryCheck',
    statusFilter: 'status',
  },
} as const satisfies Record<string, Lifecycle>;

export type LifecycleName = keyof typeof LIFECYCLES;

export const LIFECYCLE_NAMES = Object.keys(LIFECYCLES) as LifecycleName[];

export const isLifecycleName = (name: string): name is LifecycleName =>
  Object.hasOwn(LIFECYCLES, name);

/** The filters a lifecycle's map offers beside the period. */
export type MapFilterName = 'businessLine' | 'institution';

export function filtersOf(lifecycle: Lifecycle): MapFilterName[] {
  return [
    ...(lifecycle.byBusinessLine ? (['businessLine'] as const) : []),
    ...(lifecycle.byInstitution ? (['institution'] as const) : []),
  ];
}
