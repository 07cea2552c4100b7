/**
 * The two review queues of a qualification (a credit application, a project declaration):
 * the review institution the record is assigned to decides first, the platform second. Which
 * list each is on and which status it waits in follow from that order, so an area names
 * only each level's permission and pages.
 */
import type { BacklogQueueDefinition } from '../access/backlogQueue';
import type { PageId } from '../access/pages';
import type { Permission } from '../access/permissions';

export interface ReviewLevel<Name extends string> {
  /** The queue's key on the dashboard. */
  readonly name: Name;
  readonly permission: Permission;
  /** The review list the queue is in. */
  readonly page: PageId;
  /** Where one record opens (by its `id`). */
  readonly recordPage: PageId;
}

const queue = (
  level: ReviewLevel<string>,
  list: BacklogQueueDefinition['list'],
  state: string,
): BacklogQueueDefinition => ({
  list,
  permission: level.permission,
  page: level.page,
  awaiting: { family: 'qualification', state },
  record: { page: level.recordPage, param: 'id' },
});

export function qualificationReviewQueues<
  const Institution extends string,
  const Platform extends string,
>(institution: ReviewLevel<Institution>, platform: ReviewLevel<Platform>) {
  return {
    [institution.name]: { ...queue(institution, 'audit', 'submitted'), assigned: true },
    [platform.name]: queue(platform, 'plat', 'institutionApproved'),
  } as Record<Institution | Platform, BacklogQueueDefinition>;
}
