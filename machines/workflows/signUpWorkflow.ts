/**
 * Sign-up and personnel certificate status 0-9 and 71 (DESIGN §3.5): one person's
 * sign-up to one course, through the exam to the personnel certificate.
 *
 * Two steps are ours, for the seed's `train/reset` and `v2/train-reset` that DESIGN leaves
 * without an event: RESET_EXAM, the institution taking back an exam result recorded by
 * mistake (4 or 5 back to 1, with a reason, before any certificate decision), and
 * RETRAIN, whoever signed up a trainee who failed signing them up again for a later
 * session of the same course (5 back to 0, the institution reviews it anew).
 *
 * An exam is recorded only once its session has started (PASS_EXAM, FAIL_EXAM: the
 * `sessionStarted` guard): the context carries the session's first day and the day of the
 * step, so the server, the diagram and the QA stepper read the same dates. Started, not
 * ended: an institution examines on a session's last day, and multi-day sessions often end
 * with the exam in the morning of that day (docs/signUps.md).
 */
import { and, setup } from 'xstate';
import {
  actorIs,
  workflowGuards,
  type StatusMeta,
  type StatusTag,
  type WorkflowEventBase,
} from './workflow';

export type SignUpEvent = WorkflowEventBase<
  | 'APPROVE_SIGNUP'
  | 'REJECT_SIGNUP'
  | 'CANCEL'
  | 'PASS_EXAM'
  | 'FAIL_EXAM'
  | 'RESET_EXAM'
  | 'RETRAIN'
  | 'ISSUE'
  | 'REJECT_CERTIFICATE'
  | 'RESUBMIT'
  | 'EXPIRE'
  | 'REVOKE'
>;

/** The dates the exam guard reads: YYYY-MM-DD, China time; `null` when not known. */
export interface SignUpContext {
  /** The first day of the sign-up's session. */
  readonly sessionStartsOn: string | null;
  /** The day of the step. */
  readonly today: string | null;
}

/** Whether the sign-up's session has started on the step's day (the exam guard). */
export const sessionHasStarted = ({ sessionStartsOn, today }: Partial<SignUpContext>): boolean =>
  Boolean(sessionStartsOn && today && today >= sessionStartsOn);

/**
 * From the exam passed on, a sign-up is a personnel certificate: its reviewers see it, and
 * what it shows (the trainee's photo) is theirs to read.
 */
export const SIGN_UP_CERTIFICATE_STATES = [
  'examPassed',
  'certificateResubmitted',
  'certificateRejected',
  'certificateIssued',
  'certificateExpired',
  'certificateRevoked',
] as const;

const institution = actorIs('institution');
const applicantOrInstitution = actorIs('applicant', 'institution');
const certificateReviewer = actorIs('platform', 'expert');
const platform = actorIs('platform');
const applicant = actorIs('applicant');
const system = actorIs('system');

/** An exam result recorded by mistake, taken back while no certificate decision follows it. */
const RESET_EXAM = { target: 'approved', guard: and([institution, 'hasComment']) } as const;

const certificateDecisions = {
  ISSUE: { target: 'certificateIssued', guard: certificateReviewer },
  REJECT_CERTIFICATE: {
    target: 'certificateRejected',
    guard: and([certificateReviewer, 'hasComment']),
  },
} as const;

const examined = and([institution, 'sessionStarted']);

export const signUpWorkflow = setup({
  types: {
    context: {} as SignUpContext,
    input: {} as Partial<SignUpContext> | undefined,
    events: {} as SignUpEvent,
    meta: {} as StatusMeta,
    tags: {} as StatusTag,
  },
  guards: {
    ...workflowGuards,
    sessionStarted: ({ context }) => sessionHasStarted(context),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    sessionStartsOn: input?.sessionStartsOn ?? null,
    today: input?.today ?? null,
  }),
  initial: 'signedUp',
  states: {
    signedUp: {
      meta: { code: 0, color: 'warning', label: 'status.signUp.signedUp' },
      tags: ['awaitingReview', 'editable'],
      on: {
        APPROVE_SIGNUP: { target: 'approved', guard: institution },
        REJECT_SIGNUP: { target: 'rejected', guard: and([institution, 'hasComment']) },
        CANCEL: { target: 'cancelled', guard: applicantOrInstitution },
      },
    },
    approved: {
      meta: { code: 1, color: 'info', label: 'status.signUp.approved' },
      on: {
        CANCEL: { target: 'cancelled', guard: applicantOrInstitution },
        PASS_EXAM: { target: 'examPassed', guard: examined },
        FAIL_EXAM: { target: 'examFailed', guard: examined },
      },
    },
    rejected: {
      meta: { code: 2, color: 'error', label: 'status.signUp.rejected' },
      tags: ['final'],
    },
    cancelled: {
      meta: { code: 3, color: 'default', label: 'status.signUp.cancelled' },
      tags: ['final'],
    },
    examPassed: {
      meta: { code: 4, color: 'info', label: 'status.signUp.examPassed' },
      tags: ['awaitingReview'],
      on: { ...certificateDecisions, RESET_EXAM },
    },
    examFailed: {
      meta: { code: 5, color: 'error', label: 'status.signUp.examFailed' },
      on: {
        RESET_EXAM,
        RETRAIN: { target: 'signedUp', guard: applicant },
      },
    },
    certificateIssued: {
      meta: { code: 6, color: 'success', label: 'status.signUp.certificateIssued' },
      on: {
        EXPIRE: { target: 'certificateExpired', guard: system },
        REVOKE: { target: 'certificateRevoked', guard: and([platform, 'hasComment']) },
      },
    },
    certificateRejected: {
      meta: { code: 7, color: 'error', label: 'status.signUp.certificateRejected' },
      on: { RESUBMIT: { target: 'certificateResubmitted', guard: institution } },
    },
    certificateResubmitted: {
      meta: { code: 71, color: 'warning', label: 'status.signUp.certificateResubmitted' },
      tags: ['awaitingReview'],
      on: certificateDecisions,
    },
    certificateExpired: {
      meta: { code: 8, color: 'default', label: 'status.signUp.certificateExpired' },
      tags: ['final'],
    },
    certificateRevoked: {
      meta: { code: 9, color: 'error', label: 'status.signUp.certificateRevoked' },
      tags: ['final'],
    },
  },
});
