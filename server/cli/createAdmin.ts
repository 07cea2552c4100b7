/**
 * `npm run admin:create -- --mobile 13912345678 --password Secret123 [--name 管理员] [--email a@b.cn]`
 * creates a super-administrator (role 0000): the first account of a deployment started
 * with DEMO=false. The admin action log records it with no actor: the command line.
 */
import { parseArgs } from 'node:util';
import { isEmail, isMobile } from '@machines/validation';
import { eq, or } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { recordAdminAction } from '../lib/adminAudit';
import { isStrongPassword, passwordHasher } from '../lib/passwords';

const SUPER_ADMIN_ROLE = '0000';
const COMMAND_LINE = { accountId: null, role: null, ip: null } as const;

interface AdminInput {
  readonly mobile: string;
  readonly email: string | undefined;
  readonly password: string;
  readonly name: string;
}

function readArguments(): AdminInput {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: '系统管理员' },
      email: { type: 'string' },
    },
  });
  const input = {
    mobile: values.mobile?.trim() ?? '',
    email: values.email?.trim().toLowerCase(),
    password: values.password ?? '',
    name: values.name.trim(),
  };
  if (!isMobile(input.mobile)) {
    throw new Error('--mobile must be a mainland mobile number, e.g. 13912345678.');
  }
  if (input.email !== undefined && !isEmail(input.email)) {
    throw new Error('--email is not a valid email address.');
  }
  if (!isStrongPassword(input.password)) {
    throw new Error('--password must be 6-16 characters and combine letters and digits.');
  }
  return input;
}

async function createAdmin(input: AdminInput): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config, {
    command: 'npm run admin:create',
    embedded: 'share',
  });
  try {
    await database.migrate();
    const { db } = database;
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        or(
          eq(accounts.userName, input.mobile),
          input.email ? eq(accounts.email, input.email) : undefined,
        ),
      );
    if (existing) throw new Error(`An account with mobile ${input.mobile} or that email exists.`);
    const now = new Date();
    const passwordHash = await passwordHasher(config.passwordCost).hash(input.password);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({
          userName: input.mobile,
          mobile: input.mobile,
          email: input.email ?? null,
          passwordHash,
          name: input.name,
          availableRoles: [SUPER_ADMIN_ROLE],
          activeRole: SUPER_ADMIN_ROLE,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      await recordAdminAction(tx, COMMAND_LINE, {
        action: 'account.createAdmin',
        target: { type: 'account', id: created?.id ?? null },
        details: { userName: input.mobile, name: input.name, roles: [SUPER_ADMIN_ROLE] },
        at: now,
      });
    });
    console.log(`Created super-administrator ${input.mobile} (${database.description}).`);
  } finally {
    await database.close();
  }
}

try {
  await createAdmin(readArguments());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
