import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path>: an internal hop that re-mounts <path> (e.g. to refresh a tag's
 * page), since navigating to the current location would not.
 */
export function RedirectRoute() {
  const { '*': target = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${target}${search}`} replace />;
}
