/**
 * A sign-up's moves on its timeline (DESIGN §3.7): each date change asked (the request's own
 * row: who, when, why) and decided (its audit rows), in the `dateChange` family's codes and
 * naming the move, so the record's history says when and where the trainee went.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DateChangeRequest, SessionSpan, TimelineEntry } from '@machines/contracts';
import type { Database } from '../../db/client';
import { accounts, dateChangeRequests } from '../../db/schema';
import { loadTimelines } from '../../lib/workflow/timeline';
import { dateChangeEntity, PENDING_DATE_CHANGE } from './entity';

const span = ({ startsOn, endsOn }: SessionSpan) =>
  startsOn === endsOn ? startsOn : `${startsOn}–${endsOn}`;

/** The move a request names, in no language: `2030-03-10–2030-03-12 → 2030-04-10–…`. */
export const moveOf = (change: Pick<DateChangeRequest, 'from' | 'to'>): string =>
  `${span(change.from)} → ${span(change.to)}`;

/** The steps of the sign-up's date changes, each naming its move; not yet in time order. */
export async function dateChangeSteps(
  db: Database,
  changes: readonly DateChangeRequest[],
): Promise<TimelineEntry[]> {
  if (changes.length === 0) return [];
  const ids = changes.map((change) => change.id);
  const [askers, decisions] = await Promise.all([
    db
      .select({ id: dateChangeRequests.id, name: accounts.name })
      .from(dateChangeRequests)
      .innerJoin(accounts, eq(accounts.id, dateChangeRequests.applicantAccountId))
      .where(inArray(dateChangeRequests.id, ids)),
    loadTimelines(db, dateChangeEntity.name, ids),
  ]);
  const askerOf = new Map(askers.map((asker) => [asker.id, asker.name]));
  return changes.flatMap((change): TimelineEntry[] => {
    const ofThisMove = { family: 'dateChange', detail: moveOf(change) } as const;
    const asked: TimelineEntry = {
      id: change.id,
      fromCode: null,
      toCode: PENDING_DATE_CHANGE,
      event: 'REQUEST_CHANGE',
      actorName: askerOf.get(change.id) ?? '',
      actorRole: '',
      comment: change.reason,
      createdAt: change.createdAt,
      ...ofThisMove,
    };
    const decided = (decisions.get(change.id) ?? []).map((entry) => ({ ...entry, ...ofThisMove }));
    return [asked, ...decided];
  });
}

/** The record's own steps and its moves' in one history, oldest first. */
export const inTimeOrder = (entries: readonly TimelineEntry[]): TimelineEntry[] =>
  [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
