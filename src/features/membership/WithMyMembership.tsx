import { useState, type ReactNode } from 'react';
import {
  appLevelsLoader,
  appMyMembershipLoader,
  LevelsContext,
  MyMembershipContext,
  ONCE,
} from './membershipActors';

/**
 * The levels and the company's membership (`query-my-vip`) for a page that shows it; the
 * page gets the way to load the membership again after a failure.
 */
export function WithMyMembership({
  children,
}: {
  readonly children: (retry: () => void) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <MyMembershipContext.Provider
        key={attempt}
        logic={appMyMembershipLoader}
        options={{ input: ONCE }}
      >
        {children(() => setAttempt((n) => n + 1))}
      </MyMembershipContext.Provider>
    </LevelsContext.Provider>
  );
}
