/**
 * DESIGN §3 written out independently of the machines: who may send which event from
 * which status, and where it leads. The workflow tests hold the machines to this table.
 */
import type { Party, StatusColor, StatusFamilyName } from '@machines/workflows';

export interface DesignTransition {
  readonly from: readonly number[];
  readonly event: string;
  readonly parties: readonly Party[];
  readonly to: number;
  readonly comment?: boolean;
  /** Training dates: the transition holds only when the date had already moved. */
  readonly wasRescheduled?: boolean;
  /** Training dates: the transition holds only while the session and the asked day are ahead. */
  readonly moveIsAhead?: boolean;
  /** Sign-ups: the transition holds only once the session has started (the exam). */
  readonly sessionStarted?: boolean;
}

export interface DesignFamily {
  readonly colors: Readonly<Record<number, StatusColor>>;
  readonly transitions: readonly DesignTransition[];
}

export const designTable: Record<StatusFamilyName, DesignFamily> = {
  application: {
    colors: {
      0: 'default',
      1: 'warning',
      2: 'success',
      3: 'error',
      4: 'secondary',
      5: 'default',
      6: 'error',
    },
    transitions: [
      { from: [0, 4, 5], event: 'SUBMIT', parties: ['applicant'], to: 1 },
      { from: [1], event: 'WITHDRAW', parties: ['applicant'], to: 5 },
      { from: [1], event: 'APPROVE', parties: ['platform'], to: 2 },
      { from: [1], event: 'REJECT', parties: ['platform'], to: 3, comment: true },
      { from: [1], event: 'RETURN', parties: ['platform'], to: 4, comment: true },
      { from: [2], event: 'REVOKE', parties: ['platform'], to: 6 },
      { from: [6], event: 'RESTORE', parties: ['platform'], to: 2 },
    ],
  },
  appeal: {
    colors: { 0: 'warning', 1: 'success', 2: 'error' },
    transitions: [
      { from: [0], event: 'APPROVE', parties: ['platform'], to: 1 },
      { from: [0], event: 'REJECT', parties: ['platform'], to: 2, comment: true },
    ],
  },
  qualification: {
    colors: {
      0: 'default',
      1: 'warning',
      2: 'secondary',
      3: 'info',
      4: 'error',
      5: 'secondary',
      6: 'success',
      7: 'error',
      8: 'default',
      9: 'error',
    },
    transitions: [
      { from: [0, 2, 5], event: 'SUBMIT', parties: ['applicant'], to: 1 },
      { from: [1], event: 'WITHDRAW', parties: ['applicant'], to: 0 },
      { from: [1], event: 'INSTITUTION_APPROVE', parties: ['institution'], to: 3 },
      { from: [1], event: 'INSTITUTION_RETURN', parties: ['institution'], to: 2, comment: true },
      { from: [1], event: 'INSTITUTION_REJECT', parties: ['institution'], to: 4, comment: true },
      { from: [3], event: 'PLATFORM_APPROVE', parties: ['platform'], to: 6 },
      { from: [3], event: 'PLATFORM_RETURN', parties: ['platform'], to: 5, comment: true },
      { from: [3], event: 'PLATFORM_REJECT', parties: ['platform'], to: 7, comment: true },
      { from: [6], event: 'EXPIRE', parties: ['system'], to: 8 },
      { from: [6], event: 'REVOKE', parties: ['platform'], to: 9, comment: true },
    ],
  },
  course: {
    colors: { 0: 'default', 1: 'warning', 2: 'success', 3: 'error', 4: 'info', 5: 'default' },
    transitions: [
      { from: [0, 3], event: 'SUBMIT', parties: ['institution'], to: 1 },
      { from: [1], event: 'WITHDRAW', parties: ['institution'], to: 0 },
      { from: [1], event: 'APPROVE', parties: ['platform', 'expert'], to: 2 },
      { from: [1], event: 'RETURN', parties: ['platform', 'expert'], to: 3, comment: true },
      { from: [2], event: 'CLOSE_SIGNUP', parties: ['institution'], to: 4 },
      { from: [4], event: 'REOPEN', parties: ['institution'], to: 2 },
      { from: [4], event: 'FINISH', parties: ['institution'], to: 5 },
    ],
  },
  signUp: {
    colors: {
      0: 'warning',
      1: 'info',
      2: 'error',
      3: 'default',
      4: 'info',
      5: 'error',
      6: 'success',
      7: 'error',
      71: 'warning',
      8: 'default',
      9: 'error',
    },
    transitions: [
      { from: [0], event: 'APPROVE_SIGNUP', parties: ['institution'], to: 1 },
      { from: [0], event: 'REJECT_SIGNUP', parties: ['institution'], to: 2, comment: true },
      { from: [0, 1], event: 'CANCEL', parties: ['applicant', 'institution'], to: 3 },
      { from: [1], event: 'PASS_EXAM', parties: ['institution'], to: 4, sessionStarted: true },
      { from: [1], event: 'FAIL_EXAM', parties: ['institution'], to: 5, sessionStarted: true },
      // Ours (docs/signUps.md): the seed's train/reset and v2/train-reset.
      { from: [4, 5], event: 'RESET_EXAM', parties: ['institution'], to: 1, comment: true },
      { from: [5], event: 'RETRAIN', parties: ['applicant'], to: 0 },
      { from: [4, 71], event: 'ISSUE', parties: ['platform', 'expert'], to: 6 },
      {
        from: [4, 71],
        event: 'REJECT_CERTIFICATE',
        parties: ['platform', 'expert'],
        to: 7,
        comment: true,
      },
      { from: [7], event: 'RESUBMIT', parties: ['institution'], to: 71 },
      { from: [6], event: 'EXPIRE', parties: ['system'], to: 8 },
      { from: [6], event: 'REVOKE', parties: ['platform'], to: 9, comment: true },
    ],
  },
  // Not in DESIGN §3: the membership an approved VIP application grants (docs/membership.md).
  membership: {
    colors: { 0: 'success', 1: 'default', 2: 'error' },
    transitions: [
      { from: [0, 1], event: 'DISABLE', parties: ['platform'], to: 2 },
      { from: [2], event: 'ENABLE', parties: ['platform'], to: 0 },
      { from: [0], event: 'EXPIRE', parties: ['system'], to: 1 },
      { from: [0, 1], event: 'RENEW', parties: ['platform'], to: 0 },
      { from: [2], event: 'RENEW', parties: ['platform'], to: 2 },
    ],
  },
  trainingDate: {
    colors: { 0: 'info', 1: 'warning', 2: 'success', 3: 'secondary', 4: 'info', 5: 'default' },
    transitions: [
      { from: [0, 4], event: 'START', parties: ['institution', 'system'], to: 1 },
      { from: [1], event: 'FINISH', parties: ['institution', 'system'], to: 2 },
      {
        from: [0, 4],
        event: 'REQUEST_CHANGE',
        parties: ['institution'],
        to: 3,
        comment: true,
        moveIsAhead: true,
      },
      { from: [3], event: 'APPROVE_CHANGE', parties: ['platform'], to: 4, moveIsAhead: true },
      {
        from: [3],
        event: 'REFUSE_CHANGE',
        parties: ['platform'],
        to: 0,
        comment: true,
        wasRescheduled: false,
      },
      {
        from: [3],
        event: 'REFUSE_CHANGE',
        parties: ['platform'],
        to: 4,
        comment: true,
        wasRescheduled: true,
      },
      { from: [0, 3, 4], event: 'CANCEL', parties: ['institution'], to: 5, comment: true },
    ],
  },
  dateChange: {
    colors: { 0: 'warning', 1: 'success', 2: 'error' },
    transitions: [
      { from: [0], event: 'APPROVE_CHANGE', parties: ['institution'], to: 1 },
      { from: [0], event: 'REFUSE_CHANGE', parties: ['institution'], to: 2, comment: true },
    ],
  },
};
