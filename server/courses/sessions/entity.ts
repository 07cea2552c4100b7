/**
 * A course's sessions (DESIGN §3.6) as workflow records of the `trainingDate` family: moved
 * by the course's institution while the course runs, each move decided by the platform.
 * The platform is told a move waits; whoever asked is told of the decision.
 */
import { and, arrayOverlaps, eq, getTableName } from 'drizzle-orm';
import { PLATFORM_ROLES } from '@machines/access';
import { moveIsAhead, statusFamilies, type TrainingDateContext } from '@machines/workflows';
import type { Database } from '../../db/client';
import { accounts, corporates, courses, trainingDates } from '../../db/schema';
import { localDate } from '../../lib/dates';
import { AppError, HttpStatus } from '../../lib/errors';
import type { WorkflowEntity } from '../../lib/workflow/entity';
import type { MustAct } from '../../lib/workflow/mustAct';

export const trainingDateFamily = statusFamilies.trainingDate;

export const CHANGE_REQUESTED = trainingDateFamily.codeOf('changeRequested');

/** The platform's enabled accounts: any of them decides a move. */
async function platformAccounts(tx: Database): Promise<number[]> {
  const found = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(arrayOverlaps(accounts.availableRoles, [...PLATFORM_ROLES]), eq(accounts.enabled, true)),
    );
  return found.map((account) => account.id);
}

/** A move waits: the platform is told, naming the institution that asks. */
async function platformMustAct(
  tx: Database,
  row: typeof trainingDates.$inferSelect,
  reached: number,
): Promise<MustAct | null> {
  if (reached !== CHANGE_REQUESTED) return null;
  const [institution] = await tx
    .select({ name: corporates.name })
    .from(courses)
    .innerJoin(corporates, eq(corporates.id, courses.corporateId))
    .where(eq(courses.id, row.courseId));
  return { accountIds: await platformAccounts(tx), applicant: institution?.name ?? '' };
}

export const trainingDateEntity: WorkflowEntity<typeof trainingDates> = {
  name: getTableName(trainingDates),
  family: 'trainingDate',
  table: trainingDates,
  kindKey: 'workflow.kind.trainingDate',
  recipientOf: (row) => row.changeAskedByAccountId,
  subjectOf: (row) => `${row.startsOn} – ${row.endsOn}`,
  mustActOf: platformMustAct,
  explainRefusal: (from, event, context) => {
    const dates = context as Partial<TrainingDateContext>;
    if (moveIsAhead(dates)) return undefined;
    // Refused for the dates only when the machine would take the step with dates ahead.
    const ahead = { ...dates, startsOn: '2199-12-31', proposedStartsOn: '2199-12-31' };
    if (!trainingDateFamily.next(from, event as never, { ...ahead, today: '1900-01-01' })) {
      return undefined;
    }
    const begun = Boolean(dates.startsOn && dates.today && dates.startsOn <= dates.today);
    const key = begun ? 'error.sessionBegun' : 'error.sessionMoveNotAhead';
    const params = { startsOn: begun ? (dates.startsOn ?? '') : (dates.proposedStartsOn ?? '') };
    return new AppError(HttpStatus.conflict, key, {
      params,
      ...(begun ? {} : { field: 'startsOn', fieldErrors: { startsOn: { key, params } } }),
    });
  },
};

/** What the training date machine's guards read: the session's days and the step's day. */
export const trainingDateContextOf = (
  row: {
    readonly wasRescheduled: boolean;
    readonly startsOn: string;
    readonly proposedStartsOn: string | null;
  },
  now: Date,
): TrainingDateContext => ({
  wasRescheduled: row.wasRescheduled,
  startsOn: row.startsOn,
  proposedStartsOn: row.proposedStartsOn,
  today: localDate(now),
});
