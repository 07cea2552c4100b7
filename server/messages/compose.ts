/**
 * Composing a message (platform roles): to every account, to the accounts holding some
 * role codes, or to named accounts. Recipients are resolved here, never taken from the
 * client as ids, and the fan-out is one INSERT … SELECT: every recipient gets the message
 * or none does. The sender is left out of "everyone" and "roles" (it wrote the message).
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ComposeMessageAnswer } from '@machines/contracts';
import { messageComposeSchema, type MessageComposeFields } from '@machines/validation/message';
import type { Database } from '../db/client';
import { accounts, messages } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';

interface Sender {
  readonly accountId: number;
}

/** The accounts a composition goes to, as a condition on `accounts`. */
async function recipientsOf(
  db: Database,
  sender: Sender,
  message: MessageComposeFields,
): Promise<SQL> {
  const others = and(eq(accounts.enabled, true), ne(accounts.id, sender.accountId)) as SQL;
  switch (message.audience) {
    case 'all':
      return others;
    case 'roles':
      return and(
        others,
        sql`${accounts.availableRoles} && array[${sql.join(
          message.roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ) as SQL;
    case 'accounts':
      return namedAccounts(db, message.userNames);
  }
}

/** Named accounts, by login name (mobile or email); an unknown name refuses the whole message. */
async function namedAccounts(db: Database, names: readonly string[]): Promise<SQL> {
  const wanted = [...new Set(names.map((name) => name.trim()))];
  const emails = wanted.filter((name) => name.includes('@')).map((name) => name.toLowerCase());
  const byName = or(
    inArray(accounts.userName, wanted),
    emails.length > 0 ? inArray(accounts.email, emails) : undefined,
  ) as SQL;
  const found = await db
    .select({ userName: accounts.userName, email: accounts.email })
    .from(accounts)
    .where(byName);
  const known = new Set(found.flatMap((row) => [row.userName, row.email ?? '']));
  const unknown = wanted.filter((name) => !known.has(name) && !known.has(name.toLowerCase()));
  if (unknown.length > 0) {
    const params = { names: unknown.join(', ') };
    throw new AppError(HttpStatus.badRequest, 'message.unknownRecipients', {
      field: 'userNames',
      params,
      fieldErrors: { userNames: { key: 'message.unknownRecipients', params } },
    });
  }
  return byName;
}

export async function composeMessage(
  db: Database,
  sender: Sender,
  body: unknown,
  now: Date,
): Promise<ComposeMessageAnswer> {
  const message = await validate(messageComposeSchema, body);
  const recipients = await recipientsOf(db, sender, message);
  // Raw, as drizzle's insert … select would also name the generated id column.
  const result = await db.execute(sql`
    with sent as (
      insert into ${messages} (recipient_account_id, title, content, created_at)
      select ${accounts.id}, ${message.title}, ${message.content}, ${now.toISOString()}::timestamptz
      from ${accounts} where ${recipients}
      returning 1
    )
    select count(*)::int as recipients from sent`);
  const [sent] = result.rows as { recipients: number }[];
  const recipientCount = Number(sent?.recipients ?? 0);
  if (recipientCount === 0) {
    const field = message.audience === 'roles' ? 'roles' : 'audience';
    throw new AppError(HttpStatus.badRequest, 'message.noRecipients', {
      field,
      fieldErrors: { [field]: { key: 'message.noRecipients' } },
    });
  }
  return { recipients: recipientCount };
}
