/**
 * What a company sends for a training history declaration, checked with the shared yup
 * schemas (machines/validation/trainingHistory). A field left out of the body stays as it
 * is; an empty or null one is cleared. The trainee must be a verified person of the
 * company, the proof the company's own upload, and the training over by today.
 */
import {
  TRAINING_HISTORY_FIELDS,
  trainingHistoryDraftSchema,
  trainingHistorySubmissionSchema,
  type TrainingHistoryField,
  type TrainingHistoryKind,
} from '@machines/validation';
import type { TrainingHistory } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import { assertFilesUsable } from '../lib/files/usable';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';

export type HistoryBody = Partial<Record<TrainingHistoryField, string | null>> & {
  /** Absent for a new declaration. */
  readonly id?: number | null;
  /** The version the company saw; required with an id. */
  readonly version?: number | null;
  /** A new declaration's kind (`history` or `cultivate`); it never changes. */
  readonly kind?: TrainingHistoryKind | null;
};

/** The labels of the fields a refusal names: `trainingHistory.field.<name>`. */
export const FIELD_LABELS = 'trainingHistory.field';

/** What a save writes: the columns the body named, in the table's terms. */
export type HistoryColumns = Partial<{
  personId: number | null;
  courseName: string;
  organizer: string | null;
  startDate: string | null;
  endDate: string | null;
  creditHours: string | null;
  certificateNo: string | null;
  content: string | null;
  proofFileId: string | null;
}>;

function columnsOf(
  checked: Partial<Record<TrainingHistoryField, string>>,
  given: readonly TrainingHistoryField[],
): HistoryColumns {
  const columns: Record<string, string | number | null> = {};
  for (const field of given) {
    const value = checked[field] || null;
    columns[field] = value !== null && field === 'personId' ? Number(value) : value;
  }
  return columns as HistoryColumns;
}

/** The fields the body names, checked as a draft. */
export async function draftColumns(body: HistoryBody): Promise<HistoryColumns> {
  const given = TRAINING_HISTORY_FIELDS.filter((field) => body[field] !== undefined);
  const input = Object.fromEntries(given.map((field) => [field, body[field] ?? '']));
  const checked = await validate(trainingHistoryDraftSchema, input, { labels: FIELD_LABELS });
  return columnsOf(checked as Partial<Record<TrainingHistoryField, string>>, given);
}

const storedValue = (stored: TrainingHistory, field: TrainingHistoryField): string => {
  switch (field) {
    case 'personId':
      return stored.personId === null ? '' : String(stored.personId);
    case 'proofFileId':
      return stored.proofFile?.id ?? '';
    default:
      return stored[field];
  }
};

/** The complete declaration the body would submit: stored fields overlaid with the body's. */
export async function submissionColumns(
  body: HistoryBody,
  stored: TrainingHistory | null,
  kind: TrainingHistoryKind,
): Promise<HistoryColumns> {
  const merged = Object.fromEntries(
    TRAINING_HISTORY_FIELDS.map((field) => [
      field,
      (body[field] ?? (stored ? storedValue(stored, field) : '')) || '',
    ]),
  );
  const schema = trainingHistorySubmissionSchema(kind);
  const checked = await validate(schema, merged, { labels: FIELD_LABELS });
  return columnsOf(
    checked as Partial<Record<TrainingHistoryField, string>>,
    TRAINING_HISTORY_FIELDS,
  );
}

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: FIELD_LABELS,
    fieldErrors: { [field]: { key } },
  });

/**
 * What the columns name outside the declaration (the trainee, the proof) and what only the
 * server's clock can tell: a declared training has ended by today.
 */
export async function assertReferencesUsable(
  db: Database,
  actor: Actor,
  columns: HistoryColumns,
  now: Date,
): Promise<void> {
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  const today = localDate(now);
  if (columns.startDate && columns.startDate > today) {
    throw refuse('startDate', 'validation.trainingNotOver');
  }
  if (columns.endDate && columns.endDate > today) {
    throw refuse('endDate', 'validation.trainingNotOver');
  }
  if (columns.personId) {
    await assertPeopleVerified(db, actor.corporateId, [columns.personId], 'personId');
  }
  await assertFilesUsable(db, actor, { proofFileId: columns.proofFileId }, ['proofFileId']);
}
