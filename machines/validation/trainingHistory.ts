/**
 * A training history declaration (issue 16): training a verified person of the company took
 * elsewhere before (`history`: the institution that gave it, the certificate it led to) or
 * an in-house cultivation the company gave them (`cultivate`: who taught, what it covered),
 * with its days, its credit hours and a proof. A draft may be incomplete but never
 * malformed; a submission is complete. Its days must lie in the past: the server checks
 * that against its own clock.
 */
import * as yup from 'yup';
import { CREDIT_HOURS_PATTERN } from './course';
import { fileId, isoDay, isoDayFrom, reference, text } from './fieldRules';

export const TRAINING_HISTORY_KINDS = ['history', 'cultivate'] as const;
export type TrainingHistoryKind = (typeof TRAINING_HISTORY_KINDS)[number];

const draftFields = {
  personId: reference(),
  courseName: text(100),
  organizer: text(100),
  startDate: isoDay(),
  endDate: isoDayFrom('startDate', 'validation.trainingEndsBeforeStart'),
  creditHours: yup
    .string()
    .trim()
    .test(
      'hours',
      'validation.creditHours',
      (value) => !value || (CREDIT_HOURS_PATTERN.test(value) && Number(value) > 0),
    ),
  certificateNo: text(50),
  content: text(1000),
  proofFileId: fileId(),
};

/** A draft names its training (the list shows it by that); anything else may wait. */
export const trainingHistoryDraftSchema = yup.object({
  ...draftFields,
  courseName: draftFields.courseName.test(
    'named',
    'validation.required',
    (value) => value === undefined || value !== '',
  ),
});

const required = 'validation.required';

/** A submission: everything but the certificate number; a cultivation says what it covered. */
export function trainingHistorySubmissionSchema(kind: TrainingHistoryKind) {
  return yup.object({
    ...draftFields,
    personId: draftFields.personId.required('validation.traineeRequired'),
    courseName: draftFields.courseName.required(required),
    organizer: draftFields.organizer.required(required),
    startDate: draftFields.startDate.required(required),
    endDate: draftFields.endDate.required(required),
    creditHours: draftFields.creditHours.required(required),
    content: kind === 'cultivate' ? draftFields.content.required(required) : draftFields.content,
    proofFileId: draftFields.proofFileId.required('validation.proofRequired'),
  });
}

/** Every field of the form, in form order: the server's field list too. */
export const TRAINING_HISTORY_FIELDS = Object.keys(
  draftFields,
) as readonly (keyof typeof draftFields)[];
export type TrainingHistoryField = keyof typeof draftFields;
