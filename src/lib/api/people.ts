/**
 * The personnel roster and its verification (issue 12): the company's people under
 * /api/user, the platform's review under /api/corporate and /api/audit. Screens that show
 * failures themselves (lists, forms, dialogs) call quietly.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { ImportCommitMode } from '@machines/app/sheetImport';
import type {
  Person,
  PersonDetail,
  PersonImportReport,
  PersonImportRow,
} from '@machines/contracts';
import { currentLanguage } from '../i18n';
import { readToken } from '../storage';
import type { BlobAnswer } from './client';
import { publishApiEvent } from './events';
import { createUploader } from './files';
import { api } from './http';
import { peopleArea } from '@machines/areas/people';
import { applicantApi, decisionApi, removeCall } from './areaCalls';

export type { Person, PersonDetail, PersonImportReport, PersonImportRow };

/** Filters of the platform's list, as the API names them. */
export const PEOPLE_REVIEW_FILTERS = [
  'status',
  'companyName',
  'keyword',
  'submittedFrom',
  'submittedTo',
] as const;

/** `GET /api/corporate/query-applyuser-page`: declared people of every company. */
export function fetchDeclaredPeople(query: ListQuery): Promise<ListPage<Person>> {
  return api.get<ListPage<Person>>(peopleArea.lists.review, {
    searchParams: listApiParams(query, PEOPLE_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** Filters of the company's roster, as the API names them. */
export const ROSTER_FILTERS = ['status', 'keyword'] as const;

/** What the company's form sends: every field as text ('' clears it), files by id. */
export type PersonFields = Readonly<
  Record<
    | 'name'
    | 'gender'
    | 'idCard'
    | 'mobile'
    | 'email'
    | 'education'
    | 'professionalTitle'
    | 'employedFrom'
    | 'employedTo'
    | 'photoFileId'
    | 'idCardFileId'
    | 'diplomaFileId',
    string
  >
>;

/** A save or declaration: a new person has no id; an existing one names its version. */
export type PersonSaveRequest = PersonFields & { readonly id?: RowId; readonly version?: number };

/** `GET /api/user/query-userstaff-page`: the company's roster, newest first, masked. */
export function fetchRoster(query: ListQuery): Promise<ListPage<Person>> {
  return api.get<ListPage<Person>>(peopleArea.lists.own, {
    searchParams: listApiParams(query, ROSTER_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** `GET /api/user/userstaff-import-template`: the .xlsx to fill in, in the user's language. */
export function downloadImportTemplate(): Promise<BlobAnswer> {
  return api.blob('user/userstaff-import-template');
}

const importUploader = createUploader({
  path: 'user/import-userstaff',
  getToken: readToken,
  getLanguage: currentLanguage,
  emit: publishApiEvent,
});

/**
 * `POST /api/user/import-userstaff`: the filled-in template checked row by row (`check`),
 * or its people saved as drafts (`all` when every row is valid, else `valid`).
 */
export function importPeople(
  file: Blob,
  fileName: string,
  mode: 'check' | ImportCommitMode,
): Promise<PersonImportReport> {
  return importUploader<PersonImportReport>(file, fileName, { fields: { mode } });
}

/** `GET /api/train/query-person`: the company's verified people by name (pickers take 100). */
export function fetchVerifiedPeople(keyword = ''): Promise<ListPage<Person>> {
  return api.get<ListPage<Person>>('train/query-person', {
    searchParams: { keyword, pageIndex: 1, pageSize: 100 },
    quiet: true,
  });
}

export const {
  save: savePerson,
  submit: declarePerson,
  submitStored: declareStoredPerson,
  withdraw: withdrawPerson,
  detail: fetchPersonDetail,
} = applicantApi<Person, PersonSaveRequest, PersonDetail>(peopleArea.applicant);
/** Off the roster (records naming the person keep them). */
export const removePerson = removeCall<{ id: number }>(peopleArea.applicant.remove);

export const { decide: decidePerson, decideBatch: decidePeople } = decisionApi<Person>(
  peopleArea.decisions,
);
