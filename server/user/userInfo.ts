/** The signed-in account as the client's session machine needs it (DESIGN §5). */
import { eq } from 'drizzle-orm';
import type { AppMode, Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { accounts, corporates } from '../db/schema';
import type { Actor } from '../lib/access';
import { fileUrl } from '../lib/files/records';

export interface UserInfo {
  readonly roles: readonly string[];
  readonly availableRoles: readonly string[];
  readonly isAdmin: boolean;
  readonly name: string;
  /** Where the avatar image is read (with the access token), or null. */
  readonly avatar: string | null;
  readonly introduction: string | null;
  readonly userName: string;
  /** 0 or 1 for issuing agencies, 2 for member companies, null without a company. */
  readonly corporateType: number | null;
  readonly isTraining: boolean;
  readonly isReview: boolean;
  readonly mustChangePassword: boolean;
  readonly env: AppMode;
}

/** What every page load reads of the account: prepared once. */
const accountInfo = preparedById('user_info', (db, id) =>
  db
    .select({
      name: accounts.name,
      avatar: accounts.avatar,
      introduction: accounts.introduction,
      userName: accounts.userName,
      corporateType: corporates.corporateType,
      isTraining: corporates.isTraining,
      isReview: corporates.isReview,
    })
    .from(accounts)
    .leftJoin(corporates, eq(corporates.id, accounts.corporateId))
    .where(eq(accounts.id, id)),
);

/** The name an account is greeted by (its person's name, else its user name), or undefined. */
export async function greetingName(db: Database, accountId: number): Promise<string | undefined> {
  const row = await accountInfo(db, accountId);
  return row ? row.name || row.userName : undefined;
}

export async function loadUserInfo(
  db: Database,
  actor: Actor,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
): Promise<UserInfo> {
  const row = await accountInfo(db, actor.accountId);
  if (!row) throw new Error(`Account ${actor.accountId} of an active session is missing`);
  return {
    ...row,
    // The column holds the file's id (account settings); answers carry its URL.
    avatar: row.avatar ? fileUrl(config, row.avatar) : null,
    roles: [actor.activeRole],
    availableRoles: actor.availableRoles,
    isAdmin: actor.isAdmin,
    isTraining: row.isTraining ?? false,
    isReview: row.isReview ?? false,
    mustChangePassword: actor.mustChangePassword,
    env: config.appMode,
  };
}
