/**
 * The personnel roster and its verification (issue 12): the company's people under
 * /api/user, the platform's review under /api/corporate and /api/audit. Screens that show
 * failures themselves (lists, forms, dialogs) call quietly.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { Person, PersonDetail } from '@machines/contracts';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type DecisionRequest,
} from './decisions';
import { api } from './http';

export type { Person, PersonDetail };

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
