/** The training declaration form's fields and their starting values. */
import {
  TRAINING_HISTORY_FIELDS,
  type TrainingHistoryField,
} from '@machines/validation/trainingHistory';
import type { TrainingHistory } from '../../lib/api/trainingHistories';

/** Every field is text in the form: the trainee's id and the hours as typed, days as YYYY-MM-DD. */
export type HistoryFormValues = Record<TrainingHistoryField, string>;

export const HISTORY_FORM_FIELDS = TRAINING_HISTORY_FIELDS;

export function initialHistoryValues(history: TrainingHistory | null): HistoryFormValues {
  return {
    personId: history?.personId ? String(history.personId) : '',
    courseName: history?.courseName ?? '',
    organizer: history?.organizer ?? '',
    startDate: history?.startDate ?? '',
    endDate: history?.endDate ?? '',
    creditHours: history?.creditHours ?? '',
    certificateNo: history?.certificateNo ?? '',
    content: history?.content ?? '',
    proofFileId: history?.proofFile?.id ?? '',
  };
}
