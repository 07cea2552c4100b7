/** A few demo admin actions, so the admin action log has something to show. */
import { eq } from 'drizzle-orm';
import type { AdminActionCode } from '@machines/contracts';
import { recordAdminAction } from '../lib/adminAudit';
import type { Database } from '../db/client';
import { creditTypes, type AdminActionDetails } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

interface DemoAdminAction {
  readonly action: AdminActionCode;
  /** A demo account's user name; none for the command line. */
  readonly by?: string;
  readonly role?: string;
  /** A demo account's user name, or the demo credit type a catalogue action changed. */
  readonly target: { readonly account: string } | { readonly creditType: string };
  readonly details: AdminActionDetails;
  readonly hoursAgo: number;
}

/** Each consistent with the seeded state it led to. */
export const demoAdminActions: readonly DemoAdminAction[] = [
  {
    action: 'account.createAdmin',
    target: { account: '13900000000' },
    details: { userName: '13900000000', name: '赵志强', roles: ['0000'] },
    hoursAgo: 24 * 30,
  },
  {
    action: 'account.changeRoles',
    by: '13900000000',
    role: '0000',
    target: { account: '13900000001' },
    details: { before: ['0100', '0200'], after: ['0100'] },
    hoursAgo: 24 * 7,
  },
  {
    action: 'catalogue.update',
    by: '13900000000',
    role: '0000',
    target: { creditType: '信息安全服务' },
    details: {
      field: 'nameEn',
      before: 'Information security services',
      after: 'Information security service',
    },
    hoursAgo: 24 * 5,
  },
  {
    action: 'account.disable',
    by: '13900000009',
    role: '0900',
    target: { account: '13900002006' },
    details: { enabled: false },
    hoursAgo: 72,
  },
  {
    action: 'account.enable',
    by: '13900000009',
    role: '0900',
    target: { account: '13900002006' },
    details: { enabled: true },
    hoursAgo: 48,
  },
  {
    action: 'account.resetPassword',
    by: '13900000000',
    role: '0000',
    target: { account: '13900002002' },
    details: { userName: '13900002002' },
    hoursAgo: 6,
  },
];

export interface AdminActionSeedTargets {
  readonly now: Date;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedAdminActions(tx: Database, { now, accountIds }: AdminActionSeedTargets) {
  const accountId = (userName: string) => {
    const id = accountIds.get(userName);
    if (id === undefined) throw new Error(`No demo account ${userName}`);
    return id;
  };
  for (const demo of demoAdminActions) {
    const target =
      'account' in demo.target
        ? { type: 'account', id: accountId(demo.target.account) }
        : { type: 'credit_types', id: await creditTypeId(tx, demo.target.creditType) };
    await recordAdminAction(
      tx,
      {
        accountId: demo.by === undefined ? null : accountId(demo.by),
        role: demo.role ?? null,
        ip: demo.by === undefined ? null : '10.20.30.40',
      },
      {
        action: demo.action,
        target,
        details: demo.details,
        at: new Date(now.getTime() - demo.hoursAgo * HOUR_MS),
      },
    );
  }
}

async function creditTypeId(tx: Database, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: creditTypes.id })
    .from(creditTypes)
    .where(eq(creditTypes.name, name));
  if (!row) throw new Error(`No demo credit type ${name}`);
  return row.id;
}
