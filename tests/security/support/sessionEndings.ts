/**
 * Every action that must end sessions (ASVS 7.4), one row each: the sessions suite signs
 * an account in on two devices, runs the action from the first, and checks which tokens
 * die, how they are answered and why the database says they ended. A feature that ends
 * sessions adds its row here (SMS-code sign-in, when it exists).
 */
import { eq } from 'drizzle-orm';
import { accounts } from '../../../server/db/schema';
import { call } from '../../server/support/api';
import { receivedCode } from '../../server/support/sms';
import type { TestServer } from '../../server/support/testServer';
import type { TestAccount } from './sessionAccounts';

export const SESSION_PASSWORD = 'Start2024';
export const CHANGED_PASSWORD = 'Changed2025';

export interface EndingContext {
  readonly server: TestServer;
  readonly account: TestAccount;
  /** The session (first device) the action is taken from. */
  readonly token: string;
}

export interface SessionEnding {
  readonly name: string;
  /**
   * `session`: only the session it is taken from ends; `account`: every session does;
   * `others`: every session but the one it is taken from.
   */
  readonly scope: 'session' | 'account' | 'others';
  /** The first answer a dead session then gets: HTTP status and message key. */
  readonly answer: { readonly status: number; readonly key: string };
  /** What `sessions.revoked_reason` then says. */
  readonly reason: string;
  /** The password that signs in afterwards. */
  readonly passwordAfter: string;
  end(context: EndingContext): Promise<void>;
}

export const sessionEndings: readonly SessionEnding[] = [
  {
    name: 'logout',
    scope: 'session',
    answer: { status: 512, key: 'error.sessionRevoked' },
    reason: 'logout',
    passwordAfter: SESSION_PASSWORD,
    async end({ server, token }) {
      const answer = await call(server.app, 'POST', '/api/user/logout', { token });
      if (answer.httpStatus !== 200) throw new Error(`Logout answered ${answer.httpStatus}`);
    },
  },
  {
    // No screen disables accounts yet; the flag is what any future one will set.
    name: 'account disabled',
    scope: 'account',
    answer: { status: 514, key: 'error.accountDisabled' },
    reason: 'disabled',
    passwordAfter: SESSION_PASSWORD,
    async end({ server, account }) {
      await server.db
        .update(accounts)
        .set({ enabled: false })
        .where(eq(accounts.id, account.accountId));
    },
  },
  {
    // "Forgot password": whoever knew the old one is out, on every device.
    name: 'password reset',
    scope: 'account',
    answer: { status: 512, key: 'error.sessionRevoked' },
    reason: 'password_changed',
    passwordAfter: CHANGED_PASSWORD,
    async end({ server, account }) {
      const smsCode = await receivedCode(server.app, account.userName, 'reset');
      await expectOk(
        call(server.app, 'POST', '/api/auth/reset-password', {
          body: { mobile: account.userName, smsCode, password: CHANGED_PASSWORD },
        }),
      );
    },
  },
  {
    // Account settings: the old password was just proven on this device, which stays.
    name: 'password change',
    scope: 'others',
    answer: { status: 512, key: 'error.sessionRevoked' },
    reason: 'password_changed',
    passwordAfter: CHANGED_PASSWORD,
    async end({ server, token }) {
      await expectOk(
        call(server.app, 'POST', '/api/user/change-password', {
          token,
          body: { oldPassword: SESSION_PASSWORD, password: CHANGED_PASSWORD },
        }),
      );
    },
  },
  {
    name: 'other sessions signed out',
    scope: 'others',
    answer: { status: 512, key: 'error.sessionRevoked' },
    reason: 'signed_out_elsewhere',
    passwordAfter: SESSION_PASSWORD,
    async end({ server, token }) {
      await expectOk(call(server.app, 'POST', '/api/user/revoke-other-sessions', { token }));
    },
  },
];

async function expectOk(answer: Promise<{ httpStatus: number; body: { message: string } }>) {
  const { httpStatus, body } = await answer;
  if (httpStatus !== 200) throw new Error(`Answered ${httpStatus}: ${body.message}`);
}
