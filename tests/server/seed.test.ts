import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  accounts,
  certificateLevels,
  certificateTypes,
  corporates,
  courseLevels,
  courseTypes,
  creditLevels,
  creditTypes,
  messages,
} from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed/demo';
import { createTestDatabase, testDatabases } from './support/databases';

describe.each(testDatabases)('demo seed (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('seeds an empty database once', async () => {
    expect(await seedDemoData(database.db, new Date())).toBe(true);
    expect(await seedDemoData(database.db, new Date())).toBe(false);
    const [total] = await database.db.select({ accounts: count() }).from(accounts);
    expect(total?.accounts).toBe(12);
  });

  it('has the accounts of DESIGN §8', async () => {
    const rows = await database.db
      .select({
        userName: accounts.userName,
        roles: accounts.availableRoles,
        activeRole: accounts.activeRole,
        isAdmin: accounts.isAdmin,
        company: corporates.name,
        isTraining: corporates.isTraining,
        isReview: corporates.isReview,
      })
      .from(accounts)
      .leftJoin(corporates, eq(corporates.id, accounts.corporateId))
      .orderBy(asc(accounts.userName));
    const byName = Object.fromEntries(rows.map((row) => [row.userName, row]));
    expect(Object.keys(byName).sort()).toEqual([
      '13900000000',
      '13900000001',
      '13900000009',
      '13900001000',
      '13900001010',
      '13900001011',
      '13900002000',
      '13900002001',
      '13900002002',
      '13900002101',
      '13900002110',
      '13900010000',
    ]);
    expect(byName['13900002000']).toMatchObject({
      roles: ['2000', '2010', '2001'],
      activeRole: '2000',
      isAdmin: true,
      isTraining: true,
      isReview: true,
    });
    expect(byName['13900002002']?.isAdmin).toBe(false);
    expect(byName['13900002002']?.company).toBe(byName['13900002001']?.company);
    expect(byName['13900002110']).toMatchObject({ roles: ['2000', '2110'], isAdmin: true });
    expect(byName['13900002101']).toMatchObject({ roles: ['2000', '2101'], isAdmin: true });
    expect(byName['13900010000']).toMatchObject({ roles: ['01000'], company: null });
    expect(byName['13900000000']).toMatchObject({ roles: ['0000'], company: null });
  });

  it('fills every catalogue and leaves some messages unread', async () => {
    for (const table of [
      creditTypes,
      creditLevels,
      courseTypes,
      courseLevels,
      certificateTypes,
      certificateLevels,
    ]) {
      const [rows] = await database.db.select({ total: count() }).from(table);
      expect(rows?.total).toBeGreaterThanOrEqual(3);
    }
    const all = await database.db.select({ readAt: messages.readAt }).from(messages);
    expect(all.some((message) => message.readAt === null)).toBe(true);
    expect(all.some((message) => message.readAt !== null)).toBe(true);
  });
});
