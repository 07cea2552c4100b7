/**
 * The dashboard's to-do lists (seed §7 `blacklog/*`, read "backlog"): the review queues,
 * which of the four lists each is in, who works on it, and where its list and its records
 * open. The server counts and lists a queue for a role that holds its permission; the
 * dashboard links each to its review screen with the filter that shows the queue.
 */
import { creditArea } from '../areas/credit';
import { institutionAreas } from '../areas/institutions';
import { membershipArea } from '../areas/membership';
import { peopleArea } from '../areas/people';
import { projectArea } from '../areas/projects';
import { realnameArea } from '../areas/realname';
import { statusFamilies } from '../workflows';
import { BACKLOG_LISTS, type BacklogList, type BacklogQueueDefinition } from './backlogQueue';
import { may } from './permissions';
import { COMPANY_ROLES, type RoleCode } from './roles';

export { BACKLOG_LISTS, type BacklogList, type BacklogQueueDefinition };

/*
 * An area with a descriptor (machines/areas/) declares its queues there; the appeals' queue is
 * declared here. The order is the dashboard's.
 */
export const BACKLOG_QUEUES = {
  ...realnameArea.queues,
  appeal: {
    list: 'plat',
    permission: 'appeal.review',
    page: 'corporateAppealCheck',
    awaiting: { family: 'appeal', state: 'pending' },
    record: { page: 'corporateAppealCheck', param: 'id' },
  },
  ...peopleArea.queues,
  ...membershipArea.queues,
  ...institutionAreas.training.queues,
  ...institutionAreas.review.queues,
  ...creditArea.queues,
  ...projectArea.queues,
} as const satisfies Record<string, BacklogQueueDefinition>;

export type BacklogQueueKey = keyof typeof BACKLOG_QUEUES;
export const BACKLOG_QUEUE_KEYS = Object.keys(BACKLOG_QUEUES) as BacklogQueueKey[];

/** The status code a queue's records wait in. */
export function awaitingCode(key: BacklogQueueKey): number {
  const { family, state } = BACKLOG_QUEUES[key].awaiting;
  return statusFamilies[family].codeOf(state);
}

/** How many of its records waiting longest a queue lists (the lists' default `limit`). */
export const BACKLOG_ITEMS = 5;

const reviews = (role: RoleCode, key: BacklogQueueKey) => may(BACKLOG_QUEUES[key].permission, role);

/** The queues a role works on, as the dashboard shows them: list by list. */
export function reviewedQueues(role: RoleCode): BacklogQueueKey[] {
  return BACKLOG_LISTS.flatMap((list) =>
    BACKLOG_QUEUE_KEYS.filter((key) => BACKLOG_QUEUES[key].list === list && reviews(role, key)),
  );
}

/** The queues whose records are applications (the generic application statuses). */
export const APPLICATION_QUEUES: readonly BacklogQueueKey[] = BACKLOG_QUEUE_KEYS.filter(
  (key) => BACKLOG_QUEUES[key].awaiting.family === 'application',
);

/**
 * Which charts a role's dashboard holds, known before anything is counted, so the page
 * keeps their places while they load: applications per month when it counts applications,
 * a company's own applications by status, or the status mix of each queue it reviews.
 */
export interface DashboardChartsShape {
  readonly months: boolean;
  readonly own: boolean;
  readonly queues: readonly BacklogQueueKey[];
}

/** None for a role that reviews nothing and is no company's. */
export function dashboardChartsShape(role: RoleCode): DashboardChartsShape | null {
  const reviewed = BACKLOG_QUEUE_KEYS.filter((key) => reviews(role, key));
  if (reviewed.length > 0) {
    return {
      months: reviewed.some((key) => APPLICATION_QUEUES.includes(key)),
      own: false,
      queues: reviewed,
    };
  }
  return COMPANY_ROLES.includes(role) ? { months: true, own: true, queues: [] } : null;
}
