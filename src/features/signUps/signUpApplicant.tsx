/**
 * Who is signing up, from the session: a company (its verified people, picked from its
 * roster) or an individual (themselves, their name and mobile filled in).
 */
import type { ReactNode } from 'react';
import { may } from '@machines/access';
import { SessionContext } from '../../app/actors/contexts';
import { ONCE } from '../../components/detailLoader';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import type { SignUpMode } from './SignUpFormDialog';

export interface SignUpApplicant {
  readonly mode: SignUpMode;
  readonly self: { readonly name: string; readonly mobile: string };
}

export function useSignUpApplicant(): SignUpApplicant {
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const user = SessionContext.useSelector((s) => s.context.user);
  return {
    mode: role && may('signUp.company', role) ? 'company' : 'self',
    self: { name: user?.name ?? '', mobile: user?.userName ?? '' },
  };
}

/** A company's verified roster, loaded once around what signs its people up. */
export function ApplicantRoster({
  mode,
  children,
}: {
  readonly mode: SignUpMode;
  readonly children: ReactNode;
}) {
  return mode === 'company' ? (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      {children}
    </VerifiedPeopleContext.Provider>
  ) : (
    children
  );
}
