/**
 * Who is signing up, from the session: a company (its verified people, picked from its
 * roster) or an individual (themselves: their name and mobile filled in, and the ID card
 * number their earlier sign-ups carry, which every sign-up of theirs must).
 */
import type { ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { may } from '@machines/access';
import { SessionContext } from '../../components/appActorContexts';
import { detailLoaderOf, ONCE } from '../../components/detailLoader';
import * as signUpsApi from '../../lib/api/signUps';
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

/** The individual's identity (`train/self-identity`), loaded once for the page. */
export const appSelfIdentityLoader = detailLoaderOf(() => signUpsApi.fetchSelfIdentity());
export const SelfIdentityContext = createActorContext(appSelfIdentityLoader);

/** The number loaded, `null` before a first sign-up; `undefined` while it loads or failed. */
export function useSelfIdentity(): string | null | undefined {
  const output = SelfIdentityContext.useSelector((s) => s.output);
  return output?.ok ? output.detail : undefined;
}

/** A company's verified roster, or an individual's identity, loaded once around the page. */
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
    <SelfIdentityContext.Provider logic={appSelfIdentityLoader} options={{ input: ONCE }}>
      {children}
    </SelfIdentityContext.Provider>
  );
}
