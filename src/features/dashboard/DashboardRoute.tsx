import { useCallback, useState, type ReactNode } from 'react';
import { dashboardChartsShape, reviewedQueues } from '@machines/access/backlog';
import { SessionContext } from '../../components/appActorContexts';
import { appBacklogLoader, appChartsLoader, BacklogContext, ChartsContext } from './backlogActors';
import { BacklogPanel } from './BacklogPanel';
import { ChartsPanel } from './ChartsPanel';
import { DashboardScreen } from './DashboardScreen';

/**
 * The home page with the role's to-do lists and charts loaded (again on "retry"). The role
 * says which queues and charts there are: a role with none asks for none.
 */
export function DashboardRoute({ memberNotices }: { readonly memberNotices?: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const queues = role ? reviewedQueues(role) : [];
  const chartsShape = role ? dashboardChartsShape(role) : null;
  return (
    <DashboardScreen
      memberNotices={memberNotices}
      backlog={
        queues.length > 0 && (
          <BacklogContext.Provider
            key={generation}
            logic={appBacklogLoader}
            options={{ input: { id: 'backlog' } }}
          >
            <BacklogPanel queues={queues} onReload={reload} />
          </BacklogContext.Provider>
        )
      }
      charts={
        chartsShape && (
          <ChartsContext.Provider
            key={generation}
            logic={appChartsLoader}
            options={{ input: { id: 'charts' } }}
          >
            <ChartsPanel shape={chartsShape} onReload={reload} />
          </ChartsContext.Provider>
        )
      }
    />
  );
}
