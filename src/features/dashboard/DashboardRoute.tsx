import { useCallback, useState, type ReactNode } from 'react';
import { appBacklogLoader, appChartsLoader, BacklogContext, ChartsContext } from './backlogActors';
import { BacklogPanel } from './BacklogPanel';
import { ChartsPanel } from './ChartsPanel';
import { DashboardScreen } from './DashboardScreen';

/** The home page with the role's to-do lists and charts loaded (again on "retry"). */
export function DashboardRoute({ memberNotices }: { readonly memberNotices?: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return (
    <DashboardScreen
      memberNotices={memberNotices}
      backlog={
        <BacklogContext.Provider
          key={generation}
          logic={appBacklogLoader}
          options={{ input: { id: 'backlog' } }}
        >
          <BacklogPanel onReload={reload} />
        </BacklogContext.Provider>
      }
      charts={
        <ChartsContext.Provider
          key={generation}
          logic={appChartsLoader}
          options={{ input: { id: 'charts' } }}
        >
          <ChartsPanel onReload={reload} />
        </ChartsContext.Provider>
      }
    />
  );
}
