/**
 * `v2/query-train-record-last`: each trainee with their latest training, the certificates
 * they hold and the credit hours earned per year. A company reads every person of its
 * roster (those who never trained too: who still has to), the latest trained first; an
 * individual reads themselves.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TraineeRecordSummary, TrainingRecord, YearHours } from '@machines/contracts';
import type { Database } from '../../db/client';
import { inIds, prepared } from '../../db/prepared';
import { preparedPage } from '../../lib/preparedPage';
import { statusFamilies } from '@machines/workflows';
import { accounts, people, signUps, trainingDates, trainingHistories } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { maskIdCard } from '../../lib/masking';
import { containsPattern, readPage, type Page, type PageQuery } from '../../lib/paging';
import { signUpFamily } from '../entity';
import { ownedBy } from '../lists';
import { selectSignUps } from '../rows';
import { NOT_TRAINING, ownPersonOrNotFound, toTrainingRecord } from './rows';

export interface TraineeSummaryQuery extends PageQuery {
  readonly personId?: number;
  /** Contained in the trainee's name. */
  readonly traineeName?: string;
}

const ISSUED = signUpFamily.codeOf('certificateIssued');

/** Hours in tenths: one decimal added without floating-point drift. */
const tenthsOf = (hours: string) => Math.round(Number(hours || '0') * 10);
const hoursText = (tenths: number) => (tenths / 10).toFixed(1);

/** Hours of training taken elsewhere or in house that the platform approved. */
export interface DeclaredTraining {
  readonly endDate: string;
  readonly creditHours: string;
}

/**
 * What a trainee's records add up to; `records` the latest session first, `declared` their
 * approved training declarations (counted in the year each ended).
 */
export function summarize(
  trainee: { personId: number | null; name: string; maskedIdCard: string },
  records: readonly TrainingRecord[],
  today: string,
  declared: readonly DeclaredTraining[] = [],
): TraineeRecordSummary {
  const byYear = new Map<string, number>();
  const add = (endsOn: string, hours: string) => {
    const year = endsOn.slice(0, 4);
    byYear.set(year, (byYear.get(year) ?? 0) + tenthsOf(hours));
  };
  for (const record of records.filter((candidate) => candidate.hoursEarned)) {
    add(record.endsOn, record.creditHours);
  }
  for (const training of declared) add(training.endDate, training.creditHours);
  const hoursByYear: YearHours[] = [...byYear]
    .filter(([, tenths]) => tenths > 0)
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, tenths]) => ({ year, hours: hoursText(tenths) }));
  return {
    personId: trainee.personId,
    traineeName: trainee.name,
    traineeIdCard: trainee.maskedIdCard,
    trainings: records.filter((record) => !NOT_TRAINING.includes(record.status)).length,
    certificatesInForce: records.filter(
      (record) => record.status === ISSUED && record.expiresOn >= today,
    ).length,
    latest: records[0] ?? null,
    hoursByYear,
    totalHours: hoursText([...byYear.values()].reduce((sum, tenths) => sum + tenths, 0)),
    declaredHours: hoursText(
      declared.reduce((sum, training) => sum + tenthsOf(training.creditHours), 0),
    ),
  };
}

const DECLARATION_APPROVED = statusFamilies.application.codeOf('approved');

/** The approved training declarations of a page's people: prepared once. */
const declaredStatement = prepared((db) =>
  db
    .select({
      personId: trainingHistories.personId,
      endDate: trainingHistories.endDate,
      creditHours: trainingHistories.creditHours,
    })
    .from(trainingHistories)
    .where(
      and(inIds(trainingHistories.personId), eq(trainingHistories.status, DECLARATION_APPROVED)),
    )
    .prepare('trainee_declared_trainings'),
);

/** The approved training declarations of these people, by person. */
async function declaredTrainings(
  db: Database,
  personIds: readonly number[],
): Promise<Map<number, DeclaredTraining[]>> {
  const rows = await declaredStatement(db).execute({ ids: [...personIds] });
  const byPerson = new Map<number, DeclaredTraining[]>();
  for (const row of rows) {
    // An approved declaration is complete: the submission required both.
    if (row.personId === null || !row.endDate || !row.creditHours) continue;
    const list = byPerson.get(row.personId) ?? [];
    list.push({ endDate: row.endDate, creditHours: row.creditHours });
    byPerson.set(row.personId, list);
  }
  return byPerson;
}

/** The sign-ups of the actor's scope meeting `where`, the latest session first. */
async function recordsWhere(db: Database, where: SQL | undefined): Promise<TrainingRecord[]> {
  const rows = await selectSignUps(db)
    .where(where)
    .orderBy(desc(trainingDates.startsOn), desc(signUps.id));
  return rows.map(toTrainingRecord);
}

/** A company's people's sign-ups on a page, the latest session first: prepared once. */
const peopleRecordsStatement = prepared((db) =>
  selectSignUps(db)
    .where(and(eq(signUps.corporateId, sql.placeholder('corporateId')), inIds(signUps.personId)))
    .orderBy(desc(trainingDates.startsOn), desc(signUps.id))
    .prepare('trainee_people_records'),
);

interface RosterFilters {
  readonly corporateId: number;
  readonly personId?: number;
  readonly namePattern?: string;
}

/** Its people who may train: on the roster, named. */
const ON_ROSTER = and(isNull(people.deletedAt), isNotNull(people.name));

// The person's latest session: who trained most recently comes first.
const latestSession = sql`(select max(${trainingDates.startsOn}) from ${signUps}
  inner join ${trainingDates} on ${trainingDates.id} = ${signUps.trainingDateId}
  where ${signUps.personId} = ${people.id})`;

/** A company's roster, prepared by shape (server/lib/preparedPage.ts). */
const rosterPage = preparedPage<
  RosterFilters,
  { id: number; name: string | null; idCard: string | null }
>(
  'trainee_summaries',
  {
    corporateId: (corporateId) => eq(people.corporateId, corporateId),
    personId: (personId) => eq(people.id, personId),
    namePattern: (pattern) => ilike(people.name, pattern),
  },
  {
    total: (db, where) => db.select({ total: count() }).from(people).where(and(ON_ROSTER, where)),
    rows: (db, where, { limit, offset }) =>
      db
        .select({ id: people.id, name: people.name, idCard: people.idCard })
        .from(people)
        .where(and(ON_ROSTER, where))
        .orderBy(sql`${latestSession} desc nulls last`, desc(people.id))
        .limit(limit)
        .offset(offset),
  },
);

async function companySummaries(
  db: Database,
  corporateId: number,
  query: TraineeSummaryQuery,
  today: string,
): Promise<Page<TraineeRecordSummary>> {
  const name = query.traineeName?.trim();
  const reads = rosterPage(db, {
    filters: {
      corporateId,
      personId: query.personId,
      namePattern: name ? containsPattern(name) : undefined,
    },
  });
  return readPage(query, reads, async (found) => {
    if (found.length === 0) return [];
    const ids = found.map((person) => person.id);
    const [rows, declared] = await Promise.all([
      peopleRecordsStatement(db).execute({ corporateId, ids }),
      declaredTrainings(db, ids),
    ]);
    const records = rows.map(toTrainingRecord);
    return found.map((person) =>
      summarize(
        {
          personId: person.id,
          name: person.name ?? '',
          maskedIdCard: person.idCard ? maskIdCard(person.idCard) : '',
        },
        records.filter((record) => record.personId === person.id),
        today,
        declared.get(person.id),
      ),
    );
  });
}

/** An individual: one summary, named as they signed up last (else as their account). */
async function ownSummary(
  db: Database,
  actor: Actor,
  query: TraineeSummaryQuery,
  today: string,
): Promise<Page<TraineeRecordSummary>> {
  const records = await recordsWhere(db, ownedBy(db, actor));
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  const latest = records[0];
  const name = latest?.traineeName ?? account?.name ?? '';
  const wanted = query.traineeName?.trim();
  const shown = !wanted || name.toLowerCase().includes(wanted.toLowerCase());
  const list = shown
    ? [
        summarize(
          { personId: null, name, maskedIdCard: latest?.traineeIdCard ?? '' },
          records,
          today,
        ),
      ]
    : [];
  return { list, total: list.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

export async function queryTraineeSummaries(
  db: Database,
  actor: Actor,
  query: TraineeSummaryQuery,
  today: string,
): Promise<Page<TraineeRecordSummary>> {
  // Another company's person does not exist for the caller; an individual has no roster.
  if (query.personId !== undefined) await ownPersonOrNotFound(db, actor, query.personId);
  return actor.corporateId !== null
    ? companySummaries(db, actor.corporateId, query, today)
    : ownSummary(db, actor, query, today);
}
