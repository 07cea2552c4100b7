/**
 * Seeds the demo training sign-ups (issue 16) with their audit trails, each history
 * replayed through the sign-up machine. An issued demo certificate has the number, days
 * and validity a reviewer's ISSUE gives it.
 */
import { and, asc, eq, getTableName } from 'drizzle-orm';
import { personnelCertificate } from '../lib/certificates/personnelCertificate';
import { idCardCheckCharacter } from '@machines/validation/idCard';
import type { Database } from '../db/client';
import {
  accounts,
  courses,
  dateChangeRequests,
  people,
  signUps,
  trainingDates,
  workflowEvents,
} from '../db/schema';
import { demoAccounts } from './demoData';
import { demoSignUps, type DemoDateChange, type DemoSignUp } from './demoSignUps';
import { replayHistory } from './replayHistory';
import { signUpContextOf } from '../signUps/entity';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SignUpSeedTargets {
  readonly now: Date;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedSignUps(tx: Database, targets: SignUpSeedTargets): Promise<void> {
  for (const demo of demoSignUps) await seedSignUp(tx, demo, targets);
}

/** The individual's own particulars: an ID card number made from their account's id. */
function ownParticulars(userName: string, accountId: number) {
  const first17 = `51010419880101${String(accountId % 1000).padStart(3, '0')}`;
  return {
    traineeIdCard: `${first17}${idCardCheckCharacter(first17)}`,
    traineeMobile: userName,
  };
}

/** The demo course's sessions by their start, and the one of them `index` names. */
async function sessionsOf(tx: Database, demo: DemoSignUp) {
  const sessions = await tx
    .select({ courseId: courses.id, id: trainingDates.id, startsOn: trainingDates.startsOn })
    .from(trainingDates)
    .innerJoin(courses, eq(courses.id, trainingDates.courseId))
    .where(eq(courses.name, demo.course))
    .orderBy(asc(trainingDates.startsOn));
  return (index: number) => {
    const session = sessions[index];
    if (!session) throw new Error(`Demo course ${demo.course} has no session ${index}`);
    return session;
  };
}

async function seedSignUp(
  tx: Database,
  demo: DemoSignUp,
  { now, companyIds, accountIds }: SignUpSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const account = demoAccounts.find((candidate) => candidate.userName === demo.by);
  const accountId = accountIds.get(demo.by);
  if (!account || accountId === undefined) throw new Error(`Demo account ${demo.by} is missing`);
  const corporateId = account.company ? companyIds.get(account.company) : undefined;
  const sessionAt = await sessionsOf(tx, demo);
  const session = sessionAt(demo.session ?? 0);
  const trainee = await traineeOf(tx, demo, accountId, corporateId);
  const createdAt = at(demo.createdHoursAgo);
  const trail = replayHistory(
    getTableName(signUps),
    demo.history,
    accountIds,
    at,
    'signUp',
    (day) => signUpContextOf(session, day),
  );
  const issuedAt =
    demo.certificate && new Date(now.getTime() - demo.certificate.issuedDaysAgo * DAY_MS);
  const [row] = await tx
    .insert(signUps)
    .values({
      courseId: session.courseId,
      trainingDateId: session.id,
      corporateId: corporateId ?? null,
      applicantAccountId: accountId,
      status: trail.status,
      version: trail.events.length + 1,
      ...trainee,
      examScore: demo.examScore ?? null,
      decidedAt: trail.decidedAt ?? trail.institutionDecidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: signUps.id });
  if (!row) throw new Error('A demo sign-up was not stored');
  if (issuedAt) {
    // The number names the sign-up, so it is given once the row has its id.
    const certificate = personnelCertificate(row.id, { now: issuedAt });
    await tx.update(signUps).set(certificate).where(eq(signUps.id, row.id));
  }
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: row.id })));
  }
  for (const change of demo.dateChanges ?? []) {
    const signUp = { id: row.id, traineeName: trainee.traineeName, applicantAccountId: accountId };
    await seedDateChange(tx, change, signUp, { sessionAt, at, accountIds });
  }
}

/** A date change request of the sign-up, its history replayed through its machine. */
async function seedDateChange(
  tx: Database,
  change: DemoDateChange,
  signUp: { id: number; traineeName: string; applicantAccountId: number },
  targets: {
    sessionAt: (index: number) => { id: number };
    at: (hoursAgo: number) => Date;
    accountIds: ReadonlyMap<string, number>;
  },
) {
  const { sessionAt, at, accountIds } = targets;
  const name = getTableName(dateChangeRequests);
  const trail = replayHistory(name, change.history, accountIds, at, 'dateChange');
  const askedAt = at(change.askedHoursAgo);
  const [request] = await tx
    .insert(dateChangeRequests)
    .values({
      signUpId: signUp.id,
      fromTrainingDateId: sessionAt(change.from).id,
      toTrainingDateId: sessionAt(change.to).id,
      status: trail.status,
      version: trail.events.length,
      traineeName: signUp.traineeName,
      reason: change.reason,
      applicantAccountId: signUp.applicantAccountId,
      decidedAt: trail.institutionDecidedAt,
      createdAt: askedAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? askedAt,
    })
    .returning({ id: dateChangeRequests.id });
  if (!request) throw new Error('A demo date change was not stored');
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: request.id })));
  }
}

/** A company's person of its roster, or the individual in their own name. */
async function traineeOf(
  tx: Database,
  demo: DemoSignUp,
  accountId: number,
  corporateId: number | undefined,
) {
  if (demo.person === undefined || corporateId === undefined) {
    const [self] = await tx
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return {
      personId: null,
      traineeName: self?.name ?? demo.by,
      ...ownParticulars(demo.by, accountId),
    };
  }
  const [person] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.corporateId, corporateId), eq(people.name, demo.person)));
  if (!person) throw new Error(`Demo trainee ${demo.person} is missing`);
  return { personId: person.id, traineeName: demo.person };
}
