/**
 * Every machine of machines/, for the docs script, the Storybook "Machines" section and
 * the tests that keep both current. A new machine is added here once.
 */
import type { AnyStateMachine } from 'xstate';
import { attachmentsMachine } from './app/attachments';
import { formMachine } from './app/form';
import { layoutSettingsMachine } from './app/layoutSettings';
import { listMachine } from './app/list';
import { loadingOverlayMachine } from './app/loadingOverlay';
import { loginMachine } from './app/login';
import { markReadMachine } from './app/markRead';
import { notifierMachine } from './app/notifier';
import { ownSessionsMachine } from './app/ownSessions';
import { reviewMachine } from './app/review';
import { roleSwitchMachine } from './app/roleSwitch';
import { sessionMachine } from './app/session';
import { sheetImportMachine } from './app/sheetImport';
import { smsCodeMachine } from './app/smsCode';
import { tagsViewMachine } from './app/tagsView';
import { templateDesignerMachine } from './app/templateDesigner';
import { unreadMessagesMachine } from './app/unreadMessages';
import { uploadMachine } from './app/upload';
import {
  appealWorkflow,
  applicationWorkflow,
  courseWorkflow,
  dateChangeWorkflow,
  membershipWorkflow,
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
  {
    name: 'dateChangeWorkflow',
    group: 'workflow',
    machine: dateChangeWorkflow,
    summary: "A sign-up's request to move to another date: pending, approved or refused.",
  },
  {
    name: 'membershipWorkflow',
    group: 'workflow',
    machine: membershipWorkflow,
    summary: "A company's membership: active, expired (validity ended), disabled by the platform.",
  },
  {
    name: 'sessionMachine',
    group: 'app',
    machine: sessionMachine,
    summary: 'The session: token, user info, generated routes, logout, expiry and revocation.',
  },
  {
    name: 'loginMachine',
    group: 'app',
    machine: loginMachine,
    summary: 'The login form around the captcha, the login call and the lockout.',
  },
  {
    name: 'roleSwitchMachine',
    group: 'app',
    machine: roleSwitchMachine,
    summary: 'Switching the active role, then reloading home.',
  },
  {
    name: 'layoutSettingsMachine',
    group: 'app',
    machine: layoutSettingsMachine,
    summary: 'Sidebar, theme colour, tags view, fixed header, logo, size and language.',
  },
  {
    name: 'loadingOverlayMachine',
    group: 'app',
    machine: loadingOverlayMachine,
    summary: 'The global loading bar: shown after 300 ms of requests in flight, never flickering.',
  },
  {
    name: 'notifierMachine',
    group: 'app',
    machine: notifierMachine,
    summary: 'Toasts, one at a time for 5 s each.',
  },
  {
    name: 'tagsViewMachine',
    group: 'app',
    machine: tagsViewMachine,
    summary: 'The tags bar of visited pages, dashboard pinned.',
  },
  {
    name: 'unreadMessagesMachine',
    group: 'app',
    machine: unreadMessagesMachine,
    summary: 'The bell: polls the unread count while the tab is visible.',
  },
  {
    name: 'listMachine',
    group: 'app',
    machine: listMachine,
    summary: 'Every DataGrid list: server pages, sort, filters in the URL, selection.',
  },
  {
    name: 'reviewMachine',
    group: 'app',
    machine: reviewMachine,
    summary: 'Approve, reject or return one record or a batch, with comments and summaries.',
  },
  {
    name: 'formMachine',
    group: 'app',
    machine: formMachine,
    summary:
      'Every form: drafts, submission, server field errors until edited, reopening after a save.',
  },
  {
    name: 'markReadMachine',
    group: 'app',
    machine: markReadMachine,
    summary: 'Marking messages read in the message centre: some of them, or all.',
  },
  {
    name: 'uploadMachine',
    group: 'app',
    machine: uploadMachine,
    summary: 'One file field: type and size checks, progress, retry, removal.',
  },
  {
    name: 'attachmentsMachine',
    group: 'app',
    machine: attachmentsMachine,
    summary:
      "A record's files per slot (a credit application's materials): saved one at a time, each with the latest version.",
  },
  {
    name: 'sheetImportMachine',
    group: 'app',
    machine: sheetImportMachine,
    summary: 'A spreadsheet import: the file checked row by row, then the valid rows saved.',
  },
  {
    name: 'templateDesignerMachine',
    group: 'app',
    machine: templateDesignerMachine,
    summary:
      'A certificate template: fields placed on a background, saved as image points, previewed as issued.',
  },
  {
    name: 'smsCodeMachine',
    group: 'app',
    machine: smsCodeMachine,
    summary: 'The get-code button: send an SMS code, then count down until another may be asked.',
  },
  {
    name: 'ownSessionsMachine',
    group: 'app',
    machine: ownSessionsMachine,
    summary: "The account's own sessions and signing the other ones out.",
  },
];
