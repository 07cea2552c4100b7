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
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { publishApiEvent } from './events';
import { createUploader } from './files';
import { api } from './http';

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
  return api.get<ListPage<Person>>('corporate/query-applyuser-page', {
    searchParams: listApiParams(query, PEOPLE_REVIEW_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** `GET /api/user/query-userstaff-detail`: the person whole, the steps, what may be done. */
export function fetchPersonDetail(id: RowId): Promise<PersonDetail> {
  return api.get<PersonDetail>('user/query-userstaff-detail', {
    searchParams: { id },
    quiet: true,
  });
}

/** `POST /api/audit/update-corporateuser-status`: 409 with a localized message on conflict. */
export const decidePerson = (request: DecisionRequest) =>
  postDecision<Person>('audit/update-corporateuser-status', request);

/** `POST /api/audit/muliti-update-corporateuser-status`: one result per item. */
export const decidePeople = (request: BatchDecisionRequest) =>
  postBatchDecision('audit/muliti-update-corporateuser-status', request);

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
  return api.get<ListPage<Person>>('user/query-userstaff-page', {
    searchParams: listApiParams(query, ROSTER_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** `POST /api/user/save-userstaff`: add (no id) or change; 409 naming a taken ID number. */
export function savePerson(request: PersonSaveRequest): Promise<Person> {
  return api.post<Person>('user/save-userstaff', { json: request, quiet: true });
}

/** `POST /api/user/declare-userstaff`: save and declare; 400 naming what is missing. */
export function declarePerson(request: PersonSaveRequest): Promise<Person> {
  return api.post<Person>('user/declare-userstaff', { json: request, quiet: true });
}

/** `POST /api/user/withdraw-userstaff`: a declaration awaiting review. */
export function withdrawPerson(request: VersionedId): Promise<Person> {
  return api.post<Person>('user/withdraw-userstaff', {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** `POST /api/user/delete-userstaff`: off the roster (records naming them keep them). */
export function removePerson(request: VersionedId): Promise<{ id: number }> {
  return api.post<{ id: number }>('user/delete-userstaff', {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** `POST /api/user/declare-userstaff` for a person as stored (the roster's declare). */
export function declareStoredPerson(request: VersionedId): Promise<Person> {
  return api.post<Person>('user/declare-userstaff', {
    json: { id: request.id, version: request.version },
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
