import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canOpenPage } from '@machines/access/pages';
import { ONCE } from '../../components/detailLoader';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { fetchMapRecords, searchMapInstitutions } from '../../lib/api/workflowMap';
import { useToday } from '../../lib/today';
import { SessionContext } from '../../components/appActorContexts';
import { appMapFiguresLoader, MapFiguresContext } from './mapActors';
import { MAP_PARAMS, mapPeriodOf, mapSearchOf, RECORDS_PARAM, recordsOfParam } from './mapSearch';
import { MapRecordsPanel } from './MapRecordsPanel';
import { WorkflowMapScreen } from './WorkflowMapScreen';

/**
 * `/platSystemManage/workflowMap`: the lifecycle, period and listed records the URL names,
 * the figures loaded afresh whenever one of them changes (or the reader reloads them).
 */
export function WorkflowMapRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = useToday();
  const role = SessionContext.useSelector((s) => s.context.activeRole) ?? undefined;
  const search = params.toString();
  const period = useMemo(() => mapPeriodOf(new URLSearchParams(search), today), [search, today]);
  const recordsParam = params.get(RECORDS_PARAM);
  const recordsOf = useMemo(() => recordsOfParam(recordsParam), [recordsParam]);
  const [generation, setGeneration] = useState(0);
  const figuresKey = `${mapSearchOf(period, null)}|${generation}`;
  const logic = useMemo(() => appMapFiguresLoader(period), [period]);

  return (
    <MapFiguresContext.Provider key={figuresKey} logic={logic} options={{ input: ONCE }}>
      <WorkflowMapScreen
        period={period}
        recordsOf={recordsOf}
        onShow={(next, records) => void navigate({ search: mapSearchOf(next, records) })}
        onReload={() => setGeneration((n) => n + 1)}
        searchInstitutions={(query) => searchMapInstitutions(period.lifecycle, query)}
        mayOpen={(page) => canOpenPage(page, role)}
      >
        {recordsOf && (
          <ListRouteProvider
            key={`${figuresKey}|${recordsParam ?? ''}`}
            fetchPage={(query) => fetchMapRecords(period, recordsOf, query)}
            preserve={MAP_PARAMS}
          >
            <MapRecordsPanel period={period} recordsOf={recordsOf} />
          </ListRouteProvider>
        )}
      </WorkflowMapScreen>
    </MapFiguresContext.Provider>
  );
}
