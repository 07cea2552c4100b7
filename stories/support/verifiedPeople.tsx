/** The verified people of the application stories' company, and their loader from memory. */
import { useState, type ReactNode } from 'react';
import type { InstitutionPerson } from '@machines/contracts';
import { detailLoaderOf, ONCE } from '../../src/components/detailLoader';
import { VerifiedPeopleContext } from '../../src/components/verifiedPeople';

export const verifiedPeople: readonly InstitutionPerson[] = [
  { id: 31, name: '邓伟', education: 'master', professionalTitle: 'senior', verified: true },
  {
    id: 32,
    name: '罗敏',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    verified: true,
  },
  { id: 33, name: '陈志强', education: 'master', professionalTitle: 'senior', verified: true },
];

/** The company's verified people, answered from memory. */
export function StoryVerifiedPeople({ children }: { children: ReactNode }) {
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(verifiedPeople)));
  return (
    <VerifiedPeopleContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </VerifiedPeopleContext.Provider>
  );
}
