/**
 * Companies made for one test, so tests do not share (or use up) the demo companies'
 * single open application. Their accounts get sessions directly, without a login.
 */
import { creditCodeCheckCharacter } from '@machines/validation';
import { accounts, corporates } from '../../../server/db/schema';
import { createSession } from '../../../server/lib/sessions';
import type { TestServer } from './testServer';

export interface TestCompany {
  readonly corporateId: number;
  readonly accountId: number;
  /** A session of the company's admin account (role 2000). */
  readonly token: string;
  readonly name: string;
  readonly creditCode: string;
}

let made = 0;

/** A valid unified social credit code no other test uses. */
export function freshCreditCode(): string {
  made += 1;
  const body = `91510100MA${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(4, '0')}`;
  return body + creditCodeCheckCharacter(body);
}

const NAME_DIGITS = '零一二三四五六七八九';

/** A company name the shared rules accept (Chinese characters only). */
export function freshCompanyName(): string {
  made += 1;
  const digits = [...String(made)].map((digit) => NAME_DIGITS[Number(digit)]).join('');
  return `测试${digits}号信息技术有限公司`;
}

export async function createCompany(server: TestServer): Promise<TestCompany> {
  const now = server.clock.now();
  const name = freshCompanyName();
  const creditCode = freshCreditCode();
  const [company] = await server.db
    .insert(corporates)
    .values({ name, creditCode, corporateType: 2, createdAt: now, updatedAt: now })
    .returning({ id: corporates.id });
  if (!company) throw new Error('No company');
  const userName = `137${String(company.id).padStart(8, '0')}`;
  const [account] = await server.db
    .insert(accounts)
    .values({
      userName,
      mobile: userName,
      passwordHash: 'not-a-hash',
      name: `管理员${company.id}`,
      availableRoles: ['2000'],
      activeRole: '2000',
      isAdmin: true,
      corporateId: company.id,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('No account');
  const token = await createSession(
    server.db,
    { accountId: account.id, ip: null, userAgent: null },
    now,
  );
  return { corporateId: company.id, accountId: account.id, token, name, creditCode };
}
