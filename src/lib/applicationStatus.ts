/**
 * What the generic application workflow (status 0-6: real-name, people, membership,
 * institutions) says about a stored status, for screens: the applicant's next steps,
 * whether the content may change, and the comment a return came with. The tags and
 * events come from the machine itself, so a screen never lists codes.
 */
import type { TimelineEntry } from '@machines/contracts';
import { statusFamilies, type AvailableEvent } from '@machines/workflows';

const family = statusFamilies.application;

const tagged = (status: number, tag: string) =>
  family.isCode(status) && family.snapshotOf(status).hasTag(tag);

/** What the applicant may do with a record in this status (the workflow's answer). */
export function applicantEvents(status: number): readonly AvailableEvent[] {
  return family.isCode(status) ? family.availableEvents(status, { party: 'applicant' }) : [];
}

/** The applicant may still change the content (draft, returned, withdrawn). */
export const isEditable = (status: number): boolean => tagged(status, 'editable');

/** Submitted and waiting for the platform. */
export const isAwaitingReview = (status: number): boolean => tagged(status, 'awaitingReview');

/** Approved: certified, verified, a member. */
export function isApproved(status: number): boolean {
  return family.isCode(status) && family.stateOf(status) === 'approved';
}

/** The comment of the return that put the record where it is, if that is how it got there. */
export function returnCommentOf(
  status: number,
  events: readonly Pick<TimelineEntry, 'event' | 'toCode' | 'comment'>[],
): string | null {
  const last = events.at(-1);
  if (!last || last.event !== 'RETURN' || last.toCode !== status) return null;
  return last.comment ?? null;
}
