import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listMachine, type ListMachine, type ListPage } from '@machines/app/list';
import {
  initialListQuery,
  listQueryFromSearch,
  listQueryToSearch,
  type ListQuery,
} from '@machines/app/listQuery';
import { ListContext } from './actorContexts';

export interface ListRouteProviderProps {
  /** The list endpoint: the current query in, one page out. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** The query of a plain URL (default sort, page size). */
  readonly defaults?: ListQuery;
  /** URL parameters that belong to the screen, not the list (an open form): kept as they are. */
  readonly preserve?: readonly string[];
  /** A restored state (stories): nothing is requested until the user acts. */
  readonly snapshot?: SnapshotFrom<ListMachine>;
  readonly children: ReactNode;
}

function split(search: string, preserve: readonly string[]) {
  const all = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of preserve) {
    for (const value of all.getAll(key)) kept.append(key, value);
    all.delete(key);
  }
  return { list: all.toString(), kept };
}

/** The list's search part with the screen's own parameters put back. */
export function listSearchWith(
  query: ListQuery,
  defaults: ListQuery,
  current: string,
  preserve: readonly string[],
): string {
  const params = new URLSearchParams(listQueryToSearch(query, defaults));
  for (const [key, value] of split(current, preserve).kept) params.append(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The list's query as the URL holds it. */
export function listQueryOfSearch(
  search: string,
  defaults: ListQuery = initialListQuery(),
  preserve: readonly string[] = [],
): ListQuery {
  return listQueryFromSearch(split(search, preserve).list, defaults);
}

/** Sends the URL's query to the list when history moves (back, forward, a link). */
function QueryFromUrl({
  defaults,
  preserve,
}: {
  defaults: ListQuery;
  preserve: readonly string[];
}) {
  const list = ListContext.useActorRef();
  const { search } = useLocation();
  useEffect(() => {
    // The machine ignores a query it already has (its own navigation coming back).
    list.send({ type: 'QUERY.RESTORED', query: listQueryOfSearch(search, defaults, preserve) });
  }, [list, search, defaults, preserve]);
  return null;
}

const NO_PRESERVE: readonly string[] = [];
const QUERY_CHANGED = 'queryChanged';

/**
 * A list machine whose query lives in the URL (page, size, sort, filters): the user's
 * changes navigate, so back, forward and reload keep the list where it was.
 */
export function ListRouteProvider({
  fetchPage,
  defaults: givenDefaults,
  preserve = NO_PRESERVE,
  snapshot,
  children,
}: ListRouteProviderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [defaults] = useState(() => givenDefaults ?? initialListQuery());
  // The machine's `queryChanged` is bound once; it hands the query to the router here.
  const [queries] = useState(() => new EventTarget());
  const [logic] = useState(() =>
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchPage(input)) },
      actions: {
        queryChanged: (_, { query }) =>
          queries.dispatchEvent(new CustomEvent<ListQuery>(QUERY_CHANGED, { detail: query })),
      },
    }),
  );
  const [options] = useState(() =>
    snapshot
      ? { snapshot }
      : { input: { query: listQueryOfSearch(location.search, defaults, preserve) } },
  );

  useEffect(() => {
    const follow = (event: Event) => {
      const query = (event as CustomEvent<ListQuery>).detail;
      void navigate({
        pathname: location.pathname,
        search: listSearchWith(query, defaults, location.search, preserve),
      });
    };
    queries.addEventListener(QUERY_CHANGED, follow);
    return () => queries.removeEventListener(QUERY_CHANGED, follow);
  }, [queries, navigate, location.pathname, location.search, defaults, preserve]);

  return (
    <ListContext.Provider logic={logic} options={options}>
      <QueryFromUrl defaults={defaults} preserve={preserve} />
      {children}
    </ListContext.Provider>
  );
}
