/** `GET /api/blacklog/*-list`: the queues of one to-do list the caller works on. */
import type { BacklogQueueKey } from '../access/backlog';

export interface BacklogItem {
  readonly id: number;
  /** The company (or the person and company) the record is about. */
  readonly title: string;
  readonly submittedAt: string | null;
}

export interface BacklogQueue {
  readonly key: BacklogQueueKey;
  /** Everything awaiting review in the queue. */
  readonly count: number;
  /** The longest waiting first. */
  readonly items: readonly BacklogItem[];
}
