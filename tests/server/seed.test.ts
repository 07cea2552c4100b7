import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, asc, count, eq } from 'drizzle-orm';
import { isCreditCode } from '@machines/validation';
import { isIdCardNumber } from '@machines/validation/idCard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  accounts,
  certificateLevels,
  certificateTypes,
  corporates,
  courseLevels,
  courses,
  courseTeachers,
  courseTypes,
  creditLevels,
  creditTypes,
  files,
  messages,
  people,
  trainingDates,
  realnameApplications,
  signUps,
  workflowEvents,
  institutionApplications,
} from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo';
import { localFileStorage, type FileStorage } from '../../server/lib/files/storage';
import { createTestDatabase, testDatabases } from './support/databases';
import { testPasswords } from './support/passwords';
import { DEMO } from '../demoUsers';

describe.each(testDatabases)('demo seed (%s)', (kind) => {
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-seed-'));
  const storage: FileStorage = localFileStorage(join(dataDir, 'files'));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The whole demo (passwords hashed, documents and certificates drawn) takes ~22 s alone
  // and twice that beside another suite on two cores: a stop, not a speed goal.
  it('seeds an empty database once', { timeout: 120_000 }, async () => {
    expect(await seedDemoData(database.db, new Date(), storage, testPasswords)).toBe(true);
    expect(await seedDemoData(database.db, new Date(), storage, testPasswords)).toBe(false);
    const [total] = await database.db.select({ accounts: count() }).from(accounts);
    expect(total?.accounts).toBe(16);
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
      DEMO.superAdmin,
      DEMO.platformReviewer,
      DEMO.operator,
      DEMO.trainee,
      DEMO.courseExpert,
      DEMO.certificateExpert,
      DEMO.shuxinAdmin,
      DEMO.jinchengAdmin,
      DEMO.jinchengStaff,
      DEMO.huaxiAdmin,
      DEMO.minjiangAdmin,
      DEMO.jinshaAdmin,
      DEMO.wenjiangAdmin,
      DEMO.rongchengAdmin,
      DEMO.tianfuAdmin,
      DEMO.businessQuery,
    ]);
    expect(byName[DEMO.shuxinAdmin]).toMatchObject({
      roles: ['2000', '2010', '2001'],
      activeRole: '2000',
      isAdmin: true,
      isTraining: true,
      isReview: true,
    });
    expect(byName[DEMO.jinchengStaff]?.isAdmin).toBe(false);
    expect(byName[DEMO.jinchengStaff]?.company).toBe(byName[DEMO.jinchengAdmin]?.company);
    expect(byName[DEMO.tianfuAdmin]).toMatchObject({ roles: ['2000', '2110'], isAdmin: true });
    expect(byName[DEMO.rongchengAdmin]).toMatchObject({ roles: ['2000', '2101'], isAdmin: true });
    expect(byName[DEMO.businessQuery]).toMatchObject({ roles: ['01000'], company: null });
    expect(byName[DEMO.superAdmin]).toMatchObject({ roles: ['0000'], company: null });
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

  it('has real-name applications in every status, with histories and licences', async () => {
    const rows = await database.db
      .select({
        id: realnameApplications.id,
        userName: accounts.userName,
        status: realnameApplications.status,
        version: realnameApplications.version,
        licenceFileId: realnameApplications.licenceFileId,
        creditCode: realnameApplications.creditCode,
        verifiedAt: corporates.verifiedAt,
      })
      .from(realnameApplications)
      .innerJoin(accounts, eq(accounts.id, realnameApplications.applicantAccountId))
      .innerJoin(corporates, eq(corporates.id, realnameApplications.corporateId))
      .orderBy(asc(accounts.userName));
    expect(rows.map((row) => [row.userName, row.status])).toEqual([
      [DEMO.shuxinAdmin, 2],
      [DEMO.jinchengAdmin, 1],
      [DEMO.huaxiAdmin, 3],
      [DEMO.minjiangAdmin, 5],
      [DEMO.jinshaAdmin, 6],
      [DEMO.wenjiangAdmin, 1],
      [DEMO.rongchengAdmin, 0],
      [DEMO.tianfuAdmin, 4],
    ]);
    for (const row of rows) {
      expect(isCreditCode(row.creditCode ?? ''), row.userName).toBe(true);
      expect(row.verifiedAt !== null, row.userName).toBe(row.status === 2);
      expect(row.licenceFileId === null, row.userName).toBe(row.status === 0);
      if (row.licenceFileId) {
        const stored = await storage.get(row.licenceFileId);
        expect(stored && (await buffer(stored)).subarray(1, 4).toString(), row.userName).toBe(
          'PNG',
        );
      }
    }

    const approved = rows[0];
    const history = await database.db
      .select({
        event: workflowEvents.event,
        to: workflowEvents.toCode,
        comment: workflowEvents.comment,
      })
      .from(workflowEvents)
      .where(
        and(
          eq(workflowEvents.entity, 'realname_applications'),
          eq(workflowEvents.entityId, approved?.id ?? 0),
        ),
      )
      .orderBy(asc(workflowEvents.createdAt));
    expect(history.map((step) => [step.event, step.to])).toEqual([
      ['SUBMIT', 1],
      ['RETURN', 4],
      ['SUBMIT', 1],
      ['APPROVE', 2],
    ]);
    expect(history[1]?.comment).toBeTruthy();
    expect(approved?.version).toBe(history.length);
    const [licences] = await database.db
      .select({ total: count() })
      .from(files)
      .where(eq(files.purpose, 'licence'));
    expect(licences?.total).toBe(7);
  });

  it('has people on six rosters in every step of verification, with photos and ID cards', async () => {
    const rows = await database.db.select().from(people).orderBy(asc(people.id));
    expect(new Set(rows.map((row) => row.corporateId)).size).toBe(6);
    // Draft, pending, verified, rejected, returned, withdrawn: the roster's chips.
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    for (const row of rows) {
      expect(isIdCardNumber(row.idCard ?? ''), row.name ?? '').toBe(true);
      for (const fileId of [row.photoFileId, row.idCardFileId]) {
        const stored = fileId ? await storage.get(fileId) : undefined;
        expect(stored && (await buffer(stored)).subarray(1, 4).toString(), row.name ?? '').toBe(
          'PNG',
        );
      }
      const [steps] = await database.db
        .select({ total: count() })
        .from(workflowEvents)
        .where(and(eq(workflowEvents.entity, 'people'), eq(workflowEvents.entityId, row.id)));
      expect(row.version, row.name ?? '').toBe(steps?.total);
    }
  });

  it('has the approvals behind the demo institutions roles, and every other status', async () => {
    const rows = await database.db.select().from(institutionApplications);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const roles = await database.db
      .select({ userName: accounts.userName, availableRoles: accounts.availableRoles })
      .from(accounts);
    const rolesOf = (userName: string) =>
      roles.find((account) => account.userName === userName)?.availableRoles;
    // As the demo accounts were created (DESIGN §8), now settled from the approvals.
    expect(rolesOf(DEMO.shuxinAdmin)).toEqual(['2000', '2010', '2001']);
    expect(rolesOf(DEMO.tianfuAdmin)).toEqual(['2000', '2110']);
    expect(rolesOf(DEMO.rongchengAdmin)).toEqual(['2000', '2101']);
    expect(rolesOf(DEMO.jinchengAdmin)).toEqual(['2000']);
  });

  it('has courses of line 0 in every course status, sent ones with teachers and dates, two with a certificate template', async () => {
    const rows = await database.db.select().from(courses);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(rows.map((row) => row.businessLine))).toEqual(new Set([0]));
    for (const row of rows.filter((course) => course.submittedAt !== null)) {
      const [teachers] = await database.db
        .select({ total: count() })
        .from(courseTeachers)
        .where(eq(courseTeachers.courseId, row.id));
      const [dates] = await database.db
        .select({ total: count() })
        .from(trainingDates)
        .where(eq(trainingDates.courseId, row.id));
      expect(teachers?.total, row.name).toBeGreaterThan(0);
      expect(dates?.total, row.name).toBeGreaterThan(0);
    }
    // Two designed their own certificate; the rest issue their level's.
    const designed = rows.filter((row) => row.templateFileId !== null);
    expect(designed.map((row) => row.status).sort()).toEqual([1, 2]);
    for (const row of designed) expect(row.templatePoints.length, row.name).toBeGreaterThan(0);
  });

  it('has sign-ups in every status up to the certificate, each with its trail', async () => {
    const rows = await database.db.select().from(signUps);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    // Companies sign their people up; one individual signs himself up, in his own name.
    expect(
      rows.some((row) => row.personId === null && isIdCardNumber(row.traineeIdCard ?? '')),
    ).toBe(true);
    for (const row of rows.filter((signUp) => signUp.status !== 0)) {
      const [trail] = await database.db
        .select({ total: count() })
        .from(workflowEvents)
        .where(and(eq(workflowEvents.entity, 'sign_ups'), eq(workflowEvents.entityId, row.id)));
      expect(trail?.total, row.traineeName).toBeGreaterThan(0);
    }
    for (const row of rows.filter((signUp) => signUp.status === 6)) {
      expect(row.certificateNumber, row.traineeName).toBeTruthy();
      expect((row.expiresOn ?? '') > (row.issuedOn ?? ''), row.traineeName).toBe(true);
    }
  });
});
