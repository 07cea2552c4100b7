/** The personnel area's actors: the person's detail loader and the URL parameter opening one. */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { PersonDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as peopleApi from '../../lib/api/people';

/** `GET /api/user/query-userstaff-detail`, declared; bound below or by a story. */
export const personDetailLoader = detailLoaderOf<PersonDetail>(() =>
  Promise.reject(new Error('personDetailLoader: provide a bound loader')),
);

export const appPersonDetailLoader = detailLoaderOf((id) => peopleApi.fetchPersonDetail(id));

export const PersonDetailContext = createActorContext(personDetailLoader);

/** URL parameter of a list that opens one person's detail. */
export const PERSON_PARAM = 'person';

/** The URL parameter naming the person the form changes; without it the form adds one. */
export const PERSON_ID_PARAM = 'id';

/** The form page of one person (`/newPerson?id=…`), or of a new one. */
export const personFormPath = (id?: string | number) =>
  id === undefined
    ? pages.newPerson.path
    : `${pages.newPerson.path}?${PERSON_ID_PARAM}=${encodeURIComponent(String(id))}`;
