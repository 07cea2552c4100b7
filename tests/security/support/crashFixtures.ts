/**
 * The crash suite's data: the demo association plus many companies, each with one
 * real-name application awaiting review (status submitted, version 1, its SUBMIT audit
 * row), written straight into the database before the server starts.
 */
import { join } from 'node:path';
import { creditCodeCheckCharacter } from '@machines/validation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  accounts,
  corporates,
  realnameApplications,
  workflowEvents,
} from '../../../server/db/schema';
import { seedDemoData } from '../../../server/seed/demo';
import { localFileStorage } from '../../../server/lib/files/storage';
import { testPasswords } from '../../server/support/passwords';
import { realnameEntity } from '../../../server/realname/entity';

export const SUBMITTED = 1;
export const APPROVED = 2;

export interface SubmittedApplication {
  readonly id: number;
  readonly corporateId: number;
}

export async function seedSubmittedApplications(
  db: Database,
  dataDir: string,
  count: number,
): Promise<SubmittedApplication[]> {
  const now = new Date();
  await seedDemoData(db, now, localFileStorage(join(dataDir, 'files')), testPasswords);
  return db.transaction(async (tx) => {
    const made: SubmittedApplication[] = [];
    for (let index = 0; index < count; index += 1) {
      const name = `崩溃测试第${index}号信息技术有限公司`;
      const body = `91510100MA7${String(index).padStart(6, '0')}`;
      const creditCode = body + creditCodeCheckCharacter(body);
      const [company] = await tx
        .insert(corporates)
        .values({ name, corporateType: 2 })
        .returning({ id: corporates.id });
      if (!company) throw new Error('No company');
      const userName = `136${String(index).padStart(8, '0')}`;
      const [account] = await tx
        .insert(accounts)
        .values({
          userName,
          mobile: userName,
          passwordHash: 'not-a-hash',
          name: `管理员${index}`,
          availableRoles: ['2000'],
          activeRole: '2000',
          isAdmin: true,
          corporateId: company.id,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('No account');
      const [application] = await tx
        .insert(realnameApplications)
        .values({
          corporateId: company.id,
          applicantAccountId: account.id,
          status: SUBMITTED,
          version: 1,
          companyName: name,
          creditCode,
          legalRepresentative: '张建华',
          contactName: '李明',
          contactMobile: '13812345678',
          address: '成都市高新区天府大道北段1700号',
          submittedAt: now,
        })
        .returning({ id: realnameApplications.id });
      if (!application) throw new Error('No application');
      await tx.insert(workflowEvents).values({
        entity: realnameEntity.name,
        entityId: application.id,
        fromCode: 0,
        toCode: SUBMITTED,
        event: 'SUBMIT',
        actorAccountId: account.id,
        actorRole: '2000',
      });
      made.push({ id: application.id, corporateId: company.id });
    }
    return made;
  });
}

/** What the database holds for each application, read after the crash and restart. */
export interface ApplicationState {
  readonly id: number;
  readonly status: number;
  readonly version: number;
  /** Audit rows of the application, and of those the approvals. */
  readonly steps: number;
  readonly approvals: number;
  /** The last audit row's target status; null without audit rows. */
  readonly lastToCode: number | null;
  /** Messages telling the applicant of an approval. */
  readonly approvalMessages: number;
  readonly companyVerified: boolean;
}

export async function applicationStates(db: Database): Promise<ApplicationState[]> {
  const result = await db.execute(sql`
    select a.id::int as id, a.status::int as status, a.version::int as version,
      (select count(*)::int from workflow_events e
        where e.entity = ${realnameEntity.name} and e.entity_id = a.id) as steps,
      (select count(*)::int from workflow_events e
        where e.entity = ${realnameEntity.name} and e.entity_id = a.id
          and e.event = 'APPROVE' and e.from_code = ${SUBMITTED} and e.to_code = ${APPROVED}
      ) as approvals,
      (select e.to_code::int from workflow_events e
        where e.entity = ${realnameEntity.name} and e.entity_id = a.id
        order by e.id desc limit 1) as "lastToCode",
      (select count(*)::int from messages m
        where m.recipient_account_id = a.applicant_account_id
          and m.title like '%已通过%') as "approvalMessages",
      (c.verified_at is not null) as "companyVerified"
    from realname_applications a join corporates c on c.id = a.corporate_id
    order by a.id`);
  return result.rows as unknown as ApplicationState[];
}
