/**
 * Seeds the demo association into an empty database (DESIGN §8). Does nothing when any
 * account exists, so it is safe on every start; an advisory lock keeps two processes
 * starting together from both seeding.
 */
import { count, sql } from 'drizzle-orm';
import type { FileStorage } from '../lib/files/storage';
import type { PasswordHasher } from '../lib/passwords';
import type { Database } from '../db/client';
import { accounts, corporates } from '../db/schema';
import { seedAdminActions } from './adminActionSeed';
import { seedAppeals } from './appealSeed';
import { seedCatalogues } from './catalogueSeed';
import { seedCreditCategories } from './categorySeed';
import { seedPersonnelTemplates } from './personnelTemplateSeed';
import { DEMO_PASSWORD, demoAccounts, demoCompanies, type DemoCompanyKey } from './demoData';
import { seedLoginLogs } from './loginLogSeed';
import { seedMessages } from './messageSeed';
import { seedInstitutions } from './institutionSeed';
import { seedCourses } from './courseSeed';
import { seedSignUps } from './signUpSeed';
import { seedCreditApplications } from './creditSeed';
import { seedProjects } from './projectSeed';
import { seedTrainingHistories } from './trainingHistorySeed';
import { seedMemberships } from './membershipSeed';
import { seedPeople } from './peopleSeed';
import { seedRealnameApplications } from './realnameSeed';

/** Any number no other advisory lock of this database uses. */
const SEED_LOCK_ID = 7_240_001;

/**
 * Answers whether it seeded. Demo licence images go to `storage`; the accounts' password is
 * hashed by `passwords` (the configured cost).
 */
export async function seedDemoData(
  db: Database,
  now: Date,
  storage: FileStorage,
  passwords: PasswordHasher,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ accounts: count() }).from(accounts);
    if ((existing?.accounts ?? 0) > 0) return false;
    // scrypt is slow on purpose (~0.3 s); the accounts share one password, so one hash will do.
    const passwordHash = await passwords.hash(DEMO_PASSWORD);

    await seedCatalogues(tx, now);
    const companyIds = await seedCompanies(tx, now);
    const accountIds = new Map<string, number>();
    for (const account of demoAccounts) {
      const [row] = await tx
        .insert(accounts)
        .values({
          userName: account.userName,
          mobile: account.userName,
          email: account.email ?? null,
          passwordHash,
          name: account.name,
          introduction: account.introduction ?? null,
          availableRoles: [...account.roles],
          activeRole: account.roles[0],
          isAdmin: account.isAdmin ?? false,
          corporateId: account.company ? (companyIds.get(account.company) ?? null) : null,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (row) accountIds.set(account.userName, row.id);
    }
    const platformAdmin = accountIds.get(demoAccounts[0]?.userName ?? '');
    if (platformAdmin === undefined) throw new Error('The demo super-admin was not stored');
    await seedCreditCategories(tx, { now, storage, uploaderId: platformAdmin });
    await seedPersonnelTemplates(tx, { now, storage, uploaderId: platformAdmin });
    await seedMessages(tx, { now, accountIds });
    await seedLoginLogs(tx, { now, accountIds });
    await seedRealnameApplications(tx, { now, storage, companyIds, accountIds });
    await seedAdminActions(tx, { now, accountIds });
    await seedAppeals(tx, { now, storage, accountIds });
    await seedPeople(tx, { now, storage, companyIds, accountIds });
    await seedMemberships(tx, { now, storage, companyIds, accountIds });
    await seedInstitutions(tx, { now, storage, companyIds, accountIds });
    await seedCreditApplications(tx, { now, storage, companyIds, accountIds });
    await seedProjects(tx, { now, storage, companyIds, accountIds });
    await seedTrainingHistories(tx, { now, storage, companyIds, accountIds });
    await seedCourses(tx, { now, storage, companyIds, accountIds });
    await seedSignUps(tx, { now, companyIds, accountIds });
    return true;
  });
}

async function seedCompanies(db: Database, now: Date) {
  const ids = new Map<DemoCompanyKey, number>();
  for (const { key, ...company } of demoCompanies) {
    const [row] = await db
      .insert(corporates)
      .values({ ...company, corporateType: 2, createdAt: now, updatedAt: now })
      .returning({ id: corporates.id });
    if (row) ids.set(key, row.id);
  }
  return ids;
}
