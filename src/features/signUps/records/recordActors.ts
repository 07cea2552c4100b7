/** The training records' actors and addresses: one record's detail, the person a list shows. */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { TrainingRecordDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../../components/detailLoader';
import * as trainingRecordsApi from '../../../lib/api/trainingRecords';

/** One training record, declared; bound below or by a story. */
export const trainingRecordLoader = detailLoaderOf<TrainingRecordDetail>(() =>
  Promise.reject(new Error('trainingRecordLoader: provide a bound loader')),
);
export const appTrainingRecordLoader = detailLoaderOf((id) =>
  trainingRecordsApi.fetchTrainingRecord(id),
);
export const TrainingRecordContext = createActorContext(trainingRecordLoader);

/** The URL parameter naming the record a dialog shows. */
export const RECORD_PARAM = 'record';
/** The list filter naming one person of the company's roster. */
export const PERSON_FILTER = 'personId';

/** One person's trainings (a company's person), or all of the caller's (null). */
export const personRecordsPath = (personId: number | null) =>
  personId === null
    ? pages.trainingRecords.path
    : `${pages.trainingRecords.path}?${PERSON_FILTER}=${personId}`;
