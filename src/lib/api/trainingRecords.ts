/**
 * Training records (issue 16): each trainee's latest training and credit hours, the
 * trainings themselves, one with its timeline; a course's side of them (who earned its
 * hours); and the business query of issued personnel certificates (01000). Every call is quiet: lists and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, listExportParams, type ListQuery } from '@machines/app/listQuery';
import type {
  PersonnelCertificateRecord,
  TraineeRecordSummary,
  TrainingRecord,
  TrainingRecordDetail,
} from '@machines/contracts';
import type { BlobAnswer } from './client';
import { api } from './http';

export type {
  PersonnelCertificateRecord,
  TraineeRecordSummary,
  TrainingRecord,
  TrainingRecordDetail,
};

/** A trainee as a list row: a person of the roster by their id, the individual as `self`. */
export interface TraineeSummaryRow extends TraineeRecordSummary {
  readonly id: RowId;
}

/** My company's people (or me) with the latest training and the hours per year. */
export async function fetchTraineeSummaries(
  query: ListQuery,
): Promise<ListPage<TraineeSummaryRow>> {
  const page = await api.get<Omit<ListPage, 'list'> & { list: TraineeRecordSummary[] }>(
    'v2/query-train-record-last',
    {
      searchParams: listApiParams(query, ['traineeName', 'personId'], { sortable: false }),
      quiet: true,
    },
  );
  return { ...page, list: page.list.map((row) => ({ ...row, id: row.personId ?? 'self' })) };
}

/** My company's people's trainings (or mine), the latest session first. */
export function fetchTrainingRecords(query: ListQuery): Promise<ListPage<TrainingRecord>> {
  return api.get<ListPage<TrainingRecord>>('v2/query-train-record', {
    searchParams: listApiParams(
      query,
      ['personId', 'status', 'courseName', 'traineeName', 'year'],
      { sortable: false },
    ),
    quiet: true,
  });
}

export function fetchTrainingRecord(id: RowId): Promise<TrainingRecordDetail> {
  return api.get<TrainingRecordDetail>('v2/query-train-record-detail', {
    searchParams: { id },
    quiet: true,
  });
}

/** Issued personnel certificates by holder, whole ID card number or certificate number. */
export function fetchPersonnelCertificates(
  query: ListQuery,
): Promise<ListPage<PersonnelCertificateRecord>> {
  return api.get<ListPage<PersonnelCertificateRecord>>('train/query-business-person-page', {
    searchParams: listApiParams(query, ['traineeName', 'idCard', 'certificateNumber', 'status'], {
      sortable: false,
    }),
    quiet: true,
  });
}

const CREDIT_USER_FILTERS = ['traineeName', 'companyName'];

/** The people one course gave its credit hours to, session by session. */
export function fetchCourseCreditUsers(
  courseId: RowId,
  query: ListQuery,
): Promise<ListPage<TrainingRecord>> {
  return api.get<ListPage<TrainingRecord>>('course/query-creditUser-list', {
    searchParams: { ...listApiParams(query, CREDIT_USER_FILTERS, { sortable: false }), courseId },
    quiet: true,
  });
}

/** The same people under the list's filters, with their hours, as xlsx. */
export function exportCourseCreditUsers(courseId: RowId, query: ListQuery): Promise<BlobAnswer> {
  return api.blob('course/export-creditUser-list', {
    searchParams: { ...listExportParams(query, CREDIT_USER_FILTERS), courseId },
  });
}
