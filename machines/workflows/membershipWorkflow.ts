/**
 * A company's membership (issue 12, `corporate_vips`): what an approved VIP application
 * grants. Active until its validity ends (EXPIRE, the system's daily sweep) or the platform
 * disables it; an approval or an edit of the validity renews it. Renewing a disabled
 * membership extends it but leaves it disabled: only the platform's switch enables it.
 */

import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type MembershipEvent = WorkflowEventBase<'DISABLE' | 'ENABLE' | 'EXPIRE' | 'RENEW'>;

const platform = actorIs('platform');
const system = actorIs('system');

export const membershipWorkflow = statusWorkflowSetup<MembershipEvent>().createMachine({
  id: 'membership',
  context: {},
  initial: 'active',
  states: {
    active: {
      meta: { code: 0, color: 'success', label: 'status.membership.active' },
      on: {
        DISABLE: { target: 'disabled', guard: platform },
        EXPIRE: { target: 'expired', guard: system },
        RENEW: { target: 'active', guard: platform },
      },
    },
    expired: {
      meta: { code: 1, color: 'default', label: 'status.membership.expired' },
      on: {
        DISABLE: { target: 'disabled', guard: platform },
        RENEW: { target: 'active', guard: platform },
      },
    },
    disabled: {
      meta: { code: 2, color: 'error', label: 'status.membership.disabled' },
      on: {
        ENABLE: { target: 'active', guard: platform },
        RENEW: { target: 'disabled', guard: platform },
      },
    },
  },
});
