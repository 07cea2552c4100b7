/**
 * Every machine of machines/, for the docs script, the Storybook "Machines" section and
 * the tests that keep both current. A new machine is added here once.
 */
import type { AnyStateMachine } from 'xstate';
import {
  appealWorkflow,
  applicationWorkflow,
  courseWorkflow,
  qualificationWorkflow,
  signUpWorkflow,
  trainingDateWorkflow,
} from './workflows';

export interface MachineEntry {
  readonly name: string;
  readonly group: 'workflow' | 'app';
  readonly machine: AnyStateMachine;
  /** What the machine is for, in one sentence (English: docs are for engineers). */
  readonly summary: string;
}

export const machineRegistry: readonly MachineEntry[] = [
  {
    name: 'applicationWorkflow',
    group: 'workflow',
    machine: applicationWorkflow,
    summary: 'Generic application status 0-6: real-name, membership, institution, history.',
  },
  {
    name: 'appealWorkflow',
    group: 'workflow',
    machine: appealWorkflow,
    summary: 'Account appeal status 0-2.',
  },
  {
    name: 'qualificationWorkflow',
    group: 'workflow',
    machine: qualificationWorkflow,
    summary: 'Credit applications and project declarations, two-level review, status 0-9.',
  },
  {
    name: 'courseWorkflow',
    group: 'workflow',
    machine: courseWorkflow,
    summary: 'Course status 0-5, from draft through review to the end of training.',
  },
  {
    name: 'signUpWorkflow',
    group: 'workflow',
    machine: signUpWorkflow,
    summary: 'Sign-up and personnel certificate status 0-9 and 71.',
  },
  {
    name: 'trainingDateWorkflow',
    group: 'workflow',
    machine: trainingDateWorkflow,
    summary: 'Training date status 0-5, with date change requests.',
  },
];
