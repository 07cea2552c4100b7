/**
 * The lifecycles the workflow map draws (issue 45): each names the status family its records
 * move through and the page that lists them for platform staff. The server's areas register
 * their workflow record under one of these names as they register their routes, and a server
 * test holds the two together, so a lifecycle is neither drawn without figures nor counted
 * without a picture.
 */
import { courseArea } from '../areas/courses';
import { creditArea } from '../areas/credit';
import { institutionAreas } from '../areas/institutions';
import { membershipArea } from '../areas/membership';
import { peopleArea } from '../areas/people';
import { projectArea } from '../areas/projects';
import { realnameArea } from '../areas/realname';
import { trainingHistoryArea } from '../areas/trainingHistories';
import type { Lifecycle } from './lifecycle';

export type { Lifecycle };

/** A course's line and training institution, which its dates, sign-ups and changes share. */
const THROUGH_COURSE = { byBusinessLine: true, byInstitution: 'training' } as const;

/*
 * An area with a descriptor (machines/areas/) declares its lifecycle there; the rest are
 * declared here.
 */
export const LIFECYCLES = {
  realname: realnameArea.lifecycle,
  membershipApplication: membershipArea.lifecycle,
  membership: {
    family: 'membership',
    listPage: 'membershipCheck',
    listQuery: 'tab=members',
    statusFilter: 'status',
  },
  appeal: { family: 'appeal', listPage: 'corporateAppealCheck' },
  person: peopleArea.lifecycle,
  // One lifecycle for both kinds: the training institutions' list opens it.
  institution: institutionAreas.training.lifecycle,
  project: projectArea.lifecycle,
  credit: creditArea.lifecycle,
  course: courseArea.lifecycle,
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
  trainingHistory: trainingHistoryArea.lifecycle,
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
