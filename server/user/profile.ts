/**
 * The account's own profile (DESIGN §9 /accountSetting): name, avatar, introduction, and
 * the mobile and email it signs in with. Self-service: no admin action rows.
 */
import type { AccountProfile } from '@machines/contracts';
import type { ChangeEmailFields, ChangeMobileFields, ProfileFields } from '@machines/validation';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { Actor } from '../lib/access';
import { contactClash, contactTaken } from '../lib/accountContacts';
import { AppError, HttpStatus } from '../lib/errors';
import { describeFile, findFile } from '../lib/files/records';
import { isMobileTaken } from '../lib/mobileAccounts';
import { consumeSmsCode } from '../lib/sms';

type FileConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

export async function loadProfile(
  db: Database,
  config: FileConfig,
  accountId: number,
): Promise<AccountProfile> {
  const [row] = await db
    .select({
      userName: accounts.userName,
      name: accounts.name,
      mobile: accounts.mobile,
      email: accounts.email,
      introduction: accounts.introduction,
      avatar: accounts.avatar,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`Account ${accountId} of an active session is missing`);
  const avatarFile = row.avatar ? await findFile(db, row.avatar) : undefined;
  return {
    ...row,
    introduction: row.introduction ?? '',
    avatar: avatarFile ? describeFile(config, avatarFile) : null,
  };
}

export async function updateProfile(
  db: Database,
  actor: Actor,
  fields: ProfileFields,
  now: Date,
): Promise<void> {
  const avatar = fields.avatarFileId || null;
  if (avatar) await assertOwnImage(db, actor, avatar);
  await db
    .update(accounts)
    .set({ name: fields.name, introduction: fields.introduction, avatar, updatedAt: now })
    .where(eq(accounts.id, actor.accountId));
}

/** An avatar is an image the account uploaded itself; anything else reads as absent. */
async function assertOwnImage(db: Database, actor: Actor, fileId: string) {
  const file = await findFile(db, fileId);
  if (!file || file.ownerAccountId !== actor.accountId || !file.mime.startsWith('image/')) {
    const key = 'validation.avatarNotUsable';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'avatarFileId',
      fieldErrors: { avatarFileId: { key } },
    });
  }
}

/** The new number proves itself with a `change-mobile` code; the login name moves with it. */
export async function changeMobile(
  db: Database,
  actor: Actor,
  input: ChangeMobileFields,
  now: Date,
): Promise<void> {
  await consumeSmsCode(
    db,
    { mobile: input.mobile, purpose: 'change-mobile', code: input.smsCode },
    now,
  );
  if (await isMobileTaken(db, input.mobile, actor.accountId)) throw contactTaken('mobile');
  const [account] = await db
    .select({ userName: accounts.userName, mobile: accounts.mobile })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const userName = account.userName === account.mobile ? input.mobile : account.userName;
  await writeContact(db, actor, { userName, mobile: input.mobile, updatedAt: now });
}

/** No mail gateway: an address only has to be well-formed and nobody else's. */
export async function changeEmail(
  db: Database,
  actor: Actor,
  { email }: ChangeEmailFields,
  now: Date,
): Promise<void> {
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        ne(accounts.id, actor.accountId),
        or(eq(accounts.email, email), eq(accounts.userName, email)),
      ),
    )
    .limit(1);
  if (holder) throw contactTaken('email');
  await writeContact(db, actor, { email, updatedAt: now });
}

async function writeContact(
  db: Database,
  actor: Actor,
  values: Partial<typeof accounts.$inferInsert>,
) {
  try {
    await db.update(accounts).set(values).where(eq(accounts.id, actor.accountId));
  } catch (error) {
    // Taken between the check and the write: the constraint that broke names the field.
    throw contactClash(error) ?? error;
  }
}
