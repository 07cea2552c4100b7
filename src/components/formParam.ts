/**
 * A form opened on its list's page, named by a URL parameter (`?edit=new`, `?edit=12`):
 * reload, back and forward keep it open, and the list's own parameters stay as they are.
 * A new record's first draft names itself in the URL without remounting the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { NAMING_RECORD } from './UnsavedChangesGuard';

/** The parameter's value of a form for a record not saved yet. */
export const NEW_RECORD = 'new';

/** `search` with the parameter set to `value`, or without it (`null`). */
export function withParam(search: string, param: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(param);
  else params.set(param, value);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** For the unsaved-changes guard: a navigation keeping the parameter stays on the form. */
export const staysWithParam = (param: string) => (current: Location, next: Location) =>
  new URLSearchParams(current.search).get(param) === new URLSearchParams(next.search).get(param);

export function useFormParam(param: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URLSearchParams(location.search).get(param);
  // The draft the open "new" form has just created: the URL names it, the form stays.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The form keeps the callback it was mounted with; the search it edits must be today's.
  const currentSearch = useRef(location.search);
  useEffect(() => {
    currentSearch.current = location.search;
  }, [location.search]);

  return {
    /** The record the URL names (`new` or an id), or null when no form is open. */
    target,
    /** What the form is mounted for: still `new` once its first draft named itself. */
    mounted: target !== null && target === createdId ? NEW_RECORD : target,
    /** Opens the form on `next`, closing what `closing` names (the dialog it came from). */
    open: (next: string, closing: readonly string[] = []) => {
      const kept = closing.reduce(
        (search, other) => withParam(search, other, null),
        location.search,
      );
      void navigate({ search: withParam(kept, param, next) });
    },
    close: () => void navigate({ search: withParam(location.search, param, null) }),
    nameCreated: (id: string) => {
      setCreatedId(id);
      void navigate(
        { search: withParam(currentSearch.current, param, id) },
        { replace: true, state: NAMING_RECORD },
      );
    },
  };
}
