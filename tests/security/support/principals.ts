/**
 * Who calls the API in the security suites: one account for every role code of DESIGN §2
 * (company roles with a company whose flags and business line match the code), plus
 * anonymous. Sessions are made directly: the suites are about what a session may do,
 * not about signing in.
 */
import { ROLE_CODES, type RoleCode } from '@machines/access';
import { accounts, corporates } from '../../../server/db/schema';
import { createSession } from '../../../server/lib/sessions';
import { freshCompanyName, freshCreditCode } from '../../server/support/companies';
import type { TestServer } from '../../server/support/testServer';

export interface Principal {
  /** A role code, or `anonymous`. */
  readonly name: RoleCode | 'anonymous';
  readonly role: RoleCode | undefined;
  readonly accountId: number | null;
  readonly corporateId: number | null;
  /** A new session of the account: suites that may end sessions (logout) take one per call. */
  newToken(): Promise<string | undefined>;
}

let accountsMade = 0;

/** A mobile number no demo account uses (136…), unique within the process. */
function freshUserName(): string {
  accountsMade += 1;
  return `136${String(process.pid % 10_000).padStart(4, '0')}${String(accountsMade).padStart(4, '0')}`;
}

interface AccountSpec {
  readonly roles: readonly RoleCode[];
  readonly activeRole: RoleCode;
  readonly corporateId: number | null;
  readonly name: string;
}

export async function insertAccount(server: TestServer, spec: AccountSpec) {
  const userName = freshUserName();
  const [account] = await server.db
    .insert(accounts)
    .values({
      userName,
      mobile: userName,
      passwordHash: 'not-a-hash',
      name: spec.name,
      availableRoles: [...spec.roles],
      activeRole: spec.activeRole,
      isAdmin: spec.corporateId !== null,
      corporateId: spec.corporateId,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('No account');
  return { accountId: account.id, userName };
}

/** A member company whose flags fit the company role code K L T R (DESIGN §2). */
export async function insertCompanyFor(server: TestServer, role: RoleCode) {
  const [, line = '0', training = '0', review = '0'] = role;
  const now = server.clock.now();
  const name = freshCompanyName();
  const creditCode = freshCreditCode();
  const [company] = await server.db
    .insert(corporates)
    .values({
      name,
      creditCode,
      corporateType: 2,
      isTraining: training === '1',
      isReview: review === '1',
      businessLine: Number(line),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: corporates.id });
  if (!company) throw new Error('No company');
  return { corporateId: company.id, name, creditCode };
}

export const isCompanyRole = (role: RoleCode) => /^2\d{3}$/.test(role);

export function sessionMaker(server: TestServer, accountId: number) {
  return () =>
    createSession(server.db, { accountId, ip: null, userAgent: null }, server.clock.now());
}

/** One principal per role code, and anonymous. */
export async function everyPrincipal(server: TestServer): Promise<Principal[]> {
  const principals: Principal[] = [
    {
      name: 'anonymous',
      role: undefined,
      accountId: null,
      corporateId: null,
      newToken: () => Promise.resolve(undefined),
    },
  ];
  for (const role of ROLE_CODES) {
    const company = isCompanyRole(role) ? await insertCompanyFor(server, role) : null;
    const corporateId = company?.corporateId ?? null;
    const roles: RoleCode[] = company && role !== '2000' ? ['2000', role] : [role];
    const { accountId } = await insertAccount(server, {
      roles,
      activeRole: role,
      corporateId,
      name: `角色${role}`,
    });
    principals.push({
      name: role,
      role,
      accountId,
      corporateId,
      newToken: sessionMaker(server, accountId),
    });
  }
  return principals;
}
