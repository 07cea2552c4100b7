/**
 * The public "forgot account" form (`POST /api/auth/create-corporateAppeal`). The answer
 * is the same whether or not the user name names an account, so the form cannot be used
 * to find out which accounts exist; the reviewers see which one it names.
 */
import { eq } from 'drizzle-orm';
import { appealSchema, type AppealInput } from '@machines/validation';
import type { Database } from '../db/client';
import { accounts, corporateAppeals } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { claimPendingUpload, isPendingUpload } from '../lib/files/pendingUploads';
import { consumeSmsCode } from '../lib/sms';
import { validate } from '../lib/validation';

type Context = Pick<ServerContext, 'db' | 'clock'>;

/** The message each image field gets when its upload is missing, taken or expired. */
const MISSING_UPLOAD = {
  licenceFileId: 'validation.licenceMissing',
  proofFileId: 'validation.proofMissing',
} as const;

export async function submitAppeal(
  { db, clock }: Context,
  body: unknown,
  ip: string | null,
): Promise<void> {
  const input = await validate(appealSchema, body);
  if (input.licenceFileId === input.proofFileId) throw missingUpload('proofFileId');
  const now = clock.now();
  // Before the code is used up, so a stale upload does not cost the appellant their code.
  for (const field of ['licenceFileId', 'proofFileId'] as const) {
    if (!(await isPendingUpload(db, input[field], now))) throw missingUpload(field);
  }
  // Outside the transaction: a wrong try must stay counted when the submission fails.
  await consumeSmsCode(db, { mobile: input.mobile, purpose: 'appeal', code: input.smsCode }, now);
  await db.transaction(async (tx) => {
    if (!(await claimPendingUpload(tx, input.licenceFileId, 'licence', now))) {
      throw missingUpload('licenceFileId');
    }
    if (!(await claimPendingUpload(tx, input.proofFileId, 'proof', now))) {
      throw missingUpload('proofFileId');
    }
    await tx.insert(corporateAppeals).values({
      userName: input.userName,
      accountId: await accountNamed(tx, input.userName),
      companyName: input.companyName,
      creditCode: input.creditCode,
      mobile: input.mobile,
      email: input.email,
      licenceFileId: input.licenceFileId,
      proofFileId: input.proofFileId,
      ip,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** The account a login name names, as the login finds it: by mobile, or by email. */
async function accountNamed(db: Database, userName: AppealInput['userName']) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(userName.includes('@') ? eq(accounts.email, userName) : eq(accounts.userName, userName));
  return account?.id ?? null;
}

function missingUpload(field: keyof typeof MISSING_UPLOAD): AppError {
  const key = MISSING_UPLOAD[field];
  return new AppError(HttpStatus.badRequest, key, { field, fieldErrors: { [field]: { key } } });
}
