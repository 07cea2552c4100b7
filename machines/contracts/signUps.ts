/**
 * Training sign-ups (issue 16): one trainee on one dated session of a published course,
 * through the exam to the personnel certificate; and the courses open for sign-up.
 */
import type { Course, TrainingDate } from './courses';
import type { AvailableEventInfo, StoredFileInfo, TimelineEntry } from './records';

/** A dated session as sign-up shows it: with the places still free. */
export interface OpenTrainingDate extends TrainingDate {
  readonly remainingPlaces: number;
}

/** A published, enabled course open for sign-up (`course/query-courseInfo-page`). */
export interface OpenCourse extends Omit<Course, 'dates'> {
  /** The sessions still open (scheduled or moved, starting after today). */
  readonly dates: readonly OpenTrainingDate[];
  /** Places still free in the whole course (its capacity less the places held). */
  readonly remainingPlaces: number;
}

export interface SignUp {
  readonly id: number;
  /** Sign-up and certificate status 0-9 and 71 (DESIGN §3.5). */
  readonly status: number;
  readonly version: number;
  readonly courseId: number;
  readonly courseName: string;
  /** The training institution. */
  readonly institutionName: string;
  readonly trainingDateId: number;
  readonly startsOn: string;
  readonly endsOn: string;
  /**
   * Where the sign-up's date stands when it moves, a training date status (DESIGN §3.6):
   * `changeRequested` while its move waits for the institution, `changed` once it moved;
   * null while it keeps the session it was signed up for.
   */
  readonly dateStatus: number | null;
  /** The company that signed its person up; null for an individual's own sign-up. */
  readonly corporateId: number | null;
  readonly companyName: string;
  readonly personId: number | null;
  readonly traineeName: string;
  /** Masked in lists (510***********1234), whole on the detail to its own parties. */
  readonly traineeIdCard: string;
  readonly traineeMobile: string;
  /** One decimal, or '' before the exam. */
  readonly examScore: string;
  readonly certificateNumber: string;
  readonly issuedOn: string;
  readonly expiresOn: string;
  readonly decidedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SignUpDetail {
  readonly signUp: SignUp;
  /** A company's trainee's photo on the roster (the face the certificate reviewers check). */
  readonly traineePhoto: StoredFileInfo | null;
  readonly events: readonly TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** Its requests to move to another session, the newest first. */
  readonly dateChanges: readonly DateChangeRequest[];
  /** The caller may ask for a move now: its applicant, approved, no request waiting. */
  readonly mayAskDateChange: boolean;
}

/**
 * One of the institution's courses as sign-up review lists it
 * (`train/entrytraincoursemanagerlist`): published or later, with its places and the
 * sign-ups still waiting for a decision.
 */
export interface SignUpCourse {
  readonly id: number;
  readonly name: string;
  /** Course status (DESIGN §3.4). */
  readonly status: number;
  /** Off: the course is hidden from sign-up (`train/update-applycourse-switch`). */
  readonly enabled: boolean;
  readonly signUpDeadline: string;
  /** The first session's first day and the last session's last ('' without sessions). */
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number;
  /** Sign-ups neither rejected nor cancelled. */
  readonly placesHeld: number;
  /** Sign-ups waiting for the institution's decision (status 0). */
  readonly pendingSignUps: number;
  /** Its certificates are drawn on its own template, not its certificate level's. */
  readonly ownTemplate: boolean;
}

/** A session as a date change names it. */
export interface SessionSpan {
  readonly trainingDateId: number;
  readonly startsOn: string;
  readonly endsOn: string;
}

/**
 * A sign-up's request to move to another session of its course (`train/changedate`, DESIGN
 * §3.6), asked once the institution approved the sign-up, decided by the institution.
 */
export interface DateChangeRequest {
  readonly id: number;
  /** Date change status 0-2 (pending, approved, refused). */
  readonly status: number;
  readonly version: number;
  readonly signUpId: number;
  readonly courseId: number;
  readonly courseName: string;
  readonly traineeName: string;
  /** The company that signed its person up; '' for an individual. */
  readonly companyName: string;
  readonly from: SessionSpan;
  readonly to: SessionSpan;
  readonly reason: string;
  /** The institution's reason for refusing; '' otherwise. */
  readonly refusal: string;
  readonly decidedAt: string | null;
  readonly createdAt: string;
}

/** What the applicant sends to ask for a move (`train/changedate`). */
export interface DateChangeAsk {
  readonly signUpId: number;
  readonly trainingDateId: number;
  readonly reason: string;
}
