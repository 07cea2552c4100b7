/**
 * What a to-do queue of the dashboard is (machines/access/backlog.ts lists them): declared
 * apart, so an area's descriptor (machines/areas/) can declare its queues without importing
 * the list that reads them.
 */
import type { PageId } from './pages';
import type { Permission } from './permissions';

/** `blacklog/plat-list`, `vip-list`, `train-list`, `audit-list`. */
export const BACKLOG_LISTS = ['plat', 'vip', 'train', 'audit'] as const;
export type BacklogList = (typeof BACKLOG_LISTS)[number];

export interface BacklogQueueDefinition {
  readonly list: BacklogList;
  readonly permission: Permission;
  /** The review list the queue is in, filtered to the awaiting status. */
  readonly page: PageId;
  /** The status a record waits in: its family and state (the machine gives the code). */
  readonly awaiting: {
    readonly family: 'application' | 'appeal' | 'qualification';
    readonly state: string;
  };
  /**
   * The records are each assigned to one review institution, and only it works on them:
   * the caller's company sees its own (a credit application's first review).
   */
  readonly assigned?: true;
  /** Where one record opens: the page and the URL parameter naming it. */
  readonly record: { readonly page: PageId; readonly param: string };
}
