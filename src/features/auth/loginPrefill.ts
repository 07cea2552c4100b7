/**
 * After registering or resetting a password the app goes to /login with the mobile number
 * in the navigation's state, so the login form opens with it filled in.
 */
import { pages } from '@machines/access/pages';

export interface LoginPrefill {
  readonly userName: string;
}

export const loginWith = (userName: string) =>
  [pages.login.path, { state: { userName } satisfies LoginPrefill, replace: true }] as const;

export function prefilledUserName(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('userName' in state)) return undefined;
  return typeof state.userName === 'string' ? state.userName : undefined;
}
