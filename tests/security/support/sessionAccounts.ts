/**
 * Accounts made for one test, so that disabling one or changing its password touches
 * no other test. With a password they can sign in for real; without one, sessions are
 * made directly.
 */
import { eq } from 'drizzle-orm';
import type { RoleCode } from '@machines/access';
import { accounts } from '../../../server/db/schema';
import { createSession } from '../../../server/lib/sessions';
import type { TestServer } from '../../server/support/testServer';

export interface TestAccount {
  readonly accountId: number;
  readonly userName: string;
  /** A new session, made without a login. */
  newSession(): Promise<string>;
}

export interface AccountSpec {
  /** The first one is the active role. */
  readonly roles: readonly [RoleCode, ...RoleCode[]];
  readonly corporateId?: number | null;
  /** Also a login name; stored lower-cased like every email. */
  readonly email?: string;
  /** A real scrypt hash of it is stored, at the server's cost; without one, no password matches. */
  readonly password?: string;
}

let made = 0;

/** A mobile number (135…) that no demo account and no other suite's process uses. */
export function freshUserName(): string {
  made += 1;
  return `135${String(process.pid % 10_000).padStart(4, '0')}${String(made).padStart(4, '0')}`;
}

export async function createAccount(server: TestServer, spec: AccountSpec): Promise<TestAccount> {
  const userName = freshUserName();
  const [account] = await server.db
    .insert(accounts)
    .values({
      userName,
      mobile: userName,
      email: spec.email?.toLowerCase() ?? null,
      passwordHash: spec.password ? await server.passwords.hash(spec.password) : 'no-password',
      name: `测试${made}`,
      availableRoles: [...spec.roles],
      activeRole: spec.roles[0],
      corporateId: spec.corporateId ?? null,
      // On the server's clock, like every account the app creates (lockout counts from it).
      passwordChangedAt: server.clock.now(),
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('No account');
  const accountId = account.id;
  return {
    accountId,
    userName,
    newSession: () =>
      createSession(server.db, { accountId, ip: null, userAgent: null }, server.clock.now()),
  };
}

export async function setEnabled(server: TestServer, accountId: number, enabled: boolean) {
  await server.db.update(accounts).set({ enabled }).where(eq(accounts.id, accountId));
}
