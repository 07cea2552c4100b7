/**
 * Qualification status 0-9 (DESIGN §3.3): credit applications and project
 * declarations, reviewed first by a review institution, then by the platform.
 */
import { and } from 'xstate';
import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type QualificationEvent = WorkflowEventBase<
  | 'SUBMIT'
  | 'WITHDRAW'
  | 'INSTITUTION_APPROVE'
  | 'INSTITUTION_RETURN'
  | 'INSTITUTION_REJECT'
  | 'PLATFORM_APPROVE'
  | 'PLATFORM_RETURN'
  | 'PLATFORM_REJECT'
  | 'EXPIRE'
  | 'REVOKE'
>;

const applicant = actorIs('applicant');
const institution = actorIs('institution');
const platform = actorIs('platform');
const system = actorIs('system');

export const qualificationWorkflow = statusWorkflowSetup<QualificationEvent>().createMachine({
  id: 'qualification',
  context: {},
  initial: 'draft',
  states: {
    draft: {
      meta: { code: 0, color: 'default', label: 'status.qualification.draft' },
      tags: ['editable', 'deletable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    submitted: {
      meta: { code: 1, color: 'warning', label: 'status.qualification.submitted' },
      tags: ['awaitingReview'],
      on: {
        WITHDRAW: { target: 'draft', guard: applicant },
        INSTITUTION_APPROVE: { target: 'institutionApproved', guard: institution },
        INSTITUTION_RETURN: {
          target: 'institutionReturned',
          guard: and([institution, 'hasComment']),
        },
        INSTITUTION_REJECT: {
          target: 'institutionRejected',
          guard: and([institution, 'hasComment']),
        },
      },
    },
    institutionReturned: {
      meta: { code: 2, color: 'secondary', label: 'status.qualification.institutionReturned' },
      tags: ['editable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    institutionApproved: {
      meta: { code: 3, color: 'info', label: 'status.qualification.institutionApproved' },
      tags: ['awaitingReview'],
      on: {
        PLATFORM_APPROVE: { target: 'approved', guard: platform },
        PLATFORM_RETURN: { target: 'platformReturned', guard: and([platform, 'hasComment']) },
        PLATFORM_REJECT: { target: 'platformRejected', guard: and([platform, 'hasComment']) },
      },
    },
    institutionRejected: {
      meta: { code: 4, color: 'error', label: 'status.qualification.institutionRejected' },
      tags: ['final'],
    },
    platformReturned: {
      meta: { code: 5, color: 'secondary', label: 'status.qualification.platformReturned' },
      tags: ['editable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    approved: {
      meta: { code: 6, color: 'success', label: 'status.qualification.approved' },
      on: {
        EXPIRE: { target: 'expired', guard: system },
        REVOKE: { target: 'revoked', guard: and([platform, 'hasComment']) },
      },
    },
    platformRejected: {
      meta: { code: 7, color: 'error', label: 'status.qualification.platformRejected' },
      tags: ['final'],
    },
    expired: {
      meta: { code: 8, color: 'default', label: 'status.qualification.expired' },
      tags: ['final'],
    },
    revoked: {
      meta: { code: 9, color: 'error', label: 'status.qualification.revoked' },
      tags: ['final'],
    },
  },
});
