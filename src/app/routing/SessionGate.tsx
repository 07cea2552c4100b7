import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionStatus } from '@machines/app/session';
import { FullPageLoader } from '../../components/FullPageLoader';
import { SessionContext } from '../actors/contexts';
import { decideNavigation } from '../navigation/navigationDecision';
import { useDocumentTitle } from './useDocumentTitle';
import { useMatchedPageId } from './useMatchedPageId';

/** The root route: applies the session rules (seed §2) before any screen renders. */
export function SessionGate() {
  const { pathname, search } = useLocation();
  const pageId = useMatchedPageId();
  const status = SessionContext.useSelector(sessionStatus);
  const allowedPages = SessionContext.useSelector((s) => s.context.allowedPages);
  useDocumentTitle(pageId);

  const decision = decideNavigation({ pathname, search, status, pageId, allowedPages });
  switch (decision.kind) {
    case 'wait':
      return <FullPageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <Outlet />;
  }
}
