import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isSignedInFramePath } from '@machines/access/pages';
import { mustChangePassword, sessionStatus } from '@machines/app/session';
import { FullPageLoader } from '../../components/FullPageLoader';
import { SessionContext } from '../../components/appActorContexts';
import { SignedInFrameSkeleton } from '../layout/SignedInFrameSkeleton';
import { decideNavigation } from '../navigation/navigationDecision';
import { useDocumentTitle } from './useDocumentTitle';
import { useMatchedPageId } from './useMatchedPageId';

const ForcedPasswordChangeScreen = lazy(() =>
  import('../../features/account/ForcedPasswordChangeScreen').then((m) => ({
    default: m.ForcedPasswordChangeScreen,
  })),
);

/**
 * The root route: applies the session rules (seed §2) before any screen renders; an
 * account signed in with a one-time password gets the password form in place of any page.
 */
export function SessionGate() {
  const { pathname, search } = useLocation();
  const pageId = useMatchedPageId();
  // A store update renders at once, in one task: the signed-in frame, menu and page drawn
  // in one go when the session is known were the longest task of the home page's load
  // (docs/performance.md). Deferred, React draws them in slices, the page free between.
  const status = useDeferredValue(SessionContext.useSelector(sessionStatus));
  const allowedPages = SessionContext.useSelector((s) => s.context.allowedPages);
  const passwordFirst = SessionContext.useSelector(mustChangePassword);
  useDocumentTitle(pageId);

  const decision = decideNavigation({ pathname, search, status, pageId, allowedPages });
  switch (decision.kind) {
    case 'wait':
      // The frame the server drew for a signed-in page load, drawn again until it is known.
      return isSignedInFramePath(pathname) ? <SignedInFrameSkeleton /> : <FullPageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      if (passwordFirst && status === 'signedIn') {
        return (
          <Suspense fallback={<FullPageLoader />}>
            <ForcedPasswordChangeScreen />
          </Suspense>
        );
      }
      return <Outlet />;
  }
}
