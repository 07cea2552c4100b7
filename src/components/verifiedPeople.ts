/**
 * The company's verified people: what application forms name from the roster (teachers,
 * assessors, the people a credit application counts). One loader, bound to the people
 * call here or to a fixture by a story.
 */
import { createActorContext } from '@xstate/react';
import type { InstitutionPerson } from '@machines/contracts';
import * as peopleApi from '../lib/api/people';
import { detailLoaderOf } from './detailLoader';

export const verifiedPeopleLoader = detailLoaderOf<readonly InstitutionPerson[]>(() =>
  Promise.reject(new Error('verifiedPeopleLoader: provide a bound loader')),
);
export const appVerifiedPeopleLoader = detailLoaderOf<readonly InstitutionPerson[]>(async () => {
  const page = await peopleApi.fetchVerifiedPeople();
  return page.list.map((person) => ({
    id: Number(person.id),
    name: person.name,
    education: person.education,
    professionalTitle: person.professionalTitle,
    verified: true,
  }));
});
export const VerifiedPeopleContext = createActorContext(verifiedPeopleLoader);
