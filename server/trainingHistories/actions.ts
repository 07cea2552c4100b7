/**
 * The company's steps on a training history declaration: save a draft
 * (`corporate/create-corporatetrain-history`), submit (in one transaction with its content),
 * withdraw before review, delete a draft. Every change names the version the company saw.
 */
import type { TrainingHistory } from '@machines/contracts';
import { TRAINING_HISTORY_KINDS, type TrainingHistoryKind } from '@machines/validation';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import {
  assertSubmittable,
  deleteDeletable,
  withdraw,
  writeAndSubmit,
} from '../lib/workflow/applicantSteps';
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { historyAs } from './access';
import { trainingHistoryEntity } from './entity';
import {
  assertReferencesUsable,
  draftColumns,
  FIELD_LABELS,
  submissionColumns,
  type HistoryBody,
  type HistoryColumns,
} from './fields';
import { loadHistory } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

const drafts = applicationDrafts({
  entity: trainingHistoryEntity,
  // A company declares any number of trainings at once.
  openExistsKey: null,
  ownRecord: async (tx, actor, id) => (await historyAs(tx, actor, id, 'applicant')).history,
});

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: FIELD_LABELS,
    fieldErrors: { [field]: { key } },
  });

async function storedOf({ db, config }: Context, actor: Actor, body: HistoryBody) {
  if (body.id === undefined || body.id === null) return null;
  await historyAs(db, actor, body.id, 'applicant');
  return loadHistory(db, config, body.id);
}

/** A stored declaration keeps its kind; a new one must say which it is. */
function kindOf(stored: TrainingHistory | null, body: HistoryBody): TrainingHistoryKind {
  if (stored) return stored.kind as TrainingHistoryKind;
  const kind = body.kind ?? '';
  if (!(TRAINING_HISTORY_KINDS as readonly string[]).includes(kind)) {
    throw refuse('kind', 'validation.invalid');
  }
  return kind as TrainingHistoryKind;
}

function write(
  tx: Database,
  actor: Actor,
  body: HistoryBody,
  kind: TrainingHistoryKind,
  columns: HistoryColumns,
  now: Date,
) {
  // The kind is written once, with the first draft.
  const changes = body.id ? columns : { ...columns, kind };
  return drafts.writeDraft(tx, actor, body, changes, now);
}

export async function saveDraft(
  context: Context,
  actor: Actor,
  body: HistoryBody,
): Promise<TrainingHistory> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  const kind = kindOf(stored, body);
  const columns = await draftColumns(body);
  // A new declaration starts with its training's name: the list shows it by that.
  if (!stored && !columns.courseName) throw refuse('courseName', 'validation.required');
  const now = clock.now();
  await assertReferencesUsable(db, actor, columns, now);
  const saved = await db.transaction((tx) => write(tx, actor, body, kind, columns, now));
  return loadHistory(db, config, saved.id);
}

/**
 * Saves the body's fields and submits, in one transaction: a declaration that fails the
 * submission rules (400 naming each field) or may not be submitted (409) stays as it was.
 */
export async function submitHistory(
  context: Context,
  actor: Actor,
  body: HistoryBody,
): Promise<TrainingHistory> {
  const { db, config, clock } = context;
  const stored = await storedOf(context, actor, body);
  const kind = kindOf(stored, body);
  if (stored) assertSubmittable(trainingHistoryEntity, actor, stored, body.version);
  const columns = await submissionColumns(body, stored, kind);
  const now = clock.now();
  await assertReferencesUsable(db, actor, columns, now);
  const id = await writeAndSubmit(db, {
    entity: trainingHistoryEntity,
    actor,
    now,
    write: (tx) => write(tx, actor, body, kind, columns, now),
  });
  return loadHistory(db, config, id);
}

export async function withdrawHistory(
  { db, config, clock }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<TrainingHistory> {
  await historyAs(db, actor, id, 'applicant');
  await withdraw(db, { entity: trainingHistoryEntity, actor, id, version, now: clock.now() });
  return loadHistory(db, config, id);
}

/** A draft nobody has reviewed goes away whole. */
export async function deleteHistory(
  { db }: Context,
  actor: Actor,
  { id, version }: { id: number; version: number },
): Promise<void> {
  const { history } = await historyAs(db, actor, id, 'applicant');
  await deleteDeletable(db, trainingHistoryEntity, history, version);
}
