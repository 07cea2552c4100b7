/**
 * What an applicant's workflow (the generic application status 0-6: real-name, people,
 * membership, institutions; the qualification status 0-9: credit applications, projects;
 * the course status 0-5, its institution the applicant; the sign-up status 0-9 and 71)
 * says about a stored status, for screens: the applicant's next steps, whether the content
 * may change, and the comment a return came with. The tags and events come from the
 * machine itself, so a screen never lists codes.
 */
import type { TimelineEntry } from '@machines/contracts';
import {
  statusFamilies,
  type AvailableEvent,
  type Party,
  type StatusFamilyName,
} from '@machines/workflows';

/** The families applicants step through; the generic application one unless named. */
export type ApplicantFamily = Extract<
  StatusFamilyName,
  'application' | 'qualification' | 'course' | 'signUp'
>;

/** Who writes a family's records: a course's training institution, else the applicant. */
const APPLICANT_PARTY: Readonly<Record<ApplicantFamily, Party>> = {
  application: 'applicant',
  qualification: 'applicant',
  course: 'institution',
  signUp: 'applicant',
};

const familyOf = (name: ApplicantFamily) => statusFamilies[name];

const tagged = (status: number, tag: string, name: ApplicantFamily) => {
  const family = familyOf(name);
  return family.isCode(status) && family.snapshotOf(status).hasTag(tag);
};

/** What the applicant may do with a record in this status (the workflow's answer). */
export function applicantEvents(
  status: number,
  name: ApplicantFamily = 'application',
): readonly AvailableEvent[] {
  const family = familyOf(name);
  return family.isCode(status)
    ? family.availableEvents(status, { party: APPLICANT_PARTY[name] })
    : [];
}

/** The applicant may still change the content (draft, returned, withdrawn). */
export const isEditable = (status: number, name: ApplicantFamily = 'application'): boolean =>
  tagged(status, 'editable', name);

/** The applicant may delete it: never sent (a draft of the qualification family). */
export const isDeletable = (status: number, name: ApplicantFamily = 'application'): boolean =>
  tagged(status, 'deletable', name);

/** Submitted and waiting for a reviewer. */
export const isAwaitingReview = (status: number, name: ApplicantFamily = 'application'): boolean =>
  tagged(status, 'awaitingReview', name);

/** Approved: certified, verified, a member. */
export function isApproved(status: number): boolean {
  const family = statusFamilies.application;
  return family.isCode(status) && family.stateOf(status) === 'approved';
}

/**
 * The comment of the return that put the record where it is, if that is how it got there
 * (RETURN, or a review level's INSTITUTION_RETURN and PLATFORM_RETURN).
 */
export function returnCommentOf(
  status: number,
  events: readonly Pick<TimelineEntry, 'event' | 'toCode' | 'comment'>[],
): string | null {
  const reason = decisionReasonOf(status, events);
  return reason?.kind === 'returned' ? reason.comment : null;
}

/** Why the last decision left the record where it is: returned for changes, or refused. */
export interface DecisionReason {
  readonly kind: 'returned' | 'rejected';
  readonly comment: string;
}

/**
 * The reason of the decision that put the record in its current status, when that was a
 * return or a refusal with a comment: what the record's reader needs first, not at the
 * foot of its history.
 */
export function decisionReasonOf(
  status: number,
  events: readonly Pick<TimelineEntry, 'event' | 'toCode' | 'comment'>[],
): DecisionReason | null {
  const last = events.at(-1);
  if (!last?.comment || last.toCode !== status) return null;
  if (last.event.endsWith('RETURN')) return { kind: 'returned', comment: last.comment };
  if (last.event.endsWith('REJECT')) return { kind: 'rejected', comment: last.comment };
  return null;
}
