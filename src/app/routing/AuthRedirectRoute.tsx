import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '../../lib/redirect';

/**
 * /auth-redirect?redirect=<path>: a public landing for links into the app. The session
 * gate holds it until the session is known; then it forwards, and the guards of the
 * target apply (login first if needed).
 */
export function AuthRedirectRoute() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectPath(params.get('redirect')) ?? '/'} replace />;
}
