/**
 * Stories of the SMS-code forms and the account settings: their machines restored in a
 * given state (a restored state starts no request and no countdown), calls bound to fixtures.
 */
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fromPromise } from 'xstate';
import {
  formMachine,
  initialFormContext,
  type FormContext as FormMachineContext,
  type FormInput,
  type FormValues,
} from '@machines/app/form';
import {
  ownSessionsMachine,
  type OwnSessionsContext as OwnSessionsMachineContext,
  type SessionItem,
} from '@machines/app/ownSessions';
import {
  smsCodeMachine,
  type SmsCodeContext as SmsCodeMachineContext,
  type SmsCodePurpose,
  type SmsCodeRequest,
} from '@machines/app/smsCode';
import type { AccountProfile, RegisterRequest, ResetPasswordRequest } from '@machines/contracts';
import { submittingTo } from '../../src/components/formBinding';
import { SmsCodeContext } from '../../src/components/actorContexts';
import { SECTION_INPUTS } from '../../src/features/account/accountActors';
import { prefilledUserName } from '../../src/features/auth/loginPrefill';
import { anonymousSession, StorySession } from './session';

// ---------------------------------------------------------------- fixtures

export const STORY_MOBILE = '13812345678';

export const profile: AccountProfile = {
  userName: '13900002000',
  name: '王建国',
  mobile: '13900002000',
  email: 'wangjianguo@example.com',
  introduction: '负责本单位资质申报与培训报名。',
  avatar: null,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const ownSessions: readonly SessionItem[] = [
  {
    id: 41,
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ip: '10.20.1.15',
    createdAt: minutesAgo(50),
    lastSeenAt: minutesAgo(0),
    current: true,
  },
  {
    id: 37,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '10.20.8.201',
    createdAt: minutesAgo(300),
    lastSeenAt: minutesAgo(12),
    current: false,
  },
  {
    id: 35,
    userAgent: null,
    ip: null,
    createdAt: minutesAgo(600),
    lastSeenAt: minutesAgo(25),
    current: false,
  },
];

// ---------------------------------------------------------------- SMS code

export type RequestCode = (request: SmsCodeRequest) => Promise<{ retryAfterSeconds: number }>;

const idleSms = (purpose: SmsCodePurpose): SmsCodeMachineContext => ({
  purpose,
  remaining: 0,
  sent: false,
  mobileError: null,
  error: null,
});

export function smsSnapshot(
  purpose: SmsCodePurpose,
  state = 'idle',
  context: Partial<SmsCodeMachineContext> = {},
) {
  return smsCodeMachine.resolveState({
    value: state,
    context: { ...idleSms(purpose), ...context },
  });
}

export const storySmsMachine = (requestCode: RequestCode) =>
  smsCodeMachine.provide({
    actors: { requestCode: fromPromise(({ input }) => requestCode(input)) },
  });

export interface SmsFrameProps {
  readonly purpose: SmsCodePurpose;
  readonly requestCode: RequestCode;
  readonly state?: string;
  readonly context?: Partial<SmsCodeMachineContext>;
  readonly children: ReactNode;
}

/** The get-code button's machine: restored in `state`, or fresh (it then counts for real). */
export function SmsFrame({ purpose, requestCode, state, context, children }: SmsFrameProps) {
  const [logic] = useState(() => storySmsMachine(requestCode));
  const options =
    state === undefined
      ? { input: { purpose } }
      : { snapshot: smsSnapshot(purpose, state, context) };
  return (
    <SmsCodeContext.Provider logic={logic} options={options}>
      {children}
    </SmsCodeContext.Provider>
  );
}

// ---------------------------------------------------------------- register and reset

export type RegisterCall = (request: RegisterRequest) => Promise<{ userName: string }>;
export type ResetCall = (request: ResetPasswordRequest) => Promise<unknown>;

export const storyRegisterMachine = (register: RegisterCall) => submittingTo(register);
export const storyResetMachine = (reset: ResetCall) => submittingTo(reset);

/** The one form machine restored in `state` over the form's input (its fields, its notice). */
export function formSnapshot(
  state: string,
  input: FormInput,
  context: Partial<FormMachineContext> = {},
) {
  return formMachine.resolveState({
    value: state,
    context: { ...initialFormContext(input), ...context },
  });
}

/** Where a story's navigation ended, with the login name the login form would be filled with. */
function Arrived() {
  const { pathname, search, state } = useLocation();
  const userName = prefilledUserName(state);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography role="status" aria-label="current page">
        {`${pathname}${search}${userName ? ` userName=${userName}` : ''}`}
      </Typography>
    </Paper>
  );
}

/** A public page at `url`, nobody signed in; other paths show where navigation went. */
export function PublicPage({
  path,
  url = path,
  children,
}: {
  path: string;
  url?: string;
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children },
        { path: '*', element: <Arrived /> },
      ],
      { initialEntries: [url] },
    ),
  );
  return (
    <StorySession snapshot={anonymousSession()}>
      <RouterProvider router={router} />
    </StorySession>
  );
}

// ---------------------------------------------------------------- account settings

export type Section = keyof typeof SECTION_INPUTS;
export type SaveCall = (values: FormValues) => Promise<unknown>;

export const storyAccountForm = (save: SaveCall) => submittingTo(save);

export function accountFormSnapshot(
  section: Section,
  state: string,
  context: Partial<FormMachineContext> = {},
) {
  return formSnapshot(state, SECTION_INPUTS[section], context);
}

export interface SessionsCalls {
  readonly loadSessions: () => Promise<readonly SessionItem[]>;
  readonly signOutOthers: () => Promise<{ revoked: number }>;
}

export const storyOwnSessions = ({ loadSessions, signOutOthers }: SessionsCalls) =>
  ownSessionsMachine.provide({
    actors: {
      loadSessions: fromPromise(() => loadSessions()),
      signOutOthers: fromPromise(() => signOutOthers()),
    },
  });

export function ownSessionsSnapshot(
  state: string,
  context: Partial<OwnSessionsMachineContext> = {},
) {
  return ownSessionsMachine.resolveState({
    value: state,
    context: { sessions: ownSessions, error: null, notice: null, ...context },
  });
}
