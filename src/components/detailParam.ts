import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RowId } from '@machines/app/list';

/**
 * The record a list opens in place, named by a URL parameter: reload, back and forward keep
 * it open. Answers the id in the URL and how to open another one (or close it: null).
 */
export function useDetailParam(param: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const open = (id: RowId | null) => {
    const next = new URLSearchParams(location.search);
    if (id === null) next.delete(param);
    else next.set(param, String(id));
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  return { openId: params.get(param), open };
}
